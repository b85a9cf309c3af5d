import { type AddressInfo, createServer as createTcpServer } from 'node:net'
import {
  ALERT_LIMITS,
  ALERT_SETTINGS_MESSAGES,
  AlertSettingsSchema,
  BODY_MESSAGES,
  EMAIL_SETUP_TEXTS,
  TestAlertResultSchema,
} from '@studio/contracts'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { WEBHOOK_UNREACHABLE } from '../../alerts/webhook-channel'
import { alertOutbox, auditLog, settings } from '../../db/schema'
import { createAlertTestApp } from '../../test-support/alert-app'
import { expectOwnerAuditRow, expectRefused, parsedAnswer } from '../../test-support/answers'
import { send, sendJson, signInFirstAdmin } from '../../test-support/requests'
import { createTestApp, TEST_CLIENT_HEADER, type TestApp } from '../../test-support/test-app'
import {
  startHttpServer,
  startSmtpReceiver,
  startUnreachableReceiver,
  startWebhookReceiver,
} from '../../test-support/test-receivers'
import { TEST_ALERT_LIMIT, TEST_ALERTS_LIMITED } from './settings'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const PATH = '/sb-admin/settings/alerts'

/** GET {prefix}/settings/alerts */
const alertSettings = async (t: TestApp, token: string) =>
  parsedAnswer(await send(t, 'GET', PATH, { token }), 200, AlertSettingsSchema)

/** PUT {prefix}/settings/alerts */
const saveAlerts = (t: TestApp, token: string, body: unknown) => sendJson(t, 'PUT', PATH, body, { token })

/** POST {prefix}/settings/alerts/test: a test alert through every saved channel, and each answer. */
const testAlert = async (t: TestApp, token: string) =>
  parsedAnswer(await send(t, 'POST', `${PATH}/test`, { token }), 200, TestAlertResultSchema)

async function webhookReceiver(options: Parameters<typeof startWebhookReceiver>[0] = {}) {
  const hook = await startWebhookReceiver(options)
  cleanups.push(hook.close)
  return hook
}

async function smtpReceiver(options: Parameters<typeof startSmtpReceiver>[0] = {}) {
  const smtp = await startSmtpReceiver(options)
  cleanups.push(smtp.close)
  return smtp
}

const storedAlertSettings = async (t: TestApp) =>
  (await t.db.select().from(settings).where(eq(settings.key, 'alerts')))[0]?.value

describe('GET {prefix}/settings/alerts', () => {
  it('shows both channels off and says exactly what to set for email on the embedded default', async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    expect(await alertSettings(t, token)).toEqual({
      recipients: [],
      email_sender: null,
      email_setup: EMAIL_SETUP_TEXTS.smtp,
      webhook_local_allowed: true,
      channels: [
        { channel: 'webhook', configured: false, target: null, signed: false },
        { channel: 'email', configured: false, target: null },
      ],
      retention_days: null,
      deliveries: [],
    })
    expect(await testAlert(t, token)).toEqual({ results: [] })
  })

  it('names the SMTP sender and no setup text when the server can send email', async () => {
    const smtp = await smtpReceiver()
    const t = await createAlertTestApp({ smtpUrl: smtp.url, config: { messageRetentionDays: 90 } })
    const token = await signInFirstAdmin(t)
    expect(await alertSettings(t, token)).toMatchObject({
      email_sender: 'smtp',
      email_setup: null,
      retention_days: 90,
    })
  })

  it('needs a session for every alert route', async () => {
    const t = await createTestApp()
    expect((await send(t, 'GET', PATH)).status).toBe(401)
    expect((await sendJson(t, 'PUT', PATH, { recipients: [] })).status).toBe(401)
    expect((await send(t, 'POST', `${PATH}/test`)).status).toBe(401)
  })
})

