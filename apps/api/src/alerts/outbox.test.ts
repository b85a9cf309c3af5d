import { createHmac } from 'node:crypto'
import { ALERT_SETTINGS_MESSAGES } from '@studio/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { alertOutbox, contactMessages } from '../db/schema'
import { runScheduled } from '../jobs/run-scheduled'
import { createAlertTestApp, saveAlertTargets } from '../test-support/alert-app'
import { createTestApp, TEST_CLIENT_HEADER, type TestApp } from '../test-support/test-app'
import {
  mailParts,
  startSmtpReceiver,
  startUnreachableReceiver,
  startWebhookReceiver,
} from '../test-support/test-receivers'
import { deliverNew, OUTBOX_ERRORS, outboxInsertForNewestMessage } from './outbox'

const enquiry = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines',
  email: 'ada@example.com',
  subject: 'A new website',
  message: `We would like a quote for <!channel> & more. ${'Details. '.repeat(60)}`,
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function receiver(options: Parameters<typeof startWebhookReceiver>[0] = {}) {
  const started = await startWebhookReceiver(options)
  cleanups.push(started.close)
  return started
}

async function unreachable() {
  const started = await startUnreachableReceiver()
  cleanups.push(started.close)
  return started
}

/** A receiver that fails twice before it accepts, and an app that retries it within the test. */
async function appWithFlakyReceiver() {
  const hook = await receiver({ answers: [500, 503] })
  const t = await createAlertTestApp({ webhook: hook.url, retryDelaysMs: [20, 40, 60_000] })
  return { hook, t }
}

function post(t: TestApp, body: unknown = enquiry) {
  return t.app.request('/public/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [TEST_CLIENT_HEADER]: '203.0.113.9' },
    body: JSON.stringify(body),
  })
}

const outboxRows = (t: TestApp) => t.db.select().from(alertOutbox).orderBy(alertOutbox.id)
const storedMessages = (t: TestApp) => t.db.select().from(contactMessages)

