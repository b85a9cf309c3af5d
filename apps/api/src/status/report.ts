import {
  BACKUP_STALE_HOURS,
  type BackupStatus,
  CHANNEL_FAILURES_WARNED,
  type ChannelHealth,
  STATUS_DELIVERY_DAYS,
  STATUS_TEXTS,
  type StatusAttention,
  type StatusDelivery,
  type StatusReport,
  VIEWS_QUIET_HOURS,
} from '@studio/contracts/status'
import { desc, eq, gte, sql } from 'drizzle-orm'
import journal from '../../drizzle/meta/_journal.json'
import { readAlertTargets } from '../alerts/alert-targets'
import { channelInfos } from '../alerts/channel'
import { readChannelHealth } from '../alerts/channel-health'
import { toAlertDelivery } from '../alerts/outbox'
import { BACKUP_PREFIX, backupNameOf, listBackups } from '../archive/backups'
import { PRODUCT_VERSION } from '../archive/product'
import type { Database } from '../db/client'
import { alertOutbox, audienceViews, projects, settings, siteContentPublished, workItems } from '../db/schema'
import type { AppDeps } from '../deps'
import { readJobStatuses, readLastRun } from '../jobs/job-runs'
import { DAILY_BACKUP_JOB, SCHEDULED_JOBS } from '../jobs/run-scheduled'
import { contentVersionOf, readContentVersions } from '../lib/content-versions'
import { logError } from '../lib/log'
import { readSettings } from '../settings/store'

/**
 * What the Status screen shows (GET {prefix}/status), read when asked: nothing here runs on a
 * schedule. The sidebar's short form (`statusAttention`) is two indexed reads, as cheap as the
 * unread count it is asked with.
 */

const HOUR_MS = 60 * 60 * 1000
/** The media store's folders the studio shows (uploads, the demo's covers, the service cards). */
const MEDIA_FOLDERS = ['covers/', 'seed/', 'cards/'] as const
/** Deliveries the screen lists at most. */
const STATUS_DELIVERIES_MAX = 50

type StatusDeps = Pick<AppDeps, 'db' | 'media' | 'archiveStore' | 'config' | 'alerts'>

/** The two warnings worth a mark in the sidebar: the last daily backup failed, a channel keeps failing. */
async function urgentWarnings(db: Database, channels: readonly ChannelHealth[]): Promise<string[]> {
  const lastBackupRun = await readLastRun(db, DAILY_BACKUP_JOB)
  return [
    ...(lastBackupRun && !lastBackupRun.ok ? [STATUS_TEXTS.backupFailed(lastBackupRun.error ?? '')] : []),
    ...channels
      .filter((channel) => channel.failures_in_row >= CHANNEL_FAILURES_WARNED)
      .map((channel) =>
        STATUS_TEXTS.channelFailing(channel.channel, channel.failures_in_row, channel.last_answer),
      ),
  ]
}

export async function statusAttention({ db }: Pick<AppDeps, 'db'>): Promise<StatusAttention> {
  return { warnings: await urgentWarnings(db, await readChannelHealth(db)) }
}

export async function statusReport(deps: StatusDeps): Promise<StatusReport> {
  const { db, config } = deps
  const now = config.now()
  const channels = await readChannelHealth(db)
  const jobs = await readJobStatuses(
    db,
    SCHEDULED_JOBS.map((job) => job.name),
  )
  const lastBackup = await newestBackup(deps)
  const deliveries = await recentDeliveries(db, now)
  const audience = await audienceStatus(db, now)
  const migrationsApplied = await appliedMigrations(db)
  const versions = await readContentVersions(db)
  const contentChangedAt = await lastContentChange(db)
  const mediaSize = await mediaStoreSize(deps)
  const migrationsKnown = journal.entries.length
  const anyTarget = channelInfos(deps.alerts.channels, await readAlertTargets(db)).some(
    (channel) => channel.configured,
  )
  const backupFailed = jobs.find((job) => job.job === DAILY_BACKUP_JOB)?.last_run?.ok === false
  const backupAgeHours = lastBackup
    ? Math.floor((now.getTime() - Date.parse(lastBackup.created_at)) / HOUR_MS)
    : null
  const warnings = [
    ...(migrationsApplied < migrationsKnown
      ? [STATUS_TEXTS.migrationsBehind(migrationsApplied, migrationsKnown)]
      : []),
    ...(await urgentWarnings(db, channels)),
    ...(anyTarget ? [] : [STATUS_TEXTS.noAlertTarget]),
    ...(backupFailed
      ? []
      : backupAgeHours === null
        ? [STATUS_TEXTS.noBackup]
        : backupAgeHours >= BACKUP_STALE_HOURS
          ? [STATUS_TEXTS.backupAge(backupAgeHours)]
          : []),
    ...(audience.quiet ? [STATUS_TEXTS.viewsNotCounted] : []),
  ]
  return {
    checked_at: now.toISOString(),
    warnings,
    jobs,
    last_backup: lastBackup,
    deliveries,
    channels,
    audience: { measuring: audience.measuring, last_view_at: audience.lastViewAt },
    system: {
      media_bytes: mediaSize?.bytes ?? null,
      media_files: mediaSize?.files ?? null,
      migrations_applied: migrationsApplied,
      migrations_known: migrationsKnown,
      product_version: PRODUCT_VERSION,
      content_version: contentVersionOf(versions),
      content_changed_at: contentChangedAt,
    },
  }
}

