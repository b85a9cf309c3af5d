import type {
  AlertChannelName,
  AlertDelivery,
  AlertTargets,
  ContactMessage,
  TestAlertResult,
} from '@studio/contracts'
import { and, asc, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { alertOutbox, contactMessages, type DeliveryAttempt, settings } from '../db/schema'
import type { AppDeps } from '../deps'
import { toInboxMessage } from '../inbox/messages'
import { currentRequestId, logError, logWarning } from '../lib/log'
import { inRequestScope } from '../lib/request-scope'
import { readAlertTargets } from './alert-targets'
import { type AlertChannel, answerLineOf, answerStatusOf, type EnquiryAlert, panelUrlOf } from './channel'
import { recordChannelAttempt } from './channel-health'

/**
 * The enquiry alert outbox. A contact post writes its message and one pending row per configured
 * channel in one transaction; delivery happens after the answer. Each attempt first *claims* its row
 * with one UPDATE that bumps `attempts` only if nobody else did (and pushes `next_attempt_at` out by
 * a lease), so the request's own attempt, a retry and the scheduled sweep never send one alert twice,
 * and an attempt cut off by a crash is retried once its lease runs out. Each row keeps the id of the
 * request that queued it, and every attempt (the Cron job's retries too) logs under that id, so an
 * enquiry's alert reads as part of its post in the log.
 */

/** Waits after failed attempts 1, 2, …: 8 attempts over about 4.5 hours, then `failed`. */
export const RETRY_DELAYS_MS = [
  2_000,
  8_000,
  60_000,
  5 * 60_000,
  15 * 60_000,
  60 * 60_000,
  3 * 60 * 60_000,
] as const

/** Retries due this soon after the first attempt run in the request's deferred work; later ones wait for the sweep. */
export const QUICK_RETRY_WINDOW_MS = 10_000

/** A claimed row is not due again for this long (longer than any channel's timeout). */
export const CLAIM_LEASE_MS = 60_000

/** Due rows one sweep takes on; the rest wait a minute. */
const SWEEP_BATCH = 50

type OutboxDeps = Pick<AppDeps, 'db' | 'config' | 'alerts'>
type OutboxRow = typeof alertOutbox.$inferSelect

const isoAfter = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function retryDelaysOf(deps: OutboxDeps): readonly number[] {
  return deps.alerts.retryDelaysMs ?? RETRY_DELAYS_MS
}

/**
 * Whether the saved settings (group `alerts`) turn a channel on, in SQL, so the message's own batch
 * decides it. A value that is not JSON turns nothing on (json_extract would fail the whole batch,
 * and with it the enquiry); the delivery reads the same settings through their schema.
 */
const SWITCHED_ON: Record<AlertChannelName, SQL> = {
  webhook: sql`coalesce(json_extract(value, '$.webhook_url'), '') <> ''`,
  email: sql`coalesce(json_array_length(value, '$.recipients'), 0) > 0`,
}

function switchedOn(channel: AlertChannelName): SQL {
  return sql`EXISTS (SELECT 1 FROM ${settings} WHERE key = 'alerts'
    AND CASE WHEN json_valid(value) THEN ${SWITCHED_ON[channel]} ELSE 0 END)`
}

/**
 * The outbox rows of a message just inserted in the same batch (AUTOINCREMENT: its id is the
 * largest): one per channel this server can deliver on that the saved settings turn on, each with
 * the id of the request being handled (the enquiry's post), which its attempts log under.
 */
export function outboxInsertForNewestMessage(
  db: Database,
  channels: readonly AlertChannel[],
  now: Date,
  requestId: string | null = currentRequestId() ?? null,
) {
  const at = now.toISOString()
  const rows = channels.map(
    (channel) => sql`SELECT (SELECT max(id) FROM ${contactMessages}), ${channel.name}, ${at}, ${at},
      ${crypto.randomUUID()}, ${requestId} WHERE ${switchedOn(channel.name)}`,
  )
  if (rows.length === 0) return db.all<{ id: number }>(sql`SELECT id FROM ${alertOutbox} WHERE 0`)
  return db.all<{ id: number }>(sql`INSERT INTO ${alertOutbox}
    (message_id, channel, next_attempt_at, created_at, event_id, request_id)
    ${sql.join(rows, sql` UNION ALL `)} RETURNING id`)
}

/** Takes the row for one attempt if it is still pending after `attempts` attempts; null if someone else has it. */
async function claim(deps: OutboxDeps, id: number, attempts: number): Promise<OutboxRow | null> {
  const [row] = await deps.db
    .update(alertOutbox)
    .set({
      attempts: sql`${alertOutbox.attempts} + 1`,
      nextAttemptAt: isoAfter(deps.config.now(), CLAIM_LEASE_MS),
    })
    .where(and(eq(alertOutbox.id, id), eq(alertOutbox.status, 'pending'), eq(alertOutbox.attempts, attempts)))
    .returning()
  return row ?? null
}

async function alertFor(deps: OutboxDeps, row: OutboxRow): Promise<EnquiryAlert | null> {
  if (row.messageId === null) return null
  const [message] = await deps.db.select().from(contactMessages).where(eq(contactMessages.id, row.messageId))
  if (!message) return null
  const { status: _status, ...enquiry } = toInboxMessage(message)
  // A row from before event ids gets one now and keeps it for its later attempts.
  const eventId = row.eventId ?? (await ensureEventId(deps.db, row.id))
  return {
    // The source straight from the row: the alert names it whatever the inbox's answer carries.
    enquiry: { ...enquiry, source: message.source },
    panelUrl: panelUrlOf(deps.config.adminOrigin, message.id),
    test: false,
    eventId,
  }
}

async function ensureEventId(db: Database, id: number): Promise<string> {
  await db
    .update(alertOutbox)
    .set({ eventId: crypto.randomUUID() })
    .where(and(eq(alertOutbox.id, id), isNull(alertOutbox.eventId)))
  const [row] = await db
    .select({ eventId: alertOutbox.eventId })
    .from(alertOutbox)
    .where(eq(alertOutbox.id, id))
  return row?.eventId ?? crypto.randomUUID()
}

/** A recorded error (shown in Settings and the audit log) is one line of at most this many characters. */
export const ERROR_TEXT_MAX = 300

/**
 * What a failed send records: the channel's own words (a webhook's are fixed texts and a short,
 * cleaned excerpt already), on one line without control characters, cut to ERROR_TEXT_MAX.
 */
function errorText(error: unknown): string {
  const raw = error instanceof Error ? error.message : String(error)
  const line = raw.replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ').trim() || 'Unknown error'
  const characters = Array.from(line)
  return characters.length > ERROR_TEXT_MAX ? `${characters.slice(0, ERROR_TEXT_MAX - 1).join('')}…` : line
}

/** Each attempt's answer is kept, the last this many (as many as a delivery's attempts by default). */
export const ATTEMPT_LOG_MAX = 8
/** An attempt's answer as its log keeps it: at most this many characters. */
export const ATTEMPT_ANSWER_MAX = 200

function cut(text: string, max: number): string {
  const characters = Array.from(text)
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : text
}

const withAttempt = (log: readonly DeliveryAttempt[], attempt: DeliveryAttempt) =>
  [...log, attempt].slice(-ATTEMPT_LOG_MAX)

/**
 * What one send got, kept: its log entry, one warning line (the channel, the enquiry, which attempt
 * and the status; never an address or the receiver's words) and the channel's run of failures.
 */
async function recordSend(
  deps: OutboxDeps,
  sent: { channel: AlertChannelName; messageId: number | null; attempt: number; test: boolean },
  error: unknown,
): Promise<DeliveryAttempt> {
  const at = deps.config.now().toISOString()
  const failure =
    error === null
      ? null
      : { words: errorText(error), line: answerLineOf(error), status: answerStatusOf(error) }
  if (failure) {
    logWarning('alert.delivery_failed', {
      channel: sent.channel,
      enquiry_id: sent.messageId ?? undefined,
      test: sent.test || undefined,
      attempt: sent.attempt,
      status: failure.status ?? undefined,
    })
  }
  await recordChannelAttempt(deps, sent.channel, failure).catch((cause) =>
    logError('alert.health_failed', { channel: sent.channel, cause }),
  )
  return failure
    ? { at, ok: false, status: failure.status, answer: cut(failure.words, ATTEMPT_ANSWER_MAX) }
    : { at, ok: true, status: null, answer: null }
}

/** Why a delivery failed without trying, as its row records it. */
export const OUTBOX_ERRORS = {
  cannotSend: 'This server can no longer send on this channel.',
  switchedOff: 'The channel was turned off in Settings before the alert was sent.',
  messageDeleted: 'The message was deleted before the alert was sent.',
} as const

type Outcome = { status: 'sent' | 'failed' } | { status: 'pending'; retryInMs: number }

/** One attempt at a claimed row, and its recorded result. */
async function attempt(deps: OutboxDeps, row: OutboxRow): Promise<Outcome> {
  const now = () => deps.config.now()
  const fail = async (lastError: string, attemptLog = row.attemptLog): Promise<Outcome> => {
    await deps.db
      .update(alertOutbox)
      .set({ status: 'failed', lastError, attemptLog })
      .where(eq(alertOutbox.id, row.id))
    return { status: 'failed' }
  }
  const channel = deps.alerts.channels.find((candidate) => candidate.name === row.channel)
  if (!channel) return fail(OUTBOX_ERRORS.cannotSend)
  const targets = channel.targetsOf(await readAlertTargets(deps.db))
  if (targets.length === 0) return fail(OUTBOX_ERRORS.switchedOff)
  const alert = await alertFor(deps, row)
  if (!alert) return fail(OUTBOX_ERRORS.messageDeleted)
  const sent = { channel: channel.name, messageId: row.messageId, attempt: row.attempts, test: false }
  try {
    await channel.send(alert, targets)
  } catch (error) {
    const attemptLog = withAttempt(row.attemptLog, await recordSend(deps, sent, error))
    const delays = retryDelaysOf(deps)
    const retryInMs = delays[row.attempts - 1]
    if (retryInMs === undefined) return fail(errorText(error), attemptLog)
    await deps.db
      .update(alertOutbox)
      .set({ lastError: errorText(error), nextAttemptAt: isoAfter(now(), retryInMs), attemptLog })
      .where(eq(alertOutbox.id, row.id))
    return { status: 'pending', retryInMs }
  }
  const attemptLog = withAttempt(row.attemptLog, await recordSend(deps, sent, null))
  await deps.db
    .update(alertOutbox)
    .set({ status: 'sent', sentAt: now().toISOString(), lastError: null, attemptLog })
    .where(eq(alertOutbox.id, row.id))
  return { status: 'sent' }
}

/** One attempt, its log lines under the id of the request that queued the row (when it has one). */
function attemptUnderItsRequest(deps: OutboxDeps, row: OutboxRow): Promise<Outcome> {
  return row.requestId ? inRequestScope(row.requestId, () => attempt(deps, row)) : attempt(deps, row)
}

/**
 * The first attempt for new outbox rows, run after the answer (the app's `defer`), with the quick
 * retries (2 s, then 8 s) in the same deferred work; anything later is the sweep's. Never rejects.
 */
export async function deliverNew(deps: OutboxDeps, ids: readonly number[]): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      try {
        let attempts = 0
        let waited = 0
        for (;;) {
          const row = await claim(deps, id, attempts)
          if (!row) return
          const outcome = await attemptUnderItsRequest(deps, row)
          if (outcome.status !== 'pending' || waited + outcome.retryInMs > QUICK_RETRY_WINDOW_MS) return
          await sleep(outcome.retryInMs)
          waited += outcome.retryInMs
          attempts = row.attempts
        }
      } catch (error) {
        logError('alert.delivery_failed', { outbox_id: id, cause: error })
      }
    }),
  )
}