describe('PUT {prefix}/settings/alerts', () => {
  it('saves recipients and a webhook in the database, audited, and answers them without the secret path', async () => {
    const smtp = await smtpReceiver()
    const t = await createAlertTestApp({ smtpUrl: smtp.url, secret: 'whsec_very_secret' })
    const token = await signInFirstAdmin(t)
    const hook = 'https://hooks.slack.com/services/T000/B000/SECRET-PATH'
    const res = await saveAlerts(t, token, {
      recipients: [' Owner@Studio.test ', 'partner@studio.test'],
      webhook_url: hook,
    })
    const raw = await res.text()
    expect(res.status).toBe(200)
    expect(raw).not.toContain('SECRET-PATH')
    expect(raw).not.toContain('whsec_very_secret')
    const answer = AlertSettingsSchema.parse(JSON.parse(raw))
    expect(answer.recipients).toEqual(['owner@studio.test', 'partner@studio.test'])
    expect(answer.channels).toEqual([
      { channel: 'webhook', configured: true, target: 'hooks.slack.com', signed: true },
      { channel: 'email', configured: true, target: 'owner@studio.test, partner@studio.test' },
    ])
    expect(await alertSettings(t, token)).toEqual(answer)
    expect(await storedAlertSettings(t)).toEqual({
      recipients: ['owner@studio.test', 'partner@studio.test'],
      webhook_url: hook,
    })
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'settings'))
    expect(row).toMatchObject({ action: 'update', targetId: 'alerts', actorEmail: 'owner@studio.test' })
    expect(Object.keys(row?.changes ?? {}).sort()).toEqual(['recipients', 'webhook_url'])
    // The audit log (shown on the Activity screen) names the webhook's host, never its secret path.
    expect(JSON.stringify(row?.changes)).not.toContain('SECRET-PATH')
  })

  it('keeps a field left out, and turns the webhook off with null or an empty address', async () => {
    const t = await createAlertTestApp()
    const token = await signInFirstAdmin(t)
    await saveAlerts(t, token, { recipients: ['owner@studio.test'], webhook_url: 'http://127.0.0.1:1/hook' })
    expect((await saveAlerts(t, token, { webhook_url: '' })).status).toBe(200)
    expect(await storedAlertSettings(t)).toEqual({ recipients: ['owner@studio.test'], webhook_url: null })
    await saveAlerts(t, token, { webhook_url: 'http://127.0.0.1:1/hook' })
    expect((await saveAlerts(t, token, { recipients: [] })).status).toBe(200)
    expect(await storedAlertSettings(t)).toEqual({ recipients: [], webhook_url: 'http://127.0.0.1:1/hook' })
    await saveAlerts(t, token, { webhook_url: null })
    expect((await alertSettings(t, token)).channels[0]).toMatchObject({ configured: false, target: null })
  })

  it('keeps the recipients while the server cannot send email, and shows them with what to set', async () => {
    const t = await createAlertTestApp()
    const token = await signInFirstAdmin(t)
    await saveAlerts(t, token, { recipients: ['owner@studio.test'] })
    const answer = await alertSettings(t, token)
    expect(answer.email_setup).toBe(EMAIL_SETUP_TEXTS.smtp)
    expect(answer.channels[1]).toEqual({ channel: 'email', configured: false, target: 'owner@studio.test' })
  })

  it.each([
    [{ recipients: 'owner@studio.test' }, ALERT_SETTINGS_MESSAGES.recipients],
    [{ recipients: ['not an email'] }, ALERT_SETTINGS_MESSAGES.recipient],
    [{ recipients: [42] }, ALERT_SETTINGS_MESSAGES.recipient],
    [{ recipients: ['a@studio.test', 'A@studio.test'] }, ALERT_SETTINGS_MESSAGES.recipientRepeated],
    [
      { recipients: Array.from({ length: ALERT_LIMITS.recipients + 1 }, (_, i) => `p${i}@studio.test`) },
      ALERT_SETTINGS_MESSAGES.recipients,
    ],
    [{ webhook_url: 'hooks.slack.com/services/x' }, ALERT_SETTINGS_MESSAGES.webhookUrl],
    [{ webhook_url: 'ftp://files.example/hook' }, ALERT_SETTINGS_MESSAGES.webhookUrl],
    [{ webhook_url: 7 }, ALERT_SETTINGS_MESSAGES.webhookUrl],
    [{ webhook_url: 'https://user:pass@hooks.example/x' }, ALERT_SETTINGS_MESSAGES.webhookCredentials],
    [
      { webhook_url: `https://hooks.example/${'x'.repeat(ALERT_LIMITS.webhookUrl)}` },
      ALERT_SETTINGS_MESSAGES.webhookUrlTooLong,
    ],
    [[], BODY_MESSAGES.notObject],
  ])('refuses %j with 400 and its own text, storing nothing', async (body, error) => {
    const t = await createAlertTestApp()
    const token = await signInFirstAdmin(t)
    await expectRefused(await saveAlerts(t, token, body), 400, error)
    expect(await storedAlertSettings(t)).toBeUndefined()
  })

  it.each([
    ['http://hooks.example/x', ALERT_SETTINGS_MESSAGES.webhookHttps],
    ['https://127.0.0.1:8080/hook', ALERT_SETTINGS_MESSAGES.webhookPrivate],
    ['https://192.168.1.20/hook', ALERT_SETTINGS_MESSAGES.webhookPrivate],
    ['https://[::1]/hook', ALERT_SETTINGS_MESSAGES.webhookPrivate],
    ['https://printer.local/hook', ALERT_SETTINGS_MESSAGES.webhookPrivate],
  ])('refuses %s in production with 400, storing nothing', async (url, error) => {
    const t = await createAlertTestApp({ production: true })
    const token = await signInFirstAdmin(t)
    await expectRefused(await saveAlerts(t, token, { webhook_url: url }), 400, error)
    expect(await storedAlertSettings(t)).toBeUndefined()
    expect((await alertSettings(t, token)).webhook_local_allowed).toBe(false)
  })

  it('accepts a public https webhook in production', async () => {
    const t = await createAlertTestApp({ production: true })
    const token = await signInFirstAdmin(t)
    const res = await saveAlerts(t, token, { webhook_url: 'https://discord.com/api/webhooks/1/abc' })
    expect(res.status).toBe(200)
  })
})