/** The newest backup the daily job (or Back up now) wrote, with its size; null when there is none. */
async function newestBackup({ archiveStore, config }: StatusDeps): Promise<BackupStatus | null> {
  try {
    // A name dated after today came from elsewhere (see pruneBackups): it is not the last backup.
    const today = backupNameOf(config.now())
    const newest = (await listBackups(archiveStore)).find((backup) => backup.name <= today)
    if (!newest) return null
    const key = `${BACKUP_PREFIX}${newest.name}`
    const listing = (await archiveStore.list(key)).find((candidate) => candidate.key === key)
    return { name: newest.name, bytes: listing?.size ?? null, created_at: newest.created_at }
  } catch (error) {
    logError('status.backups_unreadable', { cause: error })
    return null
  }
}

/** The deliveries of the last days: failed first, then those still retrying, then the rest; newest first within each. */
async function recentDeliveries(db: Database, now: Date): Promise<StatusDelivery[]> {
  const since = new Date(now.getTime() - STATUS_DELIVERY_DAYS * 24 * HOUR_MS).toISOString()
  const rows = await db
    .select()
    .from(alertOutbox)
    .where(gte(alertOutbox.createdAt, since))
    .orderBy(
      sql`CASE ${alertOutbox.status} WHEN 'failed' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END`,
      desc(alertOutbox.createdAt),
      desc(alertOutbox.id),
    )
    .limit(STATUS_DELIVERIES_MAX)
  return rows.map((row) => {
    const { next_attempt_at: _next, ...delivery } = toAlertDelivery(row)
    return { ...delivery, answers: row.attemptLog }
  })
}

/**
 * Whether views are counted: the last view kept (the newest row by id, one seek), and quiet when
 * measurement is on, has been for a day, and no view came in that day.
 */
async function audienceStatus(db: Database, now: Date) {
  const { enabled } = await readSettings(db, 'audience')
  const [last] = await db
    .select({ minute: audienceViews.minute })
    .from(audienceViews)
    .orderBy(desc(audienceViews.id))
    .limit(1)
  const [setting] = await db
    .select({ updatedAt: settings.updatedAt })
    .from(settings)
    .where(eq(settings.key, 'audience'))
  const dayAgo = now.getTime() - VIEWS_QUIET_HOURS * HOUR_MS
  const onForADay = !setting || Date.parse(setting.updatedAt) <= dayAgo
  const lastViewAt = last?.minute ?? null
  const quiet = enabled && onForADay && (lastViewAt === null || Date.parse(lastViewAt) < dayAgo)
  return { measuring: enabled, lastViewAt, quiet }
}

/**
 * When the public content last changed: the newest save of a project or work item, or publish of
 * the site's copy (one read; the lists are small). A delete leaves no time, so it is not counted.
 */
async function lastContentChange(db: Database): Promise<string | null> {
  const [row] = await db.all<{ at: string | null }>(sql`SELECT max(at) AS at FROM (
    SELECT max(${projects.updatedAt}) AS at FROM ${projects}
    UNION ALL SELECT max(${workItems.updatedAt}) FROM ${workItems}
    UNION ALL SELECT max(${siteContentPublished.publishedAt}) FROM ${siteContentPublished})`)
  return row?.at ?? null
}

/** How many migrations drizzle has recorded as applied (its own table; 0 before the first). */
async function appliedMigrations(db: Database): Promise<number> {
  try {
    const [row] = await db.all<{ count: number }>(sql`SELECT count(*) AS count FROM __drizzle_migrations`)
    return Number(row?.count ?? 0)
  } catch {
    return 0
  }
}

/** The media the studio shows, summed from the store's listings; null when a listing fails. */
async function mediaStoreSize({ media }: StatusDeps): Promise<{ bytes: number; files: number } | null> {
  try {
    let bytes = 0
    let files = 0
    for (const folder of MEDIA_FOLDERS) {
      for (const listing of await media.list(folder)) {
        bytes += listing.size ?? 0
        files++
      }
    }
    return { bytes, files }
  } catch (error) {
    logError('status.media_unreadable', { cause: error })
    return null
  }
}
