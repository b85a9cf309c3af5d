import { EMAIL_SETUP_TEXTS } from '@studio/contracts'
import { createAlertSetup } from '../alerts/alert-setup'
import { createSmtpSender } from '../alerts/smtp-sender'
import { loadNodeConfig } from '../config'
import { NODE_DEFAULTS, openNodeDatabase } from '../db/open-node'
import type { AppDeps } from '../deps'
import { type JobReport, runScheduled, SCHEDULED_JOBS } from '../jobs/run-scheduled'
import { createArchiveFolderStore } from '../media/archive-folder'
import { createFolderMediaStore } from '../media/folder-store'

/**
 * The process `scheduled-run.ts` starts (test-only code): one run of the scheduled jobs against a
 * Node API's database and folders, as its own timer (or the Worker's Cron Trigger) runs them, at the
 * time SCHEDULED_RUN_AT and only the jobs SCHEDULED_RUN_JOBS names (a JSON list; all by default).
 * Its log lines are its output, as the API's are.
 */
async function runScheduledAt(
  env: Record<string, string | undefined>,
  now: Date,
  jobs: readonly string[] = SCHEDULED_JOBS.map((job) => job.name),
): Promise<JobReport[]> {
  const config = loadNodeConfig(env, NODE_DEFAULTS)
  const { client, db } = await openNodeDatabase(config.databaseUrl, config.databaseAuthToken)
  try {
    const deps: AppDeps = {
      db,
      media: createFolderMediaStore(config.mediaDir),
      archiveStore: createArchiveFolderStore(config.archiveDir, config.mediaDir),
      config: { ...config.app, now: () => now },
      clientAddress: () => {
        throw new Error('No request is handled here.')
      },
      alerts: createAlertSetup({
        email: config.alerts.email && createSmtpSender(config.alerts.email),
        emailSetup: EMAIL_SETUP_TEXTS.smtp,
        webhookSecret: config.alerts.webhookSecret,
        allowLocalWebhooks: config.allowLocalWebhooks,
      }),
      defer: () => {
        throw new Error('No request is handled here.')
      },
    }
    return await runScheduled(
      deps,
      SCHEDULED_JOBS.filter((job) => jobs.includes(job.name)),
    )
  } finally {
    client.close()
  }
}

const at = process.env.SCHEDULED_RUN_AT
if (!at) throw new Error('SCHEDULED_RUN_AT is not set.')
const jobs = process.env.SCHEDULED_RUN_JOBS
  ? (JSON.parse(process.env.SCHEDULED_RUN_JOBS) as string[])
  : undefined
const reports = await runScheduledAt(process.env, new Date(at), jobs)
if (reports.length === 0) throw new Error('No job ran: check SCHEDULED_RUN_JOBS.')