/**
 * The sweep: one attempt at every due pending row (oldest due first), each logged under its
 * enquiry's request id. Answers how many it tried.
 */
export async function retryDueAlerts(deps: OutboxDeps): Promise<number> {
  const due = await deps.db
    .select({ id: alertOutbox.id, attempts: alertOutbox.attempts })
    .from(alertOutbox)
    .where(
      and(eq(alertOutbox.status, 'pending'), lte(alertOutbox.nextAttemptAt, deps.config.now().toISOString())),
    )
    .orderBy(asc(alertOutbox.nextAttemptAt))
    .limit(SWEEP_BATCH)
  let tried = 0
  for (const { id, attempts } of due) {
    const row = await claim(deps, id, attempts)
    if (!row) continue
    await attemptUnderItsRequest(deps, row)
    tried++
  }
  return tried
}

/** Sent and failed deliveries are kept this long for the Settings screen, then swept. */
export const DELIVERY_HISTORY_DAYS = 30

export async function sweepDeliveryHistory(deps: Pick<AppDeps, 'db' | 'config'>): Promise<number> {
  const before = isoAfter(deps.config.now(), -DELIVERY_HISTORY_DAYS * 24 * 60 * 60 * 1000)
  const rows = await deps.db
    .delete(alertOutbox)
    .where(and(inArray(alertOutbox.status, ['sent', 'failed']), lte(alertOutbox.createdAt, before)))
    .returning({ id: alertOutbox.id })
  return rows.length
}