describe('alerts set through Settings reach their channels', () => {
  it('delivers a contact post to the webhook and the email saved through the API', async () => {
    const hook = await webhookReceiver()
    const smtp = await smtpReceiver()
    // Only what an entry has from its environment: how to send email. Where alerts go is saved below.
    const t = await createAlertTestApp({ smtpUrl: smtp.url })
    const token = await signInFirstAdmin(t)
    const saved = await saveAlerts(t, token, { recipients: ['owner@studio.test'], webhook_url: hook.url })
    expect(saved.status).toBe(200)

    const posted = await t.app.request('/public/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TEST_CLIENT_HEADER]: '203.0.113.7' },
      body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'A new site, please.' }),
    })
    expect(posted.status).toBe(201)
    // Delivery runs after the answer, as deferred work: wait for that work, not for a time.
    await t.settled()
    expect(hook.requests).toHaveLength(1)
    expect(smtp.mails).toHaveLength(1)
    expect(JSON.parse(hook.requests[0]!.body)).toMatchObject({ enquiry: { name: 'Ada', test: false } })
    expect(smtp.mails[0]!.to).toEqual(['owner@studio.test'])
  })

  it('sends a test alert and reports what each channel and each recipient answered', async () => {
    const hook = await webhookReceiver()
    const smtp = await smtpReceiver({ refuse: ['nobody@studio.test'] })
    const t = await createAlertTestApp({ smtpUrl: smtp.url })
    const token = await signInFirstAdmin(t)
    await saveAlerts(t, token, {
      recipients: ['owner@studio.test', 'nobody@studio.test'],
      webhook_url: hook.url,
    })

    const { results } = await testAlert(t, token)
    expect(results.map(({ channel, target, ok }) => [channel, target, ok])).toEqual([
      ['webhook', new URL(hook.url).host, true],
      ['email', 'owner@studio.test', true],
      ['email', 'nobody@studio.test', false],
    ])
    expect(results[2]?.error).toContain('No such mailbox: nobody@studio.test')
    expect(JSON.parse(hook.requests[0]!.body)).toMatchObject({ enquiry: { test: true } })
    expect(smtp.mails.map((mail) => mail.to)).toEqual([['owner@studio.test']])

    const deliveries = (await alertSettings(t, token)).deliveries
    expect(deliveries.map((d) => [d.channel, d.status, d.message_id]).sort()).toEqual([
      ['email', 'failed', null],
      ['email', 'sent', null],
      ['webhook', 'sent', null],
    ])
    await expectOwnerAuditRow(t, 'test_alert', {
      targetType: 'alert',
      targetId: null,
      changes: {
        [`webhook ${new URL(hook.url).host}`]: { old: null, new: 'sent' },
        'email owner@studio.test': { old: null, new: 'sent' },
        'email nobody@studio.test': { old: null, new: results[2]?.error },
      },
    })
  })

  it('answers each recipient with what to set when the server cannot send email, sending nothing', async () => {
    const t = await createAlertTestApp({ recipients: ['owner@studio.test'] })
    const token = await signInFirstAdmin(t)
    expect(await testAlert(t, token)).toEqual({
      results: [{ channel: 'email', target: 'owner@studio.test', ok: false, error: EMAIL_SETUP_TEXTS.smtp }],
    })
    expect((await alertSettings(t, token)).deliveries).toEqual([])
  })

  it("answers a webhook's refusal as not ok with its words, and records it failed", async () => {
    const hook = await webhookReceiver({ fallback: 500 })
    const t = await createAlertTestApp({ webhook: hook.url })
    const token = await signInFirstAdmin(t)
    expect(await testAlert(t, token)).toEqual({
      results: [
        { channel: 'webhook', target: new URL(hook.url).host, ok: false, error: 'The webhook answered 500.' },
      ],
    })
    expect((await alertSettings(t, token)).deliveries[0]).toMatchObject({
      status: 'failed',
      last_error: 'The webhook answered 500.',
    })
  })
})

