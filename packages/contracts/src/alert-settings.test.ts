import { describe, expect, it } from 'vitest'
import {
  ALERT_SETTINGS_MESSAGES,
  AlertTargetsBodySchema,
  AlertTargetsSchema,
  webhookShown,
} from './alert-settings'
import { disallowedCharacters } from './messages'

describe('alert settings', () => {
  it('reads a group nobody saved as both channels off', () => {
    expect(AlertTargetsSchema.parse({})).toEqual({ recipients: [], webhook_url: null })
  })

  it('trims and lower-cases recipients, and turns an empty webhook address into off', () => {
    expect(AlertTargetsBodySchema.parse({ recipients: [' Owner@Studio.TEST '], webhook_url: '  ' })).toEqual({
      recipients: ['owner@studio.test'],
      webhook_url: null,
    })
  })

  it('leaves out what the body leaves out, so a save keeps it', () => {
    expect(AlertTargetsBodySchema.parse({ webhook_url: 'https://hooks.example/x' })).toEqual({
      webhook_url: 'https://hooks.example/x',
    })
  })

  it.each([
    [{ recipients: ['owner@studio.test\u0000'] }, disallowedCharacters('A recipient')],
    [{ recipients: [null] }, ALERT_SETTINGS_MESSAGES.recipient],
    [{ recipients: {} }, ALERT_SETTINGS_MESSAGES.recipients],
    [
      { webhook_url: 'https://hooks.example/\u202ex' },
      'webhook_url contains invisible formatting characters that are not allowed.',
    ],
    [{ webhook_url: ['https://hooks.example/x'] }, ALERT_SETTINGS_MESSAGES.webhookUrl],
  ])('refuses %j with its own words', (body, message) => {
    const parsed = AlertTargetsBodySchema.safeParse(body)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe(message)
  })

  it('shows a webhook address by its origin, never the secret in its path', () => {
    expect(webhookShown('https://hooks.slack.com/services/T0/B0/SECRET')).toBe('https://hooks.slack.com/…')
    expect(webhookShown('https://relay.example')).toBe('https://relay.example')
    expect(webhookShown('https://relay.example/?token=SECRET')).toBe('https://relay.example/…')
    expect(webhookShown(null)).toBeNull()
  })
})
