import type { AlertChannelName } from '@studio/contracts'
import { CHANNEL_FAILURES_WARNED, type ChannelHealth, STATUS_TEXTS } from '@studio/contracts/status'
import { and, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { alertChannelHealth } from '../db/schema'
import type { AppDeps } from '../deps'
import { logWarning } from '../lib/log'
import { readAlertTargets } from './alert-targets'
import { answerStatusOf } from './channel'

/**
 * Each alert channel's run of failed attempts (table alert_channel_health): one upsert per attempt,
 * counted in the database so concurrent deliveries never lose a failure. When a channel's run
 * reaches CHANNEL_FAILURES_WARNED and another channel is on and not failing, the owner is told there
 * once for the run: the row that marks it told is taken with one conditional UPDATE, so two
 * deliveries failing at once send one notice.
 */

type HealthDeps = Pick<AppDeps, 'db' | 'config' | 'alerts'>

/** What a failed attempt got: the refusal's short line (`410 Gone`) if any, and the channel's words. */
export interface AttemptFailure {
  line: string | null
  words: string
  status: number | null
}

/** Records one attempt on `channel`; after a failure that completes a run, tells the owner elsewhere. */
export async function recordChannelAttempt(
  deps: HealthDeps,
  channel: AlertChannelName,
  failure: AttemptFailure | null,
): Promise<void> {
  const { db } = deps
  if (!failure) {
    await db
      .insert(alertChannelHealth)
      .values({ channel, failuresInRow: 0 })
      .onConflictDoUpdate({ target: alertChannelHealth.channel, set: { failuresInRow: 0, notifiedAt: null } })
    return
  }
  const at = deps.config.now().toISOString()
  const answer = { lastAnswer: failure.line ?? failure.words, lastStatus: failure.status, lastFailedAt: at }
  const [run] = await db
    .insert(alertChannelHealth)
    .values({ channel, failuresInRow: 1, ...answer })
    .onConflictDoUpdate({
      target: alertChannelHealth.channel,
      set: { failuresInRow: sql`${alertChannelHealth.failuresInRow} + 1`, ...answer },
    })
    .returning({ failures: alertChannelHealth.failuresInRow, notifiedAt: alertChannelHealth.notifiedAt })
  if (run && run.failures >= CHANNEL_FAILURES_WARNED && run.notifiedAt === null)
    await tellOwnerElsewhere(deps, channel, failure, at)
}

async function tellOwnerElsewhere(
  deps: HealthDeps,
  failing: AlertChannelName,
  failure: AttemptFailure,
  at: string,
) {
  const { db } = deps
  const targets = await readAlertTargets(db)
  const health = await readChannelHealth(db)
  const working = deps.alerts.channels.find(
    (channel) =>
      channel.name !== failing &&
      channel.targetsOf(targets).length > 0 &&
      (health.find((row) => row.channel === channel.name)?.failures_in_row ?? 0) < CHANNEL_FAILURES_WARNED,
  )
  if (!working) return
  const [taken] = await db
    .update(alertChannelHealth)
    .set({ notifiedAt: at })
    .where(
      and(
        eq(alertChannelHealth.channel, failing),
        isNull(alertChannelHealth.notifiedAt),
        gte(alertChannelHealth.failuresInRow, CHANNEL_FAILURES_WARNED),
      ),
    )
    .returning({ failures: alertChannelHealth.failuresInRow })
  if (!taken) return
  const text = STATUS_TEXTS.channelFailing(failing, taken.failures, failure.line ?? failure.words)
  try {
    await working.sendNotice(
      {
        subject: STATUS_TEXTS.channelNoticeSubject(failing),
        text: `${text}\n${deps.config.adminOrigin}/admin/status`,
        eventId: crypto.randomUUID(),
      },
      working.targetsOf(targets),
    )
  } catch (error) {
    // Not told after all: the run's next failure tries again.
    await db
      .update(alertChannelHealth)
      .set({ notifiedAt: null })
      .where(eq(alertChannelHealth.channel, failing))
    // The channel's words may name a recipient: only the status is logged.
    logWarning('alert.notice_failed', {
      channel: working.name,
      failing,
      status: answerStatusOf(error) ?? undefined,
    })
  }
}

export async function readChannelHealth(db: Database): Promise<ChannelHealth[]> {
  const rows = await db.select().from(alertChannelHealth).orderBy(alertChannelHealth.channel)
  return rows.map((row) => ({
    channel: row.channel,
    failures_in_row: row.failuresInRow,
    last_answer: row.lastAnswer,
    last_failed_at: row.lastFailedAt,
  }))
}