describe('enquiry alerts by webhook', () => {
  it('answers the enquiry without waiting for the webhook, then delivers text, enquiry and panel link', async () => {
    const hook = await receiver()
    hook.hold()
    const t = await createAlertTestApp({ webhook: hook.url })

    const res = await post(t)
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ ok: true })
    // The answer came back while the receiver was still holding its reply.
    await hook.arrived()
    expect((await outboxRows(t))[0]).toMatchObject({ status: 'pending', attempts: 1 })
    hook.release()
    await t.settled()

    const [stored] = await storedMessages(t)
    const request = hook.requests[0]!
    expect(request.headers['content-type']).toBe('application/json')
    expect(request.headers['x-signature-256']).toBeUndefined()
    const body = JSON.parse(request.body) as { text: string; enquiry: Record<string, unknown> }
    const link = `http://localhost:5174/admin/messages?id=${stored!.id}`
    const lines = body.text.split('\n')
    expect(lines[0]).toBe('New enquiry from Ada Lovelace &lt;ada@example.com&gt;: A new website')
    expect(lines[1]).toBe('Language: English')
    expect(lines[2]).toMatch(/^> We would like a quote for &lt;!channel&gt; &amp; more\. Details\./)
    expect(lines[2]!.length).toBeLessThan(260)
    expect(lines[2]).toMatch(/…$/)
    expect(lines[3]).toBe(link)
    expect(body.enquiry).toMatchObject({
      id: stored!.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      subject: 'A new website',
      message: enquiry.message.trim(),
      language: 'en',
      url: link,
      test: false,
    })
    expect(await outboxRows(t)).toEqual([
      expect.objectContaining({
        messageId: stored!.id,
        channel: 'webhook',
        status: 'sent',
        attempts: 1,
        lastError: null,
      }),
    ])
  })

  it('signs the body with ENQUIRY_WEBHOOK_SECRET as X-Signature-256', async () => {
    const hook = await receiver()
    const secret = 'whsec_test_123'
    const t = await createAlertTestApp({ webhook: hook.url, secret })
    await post(t)
    await t.settled()
    const request = hook.requests[0]!
    const expected = `sha256=${createHmac('sha256', secret).update(request.body).digest('hex')}`
    expect(request.headers['x-signature-256']).toBe(expected)
  })

  it('retries a failing receiver and records the alert sent', async () => {
    const { hook, t } = await appWithFlakyReceiver()
    await post(t)
    await t.settled()
    expect(hook.requests).toHaveLength(3)
    expect((await outboxRows(t))[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null })
  })

  it('gives every attempt of one alert the same Idempotency-Key header and event_id, and another alert another', async () => {
    const { hook, t } = await appWithFlakyReceiver()
    await post(t)
    await t.settled()
    await post(t, { ...enquiry, name: 'Bo' })
    await t.settled()
    expect(hook.requests).toHaveLength(4)
    const keys = hook.requests.map((request) => request.headers['idempotency-key'])
    const eventIds = hook.requests.map(
      (request) => (JSON.parse(request.body) as { event_id: string }).event_id,
    )
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]])
    expect(eventIds).toEqual(keys)
    expect(keys[3]).not.toBe(keys[0])
  })

  it('neutralises chat mentions a visitor types, so an enquiry cannot ping a channel or a person', async () => {
    const hook = await receiver()
    const t = await createAlertTestApp({ webhook: hook.url })
    const mentions =
      '@everyone @here @channel @all <!here> <!channel> <!everyone> <!subteam^S1> <@U024BE7LH> <@&123456> <@!42> <#C1> <users/all> <at>Bo</at> @bo'
    await post(t, { ...enquiry, name: '@everyone', subject: '@here now', message: mentions })
    await t.settled()
    const { text } = JSON.parse(hook.requests[0]!.body) as { text: string }
    expect(text).not.toMatch(/@(everyone|here|channel|all|bo)\b/)
    expect(text).not.toContain('<')
    expect(text).toContain('@\u200deveryone')
    expect(text).toContain('&lt;!channel&gt;')
    // An email address is not a mention and stays as it was.
    expect(text).toContain('ada@example.com')
  })

  it('keeps the enquiry and marks the alert failed after the last attempt when the receiver stays down', async () => {
    const hook = await receiver({ fallback: 503 })
    const t = await createAlertTestApp({ webhook: hook.url, retryDelaysMs: [20, 20] })
    expect((await post(t)).status).toBe(201)
    await t.settled()
    expect(hook.requests).toHaveLength(3)
    expect(await storedMessages(t)).toHaveLength(1)
    expect((await outboxRows(t))[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'The webhook answered 503.',
    })
    // A failed alert is not tried again by the sweep.
    await runScheduled(t.deps)
    expect(hook.requests).toHaveLength(3)
  })

  it('stores the enquiry when the webhook cannot even be reached', async () => {
    const hook = await unreachable()
    const t = await createAlertTestApp({ webhook: hook.webhookUrl, retryDelaysMs: [10] })
    expect((await post(t)).status).toBe(201)
    await t.settled()
    expect(await storedMessages(t)).toHaveLength(1)
    expect((await outboxRows(t))[0]).toMatchObject({ status: 'failed', attempts: 2 })
    expect(hook.connections()).toBe(2)
  })

  it('leaves later retries to the scheduled sweep, which sends once the alert is due', async () => {
    const hook = await receiver({ answers: [500, 500] })
    const t = await createAlertTestApp({ webhook: hook.url, retryDelaysMs: [20, 60_000, 60_000] })
    const start = Date.now()
    t.setNow(new Date(start))
    await post(t)
    await t.settled()
    // Two quick attempts; the third waits a minute, for the sweep.
    expect(hook.requests).toHaveLength(2)
    expect((await outboxRows(t))[0]).toMatchObject({ status: 'pending', attempts: 2 })

    expect(await runScheduled(t.deps)).toContainEqual({ name: 'enquiry alert retries', ok: true, result: 0 })
    expect(hook.requests).toHaveLength(2)

    t.setNow(new Date(start + 61_000))
    expect(await runScheduled(t.deps)).toContainEqual({ name: 'enquiry alert retries', ok: true, result: 1 })
    expect(hook.requests).toHaveLength(3)
    expect((await outboxRows(t))[0]).toMatchObject({ status: 'sent', attempts: 3 })
  })

  it('never sends one alert twice when the sweep runs beside the first attempt', async () => {
    const hook = await receiver()
    hook.hold()
    const t = await createAlertTestApp({ webhook: hook.url })
    await post(t)
    await hook.arrived()
    // The row is due (its first attempt is under way): the sweep must leave it alone.
    await runScheduled(t.deps)
    hook.release()
    await t.settled()
    await runScheduled(t.deps)
    expect(hook.requests).toHaveLength(1)
    expect((await outboxRows(t))[0]).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('queues nothing when no channel is configured, and nothing for spam', async () => {
    const none = await createTestApp()
    await post(none)
    expect(await outboxRows(none)).toEqual([])

    const hook = await receiver()
    const t = await createAlertTestApp({ webhook: hook.url })
    await post(t, { ...enquiry, website: 'spam' })
    await t.settled()
    expect(await outboxRows(t)).toEqual([])
    expect(hook.requests).toEqual([])
  })

  it.each([
    {
      name: 'fails the alert of a message deleted before delivery, without sending',
      change: (t: TestApp) => t.db.delete(contactMessages),
      failed: {
        messageId: null,
        status: 'failed',
        lastError: 'The message was deleted before the alert was sent.',
      },
    },
    {
      name: 'fails, without sending, an alert whose channel was turned off before it went out',
      change: (t: TestApp) => saveAlertTargets(t, { recipients: [], webhook_url: null }),
      failed: { status: 'failed', lastError: OUTBOX_ERRORS.switchedOff },
    },
  ])('$name', async ({ change, failed }) => {
    const hook = await receiver({ answers: [500] })
    const t = await createAlertTestApp({ webhook: hook.url, retryDelaysMs: [60_000] })
    const start = Date.now()
    t.setNow(new Date(start))
    await post(t)
    await t.settled()
    await change(t)
    t.setNow(new Date(start + 61_000))
    await runScheduled(t.deps)
    expect(hook.requests).toHaveLength(1)
    expect((await outboxRows(t))[0]).toMatchObject(failed)
  })
})