describe('what a test alert shows of the receiver', () => {
  /** A local service with a secret in its error page, as an internal endpoint might answer. */
  async function internalService() {
    const service = await startHttpServer((req, res) => {
      req.resume()
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('db_password=hunter2\r\nINTERNAL ONLY')
    })
    cleanups.push(service.close)
    return service
  }

  /** A port where something other than HTTP listens: it greets in its own protocol and hangs up. */
  async function otherProtocol() {
    const tcp = createTcpServer((socket) => {
      socket.on('error', () => undefined)
      socket.write('SSH-2.0-OpenSSH_9.6\r\n', () => socket.destroy())
    })
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise<void>((resolve) => tcp.close(() => resolve())))
    return `http://127.0.0.1:${(tcp.address() as AddressInfo).port}/internal/secret`
  }

  it("answers, records and audits a local receiver's refusal by its status alone, never its body", async () => {
    const service = await internalService()
    const t = await createAlertTestApp({ webhook: `${service.url}/internal/secret` })
    const token = await signInFirstAdmin(t)
    const { results } = await testAlert(t, token)
    expect(results).toEqual([
      {
        channel: 'webhook',
        target: new URL(service.url).host,
        ok: false,
        error: 'The webhook answered 500.',
      },
    ])
    const shown = JSON.stringify(await alertSettings(t, token))
    const stored = JSON.stringify([await t.db.select().from(alertOutbox), await t.db.select().from(auditLog)])
    for (const text of [shown, stored]) {
      expect(text).toContain('The webhook answered 500.')
      expect(text).not.toContain('db_password')
      expect(text).not.toContain('INTERNAL')
    }
  })

  it('answers a closed port and one where another protocol listens in the same fixed words', async () => {
    const closed = await startUnreachableReceiver()
    cleanups.push(closed.close)
    const errors: (string | null | undefined)[] = []
    for (const webhook of [closed.webhookUrl, await otherProtocol()]) {
      const t = await createAlertTestApp({ webhook })
      const { results } = await testAlert(t, await signInFirstAdmin(t))
      errors.push(results[0]?.error)
    }
    expect(errors).toEqual([WEBHOOK_UNREACHABLE, WEBHOOK_UNREACHABLE])
  })
})

describe('POST {prefix}/settings/alerts/test is limited per admin', () => {
  it('sends each admin at most 5 test alerts an hour, then answers 429 and sends nothing more', async () => {
    const hook = await webhookReceiver()
    const smtp = await smtpReceiver()
    const recipients = ['owner@studio.test', 'partner@studio.test']
    const t = await createAlertTestApp({ smtpUrl: smtp.url, webhook: hook.url, recipients })
    const start = Date.now()
    t.setNow(new Date(start))
    const token = await signInFirstAdmin(t)
    for (let i = 0; i < TEST_ALERT_LIMIT.max; i++) await testAlert(t, token)
    expect(hook.requests).toHaveLength(TEST_ALERT_LIMIT.max)
    expect(smtp.mails).toHaveLength(TEST_ALERT_LIMIT.max * recipients.length)

    const refused = await send(t, 'POST', `${PATH}/test`, { token })
    await expectRefused(refused, 429, TEST_ALERTS_LIMITED)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(hook.requests).toHaveLength(TEST_ALERT_LIMIT.max)
    expect(smtp.mails).toHaveLength(TEST_ALERT_LIMIT.max * recipients.length)

    // The window slides on: an hour after the first, one more is allowed.
    t.setNow(new Date(start + TEST_ALERT_LIMIT.windowMs + 1000))
    expect((await testAlert(t, token)).results.every((result) => result.ok)).toBe(true)
    expect(hook.requests).toHaveLength(TEST_ALERT_LIMIT.max + 1)
  })
})
