import { AlertSettingsSchema, TestAlertResultSchema } from '@studio/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { createSmtpChannel } from '../../alerts/smtp-channel'
import { startSmtpReceiver, startWebhookReceiver } from '../../alerts/test-receivers'
import { createWebhookChannel } from '../../alerts/webhook-channel'
import { expectOwnerAuditRow, parsedAnswer } from '../../test-support/answers'
import { send, signInFirstAdmin } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const readSettings = (t: TestApp, token: string) => send(t, 'GET', '/sb-admin/settings/alerts', { token })

/** GET {prefix}/settings/alerts: the channels, the retention and the recent deliveries. */
const alertSettings = async (t: TestApp, token: string) =>
  parsedAnswer(await readSettings(t, token), 200, AlertSettingsSchema)

/** POST {prefix}/settings/alerts/test: a test alert through every channel, and each channel's result. */
const testAlert = async (t: TestApp, token: string) =>
  parsedAnswer(await send(t, 'POST', '/sb-admin/settings/alerts/test', { token }), 200, TestAlertResultSchema)

describe('{prefix}/settings/alerts', () => {
  it('records an audit row for each test alert, with every channel result', async () => {
    const hook = await startWebhookReceiver({ fallback: 503 })
    cleanups.push(hook.close)
    const t = await createTestApp({ alerts: { channels: [createWebhookChannel({ url: hook.url })] } })
    const token = await signInFirstAdmin(t)
    await testAlert(t, token)
    await expectOwnerAuditRow(t, 'test_alert', {
      targetType: 'alert',
      targetId: null,
      changes: { webhook: { old: null, new: 'The webhook answered 503.' } },
    })
  })

  it('shows both channels as not configured, and the retention, when nothing is set', async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    expect(await alertSettings(t, token)).toEqual({
      channels: [
        { channel: 'webhook', configured: false, target: null },
        { channel: 'email', configured: false, target: null },
      ],
      retention_days: null,
      deliveries: [],
    })
    expect(await testAlert(t, token)).toEqual({ results: [] })
  })

  it('sends a test alert through every channel, answers each result, and lists it without secrets', async () => {
    const hook = await startWebhookReceiver()
    const smtp = await startSmtpReceiver()
    cleanups.push(hook.close, smtp.close)
    const t = await createTestApp({
      config: { messageRetentionDays: 90 },
      alerts: {
        channels: [
          createWebhookChannel({ url: hook.url, secret: 'whsec_very_secret' }),
          createSmtpChannel({ smtpUrl: smtp.url, from: 'alerts@studio.test', to: 'owner@studio.test' }),
        ],
      },
    })
    const token = await signInFirstAdmin(t)

    expect(await testAlert(t, token)).toEqual({
      results: [
        { channel: 'webhook', ok: true, error: null },
        { channel: 'email', ok: true, error: null },
      ],
    })
    expect(JSON.parse(hook.requests[0]!.body)).toMatchObject({ enquiry: { test: true } })
    expect(hook.requests[0]!.body).toContain('Test alert')
    expect(smtp.mails).toHaveLength(1)

    const res = await readSettings(t, token)
    const raw = await res.text()
    const settings = AlertSettingsSchema.parse(JSON.parse(raw))
    const host = new URL(hook.url).host
    expect(settings.channels).toEqual([
      { channel: 'webhook', configured: true, target: host, signed: true },
      { channel: 'email', configured: true, target: 'owner@studio.test' },
    ])
    expect(settings.retention_days).toBe(90)
    expect(settings.deliveries.map((d) => [d.channel, d.status, d.message_id])).toEqual(
      expect.arrayContaining([
        ['webhook', 'sent', null],
        ['email', 'sent', null],
      ]),
    )
    // Neither the webhook's secret path nor its signing secret ever reaches the panel.
    expect(raw).not.toContain('SECRET-PATH')
    expect(raw).not.toContain('whsec_very_secret')
  })

  it('answers a failing channel as not ok with its error, and records it failed', async () => {
    const hook = await startWebhookReceiver({ fallback: 500 })
    cleanups.push(hook.close)
    const t = await createTestApp({ alerts: { channels: [createWebhookChannel({ url: hook.url })] } })
    const token = await signInFirstAdmin(t)
    expect(await testAlert(t, token)).toEqual({
      results: [{ channel: 'webhook', ok: false, error: 'The webhook answered 500.' }],
    })
    const settings = await alertSettings(t, token)
    expect(settings.deliveries[0]).toMatchObject({
      status: 'failed',
      last_error: 'The webhook answered 500.',
    })
  })

  it('needs a session', async () => {
    const t = await createTestApp()
    expect((await send(t, 'GET', '/sb-admin/settings/alerts')).status).toBe(401)
    expect((await send(t, 'POST', '/sb-admin/settings/alerts/test')).status).toBe(401)
  })
})