export function toAlertDelivery(row: OutboxRow): AlertDelivery {
  return {
    id: row.id,
    message_id: row.messageId,
    channel: row.channel,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt : null,
    last_error: row.lastError,
    created_at: row.createdAt,
    sent_at: row.sentAt,
  }
}

export async function recentDeliveries(db: Database, limit = 20): Promise<AlertDelivery[]> {
  const rows = await db
    .select()
    .from(alertOutbox)
    .orderBy(desc(alertOutbox.createdAt), desc(alertOutbox.id))
    .limit(limit)
  return rows.map(toAlertDelivery)
}

/** A sample enquiry for the Settings screen's test alert. */
const TEST_ENQUIRY: Omit<ContactMessage, 'created_at'> = {
  id: 0,
  name: 'Test Sender',
  email: 'test.sender@example.com',
  company: 'Example Co',
  subject: 'Test alert',
  message: 'This is a test alert sent from the admin panel. Enquiry alerts reach you here.',
  language: 'en',
  source: null,
  campaign: null,
  landing_path: null,
}

/** One send of the test alert: a channel and the one target it tries. */
interface TestSend {
  channel: AlertChannel
  target: string
}

/** Every send of a test alert: the webhook once, each recipient on its own. */
function testSendsOf(channels: readonly AlertChannel[], targets: AlertTargets): TestSend[] {
  return channels.flatMap((channel) => channel.targetsOf(targets).map((target) => ({ channel, target })))
}

