import { REQUEST_ID_HEADER } from '@studio/contracts/request-id'
import {
  CHANNEL_FAILURES_WARNED,
  STATUS_TEXTS,
  type StatusAttention,
  type StatusReport,
} from '@studio/contracts/status'
import { afterEach, describe, expect, it, vi } from 'vitest'
import rootPackage from '../../../../../package.json'
import { alertOutbox, contactMessages } from '../../db/schema'
import { DAILY_BACKUP_JOB, runScheduled, SCHEDULED_JOBS } from '../../jobs/run-scheduled'
import type { MediaStore } from '../../media/store'
import { createItem, signedInWithClock } from '../../test-support/admin-api'
import { createAlertTestApp } from '../../test-support/alert-app'
import { logLinesOf } from '../../test-support/log-lines'
import { send, signInFirstAdmin } from '../../test-support/requests'
import { createTestApp, TEST_CLIENT_HEADER, type TestApp } from '../../test-support/test-app'
import { mailParts, startSmtpReceiver, startWebhookReceiver } from '../../test-support/test-receivers'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function statusOf(t: TestApp, token: string): Promise<StatusReport> {
  const response = await send(t, 'GET', '/sb-admin/status', { token })
  expect(response.status).toBe(200)
  return (await response.json()) as StatusReport
}

async function attentionOf(t: TestApp, token: string): Promise<StatusAttention> {
  const response = await send(t, 'GET', '/sb-admin/status/attention', { token })
  expect(response.status).toBe(200)
  return (await response.json()) as StatusAttention
}

/**
 * Ada Lovelace's enquiry, stored, and the log's three failed deliveries of it (each answered 410,
 * each also with `fields`): the enquiry and those lines.
 */
async function expectThreeFailedAttempts(
  t: TestApp,
  lines: Awaited<ReturnType<typeof logLinesOf>>,
  fields: Record<string, unknown>,
) {
  const [message] = await t.db.select().from(contactMessages)
  expect(message?.name).toBe('Ada Lovelace')
  const attempts = lines.filter((line) => line.event === 'alert.delivery_failed')
  expect(attempts).toEqual(
    [1, 2, 3].map((attempt) =>
      expect.objectContaining({ level: 'warn', ...fields, enquiry_id: message!.id, attempt, status: 410 }),
    ),
  )
  return { message: message!, attempts }
}

function postEnquiry(t: TestApp, name = 'Ada Lovelace', headers: Record<string, string> = {}) {
  return t.app.request('/public/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [TEST_CLIENT_HEADER]: '203.0.113.9', ...headers },
    body: JSON.stringify({ name, email: 'ada@example.com', message: 'We would like a quote.' }),
  })
}

/** The archive store as it is, except that it refuses every write. */
function refusingWrites(store: MediaStore): MediaStore {
  return {
    ...store,
    put: async () => {
      throw new Error('The archive store refuses writes.')
    },
  }
}

const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => {})

