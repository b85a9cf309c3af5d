import * as z from 'zod/mini'
import { ALERT_CHANNELS, ALERT_DELIVERY_STATUSES, type AlertChannelName } from './alert-settings'

/**
 * The Status screen (GET {prefix}/status): how the background work is doing, so nothing fails
 * silently — each scheduled job's last run and last success, the last backup, the alert deliveries
 * of the last days with what each attempt got, whether page views are counted, and the system's
 * sizes and versions — with `warnings` first, each saying what to do. The sidebar asks the cheaper
 * GET {prefix}/status/attention. The texts are here so the screen and the tests share them.
 */

/** Deliveries the Status screen lists: those of this many days. */
export const STATUS_DELIVERY_DAYS = 7
/** A channel whose attempts failed this many times in a row is warned about (and the owner told). */
export const CHANNEL_FAILURES_WARNED = 3
/** A backup older than this is warned about. */
export const BACKUP_STALE_HOURS = 36
/** With measurement on, no view counted for this long is warned about. */
export const VIEWS_QUIET_HOURS = 24

const CHANNEL_WORDS: Record<AlertChannelName, string> = { webhook: 'webhook', email: 'alert email' }

/** Ends a sentence that the channel's or a job's words may already have ended. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`)

export const STATUS_TEXTS = {
  noAlertTarget:
    'No alert recipient is set: enquiries reach nobody. Open Settings to add a recipient or a webhook.',
  noBackup: 'There is no backup yet. Open Settings and choose Back up now.',
  backupAge: (hours: number) =>
    `The last backup is ${hours >= 48 ? `${Math.floor(hours / 24)} days` : `${hours} hours`} old. Check the daily backup job below, or back up now in Settings.`,
  backupFailed: (reason: string) =>
    `${sentence(`The last backup failed: ${reason}`)} Check the archive store, then back up now in Settings.`,
  /** `lastAnswer` is the refusal (`410 Gone`) when the receiver gave one, else the channel's words. */
  channelFailing: (channel: AlertChannelName, failures: number, lastAnswer: string | null) =>
    `${sentence(
      `Your ${CHANNEL_WORDS[channel]} has failed ${failures} times: ${
        lastAnswer && /^\d{3}\b/.test(lastAnswer) ? `last answer ${lastAnswer}` : (lastAnswer ?? 'no answer')
      }`,
    )} Enquiries are kept; check the ${channel === 'webhook' ? 'webhook' : 'recipients'} in Settings.`,
  viewsNotCounted:
    'No page view has been counted in 24 hours, though measurement is on. Check that the site sends its views with the same AUDIENCE_SECRET as the API.',
  migrationsBehind: (applied: number, known: number) =>
    `The database has ${applied} of this version's ${known} migrations. Run the migrations (npm run db:migrate -w @studio/api) before anything else.`,
  /** The notice sent on a working channel when another one keeps failing. */
  channelNoticeSubject: (channel: AlertChannelName) => `Your ${CHANNEL_WORDS[channel]} is failing`,
} as const

export const JobRunSchema = z.object({
  started_at: z.string(),
  finished_at: z.string(),
  ok: z.boolean(),
  /** The job's count; null when it failed. */
  result: z.nullable(z.int()),
  /** Why it failed; null when it ran. */
  error: z.nullable(z.string()),
})
export type JobRun = z.infer<typeof JobRunSchema>

export const JobStatusSchema = z.object({
  job: z.string(),
  /** null: no run is recorded (in the last 14 days). */
  last_run: z.nullable(JobRunSchema),
  last_success: z.nullable(JobRunSchema),
})
export type JobStatus = z.infer<typeof JobStatusSchema>

export const BackupStatusSchema = z.object({
  name: z.string(),
  /** The zip's size (its media are stored beside it, once for all backups). */
  bytes: z.nullable(z.number()),
  created_at: z.string(),
})
export type BackupStatus = z.infer<typeof BackupStatusSchema>

/** What one delivery attempt got: when, its status (HTTP or SMTP) if any, and the channel's words. */
export const DeliveryAttemptSchema = z.object({
  at: z.string(),
  ok: z.boolean(),
  status: z.nullable(z.int()),
  answer: z.nullable(z.string()),
})
export type DeliveryAttempt = z.infer<typeof DeliveryAttemptSchema>

export const StatusDeliverySchema = z.object({
  id: z.int(),
  /** null for a test alert, or once the message was deleted. */
  message_id: z.nullable(z.int()),
  channel: z.enum(ALERT_CHANNELS),
  status: z.enum(ALERT_DELIVERY_STATUSES),
  attempts: z.int(),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
  last_error: z.nullable(z.string()),
  /** Each attempt's answer, oldest first (the last 8). */
  answers: z.array(DeliveryAttemptSchema),
})
export type StatusDelivery = z.infer<typeof StatusDeliverySchema>

export const ChannelHealthSchema = z.object({
  channel: z.enum(ALERT_CHANNELS),
  /** Attempts failed since the last one that went through. */
  failures_in_row: z.int(),
  last_answer: z.nullable(z.string()),
  last_failed_at: z.nullable(z.string()),
})
export type ChannelHealth = z.infer<typeof ChannelHealthSchema>

export const StatusReportSchema = z.object({
  checked_at: z.string(),
  /** What needs doing, most urgent first; empty when all is well. */
  warnings: z.array(z.string()),
  jobs: z.array(JobStatusSchema),
  /** The newest backup in the archive store, or null when there is none. */
  last_backup: z.nullable(BackupStatusSchema),
  /** The deliveries of the last STATUS_DELIVERY_DAYS days, failed first, then newest first. */
  deliveries: z.array(StatusDeliverySchema),
  channels: z.array(ChannelHealthSchema),
  audience: z.object({
    measuring: z.boolean(),
    /** The minute of the last view counted, or null when none is kept. */
    last_view_at: z.nullable(z.string()),
  }),
  system: z.object({
    /** The media store's size under covers/, seed/ and cards/; null when it could not be listed. */
    media_bytes: z.nullable(z.number()),
    media_files: z.nullable(z.int()),
    migrations_applied: z.int(),
    migrations_known: z.int(),
    /** The product's version (the root package.json's `version`, read at build time); null without one. */
    product_version: z.nullable(z.string()),
    /** The public content's version (what the site's edge cache keys on): an id, not for people. */
    content_version: z.string(),
    /**
     * When the public content last changed, as people read its version: the newest save of a
     * project or work item, or publish of the site's copy; null when there is none.
     */
    content_changed_at: z.nullable(z.string()),
  }),
})
export type StatusReport = z.infer<typeof StatusReportSchema>

/** GET {prefix}/status/attention: what the sidebar marks (a failed backup, a failing channel). */
export const StatusAttentionSchema = z.object({ warnings: z.array(z.string()) })
export type StatusAttention = z.infer<typeof StatusAttentionSchema>