/**
 * Sends a test alert through the saved settings now (no retries: the admin is watching), the
 * webhook once and each recipient on its own, so every address answers for itself; each send is
 * recorded in the outbox, so it shows among the last deliveries. Recipients this server cannot
 * email get the setup text as their answer, and nothing is sent or recorded for them.
 */
export async function sendTestAlerts(deps: OutboxDeps): Promise<TestAlertResult['results']> {
  const now = deps.config.now()
  const targets = await readAlertTargets(deps.db)
  const alert: Omit<EnquiryAlert, 'eventId'> = {
    enquiry: { ...TEST_ENQUIRY, created_at: now.toISOString() },
    panelUrl: `${deps.config.adminOrigin}/admin/messages`,
    test: true,
  }
  const sent = await Promise.all(
    testSendsOf(deps.alerts.channels, targets).map(async ({ channel, target }) => {
      let error: string | null = null
      let caught: unknown = null
      const eventId = crypto.randomUUID()
      try {
        await channel.send({ ...alert, eventId }, [target])
      } catch (thrown) {
        caught = thrown
        error = errorText(thrown)
      }
      const attempt = await recordSend(
        deps,
        { channel: channel.name, messageId: null, attempt: 1, test: true },
        caught,
      )
      await deps.db.insert(alertOutbox).values({
        messageId: null,
        channel: channel.name,
        status: error ? 'failed' : 'sent',
        attempts: 1,
        nextAttemptAt: now.toISOString(),
        lastError: error,
        createdAt: now.toISOString(),
        sentAt: error ? null : deps.config.now().toISOString(),
        eventId,
        attemptLog: [attempt],
        requestId: currentRequestId() ?? null,
      })
      return { channel: channel.name, target: channel.shownTargetOf(target), ok: error === null, error }
    }),
  )
  const canEmail = deps.alerts.channels.some((channel) => channel.name === 'email')
  const unsendable = canEmail
    ? []
    : targets.recipients.map((recipient) => ({
        channel: 'email' as const,
        target: recipient,
        ok: false,
        error: deps.alerts.emailSetup,
      }))
  return [...sent, ...unsendable]
}