describe('GET {prefix}/status', () => {
  it('needs a session', async () => {
    const t = await createTestApp()
    expect((await send(t, 'GET', '/sb-admin/status')).status).toBe(401)
    expect((await send(t, 'GET', '/sb-admin/status/attention')).status).toBe(401)
  })

  it("answers each job's last run and last success, the system's sizes and versions", async () => {
    const { t, token } = await signedInWithClock(new Date('2031-03-04T05:06:07.000Z'))
    await t.media.put('covers/a.jpg', new Uint8Array(1200), 'image/jpeg')
    await t.media.put('cards/b.webp', new Uint8Array(34), 'image/webp')
    await t.media.put('elsewhere/c.bin', new Uint8Array(5000), 'application/octet-stream')
    await createItem(t, token, '/sb-admin/projects', { title: 'Changed last' })
    await runScheduled(t.deps)
    const status = await statusOf(t, token)
    expect(status.jobs.map((job) => job.job)).toEqual(SCHEDULED_JOBS.map((job) => job.name))
    for (const job of status.jobs) {
      expect(job.last_run).toMatchObject({ started_at: '2031-03-04T05:06:07.000Z', ok: true, error: null })
      expect(job.last_success).toEqual(job.last_run)
    }
    expect(status.last_backup).toMatchObject({
      name: 'studio-2031-03-04.zip',
      created_at: expect.any(String),
    })
    expect(status.last_backup?.bytes).toBeGreaterThan(0)
    expect(status.system).toMatchObject({ media_bytes: 1234, media_files: 2 })
    expect(status.system.migrations_applied).toBe(status.system.migrations_known)
    expect(status.system.content_version).toMatch(/^-?\d+\.-?\d+\.-?\d+$/)
    // The version a person reads: when the content last changed (the project just saved).
    expect(status.system.content_changed_at).toBe('2031-03-04T05:06:07.000Z')
    expect(status.system.product_version).toBe(rootPackage.version)
    expect(status.system.product_version).toMatch(/^\d+\.\d+\.\d+/)
    // Nobody hears of enquiries yet, and that is what to do first.
    expect(status.warnings).toContain(STATUS_TEXTS.noAlertTarget)
  })

  it('shows a failed backup with its reason within one run, and the next good run clears it', async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    const archive = t.deps.archiveStore
    t.deps.archiveStore = refusingWrites(archive)
    quietly()
    await runScheduled(t.deps)

    const failed = STATUS_TEXTS.backupFailed('The archive store refuses writes.')
    const status = await statusOf(t, token)
    expect(status.warnings).toContain(failed)
    expect(status.last_backup).toBeNull()
    expect(status.jobs.find((job) => job.job === DAILY_BACKUP_JOB)).toMatchObject({
      last_run: { ok: false, result: null, error: 'The archive store refuses writes.' },
      last_success: null,
    })
    expect((await attentionOf(t, token)).warnings).toEqual([failed])

    t.deps.archiveStore = archive
    await runScheduled(t.deps)
    const after = await statusOf(t, token)
    expect(after.warnings).not.toContain(failed)
    expect(after.warnings).not.toContain(STATUS_TEXTS.noBackup)
    expect(after.last_backup?.name).toMatch(/^studio-\d{4}-\d{2}-\d{2}\.zip$/)
    expect((await attentionOf(t, token)).warnings).toEqual([])
  })

  it('says how old the last backup is once it is older than 36 hours', async () => {
    // The backup's time is its file's: the clock starts at the real time.
    const day = new Date()
    const { t, token } = await signedInWithClock(day)
    await runScheduled(t.deps)
    expect(
      (await statusOf(t, token)).warnings.some((warning) => warning.startsWith('The last backup is')),
    ).toBe(false)
    // The daily job is not run meanwhile (as if it had stopped): three days later the backup is old.
    t.setNow(new Date(day.getTime() + 3 * 24 * 60 * 60 * 1000 + 60_000))
    expect((await statusOf(t, token)).warnings).toContain(STATUS_TEXTS.backupAge(72))
    expect(STATUS_TEXTS.backupAge(72)).toMatch(/^The last backup is 3 days old\. /)
  })
})