describe('enquiry alerts by email (SMTP)', () => {
  it('mails the alert to a real SMTP server with the subject, the message, its language, Reply-To and the panel link', async () => {
    const smtp = await startSmtpReceiver()
    cleanups.push(smtp.close)
    const t = await createAlertTestApp({ smtpUrl: smtp.url, recipients: ['owner@studio.test'] })
    await post(t, {
      ...enquiry,
      name: 'Ada\u00a0Lovelace',
      message: 'Short and sweet: ünïcode, 日本، مرحبًا.',
      language: 'ar',
    })
    await t.settled()

    expect(smtp.mails).toHaveLength(1)
    const mail = smtp.mails[0]!
    expect(mail.from).toBe('alerts@studio.test')
    expect(mail.to).toEqual(['owner@studio.test'])
    const [stored] = await storedMessages(t)
    const { headers, text } = mailParts(mail)
    expect(headers).toMatch(/^Reply-To: ada@example\.com$/m)
    expect(headers).toMatch(/^Subject: /m)
    expect(headers).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m)
    expect(headers).toMatch(/^Content-Transfer-Encoding: quoted-printable$/m)
    expect(text).toContain('From: Ada\u00a0Lovelace <ada@example.com>')
    expect(text).toContain('Short and sweet: ünïcode, 日本، مرحبًا.')
    expect(text).toContain('Language: Arabic')
    expect(text).toContain(`Open in the admin panel: http://localhost:5174/admin/messages?id=${stored!.id}`)
    expect((await outboxRows(t))[0]).toMatchObject({ channel: 'email', status: 'sent' })
  })

  it('sends one alert email to every recipient saved in Settings', async () => {
    const smtp = await startSmtpReceiver()
    cleanups.push(smtp.close)
    const recipients = ['owner@studio.test', 'partner@studio.test']
    const t = await createAlertTestApp({ smtpUrl: smtp.url, recipients })
    await post(t)
    await t.settled()
    expect(smtp.mails.map((mail) => mail.to)).toEqual([recipients])
    expect((await outboxRows(t)).map((row) => [row.channel, row.status])).toEqual([['email', 'sent']])
  })

  it('delivers through the webhook even when the SMTP server is down, each channel on its own', async () => {
    const hook = await receiver()
    const smtp = await unreachable()
    const t = await createAlertTestApp({
      webhook: hook.url,
      smtpUrl: smtp.smtpUrl,
      recipients: ['owner@studio.test'],
      retryDelaysMs: [10],
    })
    await post(t)
    await t.settled()
    const rows = await outboxRows(t)
    expect(rows.map((row) => [row.channel, row.status])).toEqual([
      ['webhook', 'sent'],
      ['email', 'failed'],
    ])
    expect(rows[1]?.lastError).toBeTruthy()
    // Each attempt reached the SMTP server's port and was turned away there.
    expect(smtp.connections()).toBe(2)
  })

  it('queues no email while the server has no way to send it, whatever the recipients', async () => {
    const t = await createAlertTestApp({ recipients: ['owner@studio.test'] })
    expect((await post(t)).status).toBe(201)
    await t.settled()
    expect(await outboxRows(t)).toEqual([])
  })
})

