import type { AlertTargets } from '@studio/contracts'
import { sql } from 'drizzle-orm'
import { auditInsert, SYSTEM_ACTOR, WROTE_A_ROW } from '../audit/record'
import type { Database } from '../db/client'
import { settings } from '../db/schema'
import { logError, logWarning } from '../lib/log'
import { auditedTargetsChanges } from './alert-targets'

/**
 * Alerts live in the database (Settings). An install from before kept them in ENQUIRY_ALERT_EMAIL and
 * ENQUIRY_WEBHOOK_URL: those become the saved settings once, only while nothing was saved, with an
 * audit row by `system`; after that the variables are never read again, and the log says so.
 */

export type Adoption = 'adopted' | 'ignored' | 'none'

/** Saves `initial` as the alert settings unless some are saved already; what happened. */
export async function adoptInitialAlertTargets(
  db: Database,
  initial: AlertTargets | null,
  now: Date,
): Promise<Adoption> {
  if (!initial) return 'none'
  const at = now.toISOString()
  const [inserted] = await db.batch([
    db.run(sql`INSERT INTO ${settings} (key, value, updated_at, updated_by)
      VALUES ('alerts', ${JSON.stringify(initial)}, ${at}, NULL) ON CONFLICT (key) DO NOTHING`),
    auditInsert(db, {
      actor: SYSTEM_ACTOR,
      action: 'update',
      targetType: 'settings',
      targetId: 'alerts',
      changes: auditedTargetsChanges({ recipients: [], webhook_url: null }, initial),
      at: now,
      onlyIf: WROTE_A_ROW,
    }),
  ])
  return inserted.rowsAffected > 0 ? 'adopted' : 'ignored'
}

const VARIABLES = 'ENQUIRY_ALERT_EMAIL / ENQUIRY_WEBHOOK_URL'

/** The line an entry logs about what it did with the old variables (none when they are unset). */
export function adoptionNotice(adoption: Adoption): string | null {
  if (adoption === 'adopted') {
    return `Enquiry alerts: ${VARIABLES} were saved as the alert settings (admin panel, Settings). They are not read again: remove them from the environment.`
  }
  if (adoption === 'ignored') {
    return `Enquiry alerts: ${VARIABLES} are set but no longer read; the alert settings are in the admin panel (Settings). Remove them from the environment.`
  }
  return null
}

/**
 * Adopts the initial settings once per process (the Worker: per isolate, before its first answer),
 * logging what happened. A failure (database unreachable) is logged and tried again next time.
 */
export function adoptOnce(db: Database, initial: AlertTargets | null, now: () => Date) {
  let done: Promise<void> | null = initial ? null : Promise.resolve()
  return (): Promise<void> => {
    done ??= adoptInitialAlertTargets(db, initial, now()).then(
      (adoption) => {
        const notice = adoptionNotice(adoption)
        if (notice) logWarning('alerts.environment_variables', { adoption, notice })
      },
      (error: unknown) => {
        done = null
        logError('alerts.adoption_failed', { cause: error })
      },
    )
    return done
  }
}