describe('alert deliveries on the Status screen', () => {
  it('lists a refused webhook delivery with each answer, warns, logs one line per attempt and keeps the enquiry', async () => {
    const hook = await startWebhookReceiver({ fallback: 410 })
    cleanups.push(hook.close)
    const t = await createAlertTestApp({ webhook: hook.url, retryDelaysMs: [1, 1] })
    const token = await signInFirstAdmin(t)

    const lines = await logLinesOf(async () => {
      expect((await postEnquiry(t)).status).toBe(201)
      await t.settled()
    })
    expect(hook.requests).toHaveLength(3)
    const { message } = await expectThreeFailedAttempts(t, lines, { channel: 'webhook' })
    // Never the receiver's address (its path holds the secret) nor the enquiry's words.
    expect(JSON.stringify(lines)).not.toContain('SECRET-PATH')
    expect(JSON.stringify(lines)).not.toContain('quote')

    const status = await statusOf(t, token)
    expect(status.deliveries).toEqual([
      expect.objectContaining({
        message_id: message.id,
        channel: 'webhook',
        status: 'failed',
        attempts: 3,
        last_error: 'The webhook answered 410.',
        answers: [1, 2, 3].map(() => ({
          at: expect.any(String),
          ok: false,
          status: 410,
          answer: 'The webhook answered 410.',
        })),
      }),
    ])
    const warning = STATUS_TEXTS.channelFailing('webhook', CHANNEL_FAILURES_WARNED, '410 Gone')
    expect(warning).toMatch(/^Your webhook has failed 3 times: last answer 410 Gone\. /)
    expect(status.warnings).toContain(warning)
    expect(status.channels).toEqual([
      expect.objectContaining({ channel: 'webhook', failures_in_row: 3, last_answer: '410 Gone' }),
    ])
    expect((await attentionOf(t, token)).warnings).toEqual([warning])
  })

  it("logs each retry the Cron job makes under the enquiry's own request id, until the retries run out", async () => {
    const hook = await startWebhookReceiver({ fallback: 410 })
    cleanups.push(hook.close)
    // Retries a minute apart: none runs in the post's own deferred work, all are the Cron job's.
    const t = await createAlertTestApp({ webhook: hook.url, retryDelaysMs: [60_000, 60_000] })
    let now = new Date('2031-03-04T05:06:07.000Z')
    t.setNow(now)
    const requestId = 'enquiry-post-0001'

    const lines = await logLinesOf(async () => {
      const posted = await postEnquiry(t, 'Ada Lovelace', { [REQUEST_ID_HEADER]: requestId })
      expect(posted.status).toBe(201)
      expect(posted.headers.get(REQUEST_ID_HEADER)).toBe(requestId)
      await t.settled()
      expect(hook.requests).toHaveLength(1)
      for (const attempts of [2, 3]) {
        now = new Date(now.getTime() + 61_000)
        t.setNow(now)
        await runScheduled(t.deps)
        expect(hook.requests).toHaveLength(attempts)
      }
      // Nothing is left to retry: another run tries nothing.
      t.setNow(new Date(now.getTime() + 24 * 60 * 60 * 1000))
      await runScheduled(t.deps)
    })
    expect(hook.requests).toHaveLength(3)
    const [stored] = await t.db.select().from(alertOutbox)
    expect(stored).toMatchObject({ status: 'failed', attempts: 3, requestId })
    const { attempts } = await expectThreeFailedAttempts(t, lines, { request_id: requestId })
    // The job's own lines are not the enquiry's.
    expect(lines.filter((line) => line.request_id === requestId)).toEqual(attempts)
    const status = await statusOf(t, await signInFirstAdmin(t))
    expect(status.deliveries).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 3, last_error: 'The webhook answered 410.' }),
    ])
  })

  it('lists failed deliveries first, and a delivery that goes through ends the run of failures', async () => {
    const hook = await startWebhookReceiver({ answers: [503, 503, 503] })
    cleanups.push(hook.close)
    const t = await createAlertTestApp({ webhook: hook.url, retryDelaysMs: [1, 1] })
    const token = await signInFirstAdmin(t)
    await logLinesOf(async () => {
      await postEnquiry(t, 'First')
      await t.settled()
      await postEnquiry(t, 'Second')
      await t.settled()
    })
    const status = await statusOf(t, token)
    expect(status.deliveries.map((delivery) => [delivery.status, delivery.answers.length])).toEqual([
      ['failed', 3],
      ['sent', 1],
    ])
    expect(status.deliveries[1]?.answers).toEqual([
      { at: expect.any(String), ok: true, status: null, answer: null },
    ])
    expect(status.channels).toEqual([expect.objectContaining({ channel: 'webhook', failures_in_row: 0 })])
    expect((await attentionOf(t, token)).warnings).toEqual([])
  })

  it('tells the owner by email, once per run of failures, when the webhook has failed 3 times', async () => {
    const hook = await startWebhookReceiver({ fallback: 410 })
    const smtp = await startSmtpReceiver()
    cleanups.push(hook.close, smtp.close)
    const t = await createAlertTestApp({
      webhook: hook.url,
      recipients: ['owner@studio.test'],
      smtpUrl: smtp.url,
      retryDelaysMs: [1, 1],
    })
    await logLinesOf(async () => {
      await postEnquiry(t, 'First')
      await t.settled()
      await postEnquiry(t, 'Second')
      await t.settled()
    })
    expect(hook.requests).toHaveLength(6)
    const notices = smtp.mails.filter((mail) =>
      mailParts(mail).headers.includes('Subject: Your webhook is failing'),
    )
    expect(notices).toHaveLength(1)
    expect(notices[0]?.to).toEqual(['owner@studio.test'])
    expect(mailParts(notices[0]!).text).toContain('Your webhook has failed 3 times: last answer 410 Gone.')
    // The enquiries' own alert emails went out as usual.
    expect(smtp.mails).toHaveLength(3)
  })
})