describe('alerts follow the settings saved in the database', () => {
  it('queues nothing until a channel is saved, then alerts on exactly the saved ones', async () => {
    const hook = await receiver()
    const t = await createAlertTestApp()
    await post(t)
    await t.settled()
    expect(await outboxRows(t)).toEqual([])
    await saveAlertTargets(t, { recipients: [], webhook_url: hook.url })
    await post(t, { ...enquiry, name: 'Bo' })
    await t.settled()
    expect(hook.requests).toHaveLength(1)
    expect((await outboxRows(t)).map((row) => [row.channel, row.status])).toEqual([['webhook', 'sent']])
  })

  it('keeps the enquiry when the stored settings are not JSON, and alerts nobody', async () => {
    const t = await createAlertTestApp()
    await t.client.execute("INSERT INTO settings (key, value) VALUES ('alerts', '{\"webhook_url\": ')")
    expect((await post(t)).status).toBe(201)
    expect(await storedMessages(t)).toHaveLength(1)
    expect(await outboxRows(t)).toEqual([])
  })

  it("names the enquiry's source in the alert when the site knows what brought the visitor", async () => {
    const hook = await receiver()
    const t = await createAlertTestApp({ webhook: hook.url })
    const now = new Date()
    const [, queued] = await t.db.batch([
      t.db.insert(contactMessages).values({
        name: 'Ada',
        email: 'ada@example.com',
        message: 'Hello',
        language: 'ar',
        source: 'newsletter',
        createdAt: now.toISOString(),
      }),
      outboxInsertForNewestMessage(t.db, t.deps.alerts.channels, now),
    ])
    await deliverNew(
      t.deps,
      queued.map((row) => row.id),
    )
    const { text, enquiry: sent } = JSON.parse(hook.requests[0]!.body) as {
      text: string
      enquiry: { source: string | null }
    }
    expect(text.split('\n').slice(1, 3)).toEqual(['Language: Arabic', 'Source: newsletter'])
    expect(sent.source).toBe('newsletter')
  })

  it('refuses, on the production rule, to post to a loopback address saved before, without reaching it', async () => {
    const hook = await receiver()
    const t = await createAlertTestApp({ webhook: hook.url, production: true, retryDelaysMs: [10] })
    await post(t)
    await t.settled()
    expect(hook.requests).toEqual([])
    expect((await outboxRows(t))[0]).toMatchObject({
      status: 'failed',
      lastError: ALERT_SETTINGS_MESSAGES.webhookHttps,
    })
  })
})
