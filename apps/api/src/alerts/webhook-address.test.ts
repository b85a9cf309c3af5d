import { ALERT_SETTINGS_MESSAGES } from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { isLocalHost, webhookAddressProblem } from './webhook-address'
import { PUBLIC_HOSTS, SPECIAL_HOSTS } from './webhook-address.cases'

const hostOf = (url: string) => new URL(url).hostname

describe('which webhook hosts are local', () => {
  it.each([
    'http://localhost/x',
    'http://api.localhost/x',
    'http://router/x',
    'http://nas.local/x',
    'http://db.internal/x',
    'http://box.home.arpa/x',
    'http://127.0.0.1/x',
    'http://127.8.9.10/x',
    'http://0.0.0.0/x',
    'http://10.1.2.3/x',
    'http://172.16.0.1/x',
    'http://172.31.255.255/x',
    'http://192.168.0.10/x',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/x',
    'http://224.0.0.1/x',
    // The URL parser turns number forms into dotted ones: 2130706433 and 0x7f000001 are 127.0.0.1.
    'http://2130706433/x',
    'http://0x7f000001/x',
    'http://[::1]/x',
    'http://[::]/x',
    'http://[fd12:3456::1]/x',
    'http://[fe80::1]/x',
    'http://[::ffff:127.0.0.1]/x',
    'http://[::ffff:192.168.1.1]/x',
  ])('%s is local', (url) => {
    expect(isLocalHost(hostOf(url))).toBe(true)
  })

  it.each([
    'https://hooks.slack.com/services/T/B/X',
    'https://discord.com/api/webhooks/1/x',
    'https://studio.webhook.office.com/x',
    'https://8.8.8.8/x',
    'https://172.32.0.1/x',
    'https://192.169.0.1/x',
    'https://[2606:4700::1111]/x',
    'https://[::ffff:8.8.8.8]/x',
  ])('%s is public', (url) => {
    expect(isLocalHost(hostOf(url))).toBe(false)
  })
})

describe('webhook hosts refused without the opt-in', () => {
  it.each(SPECIAL_HOSTS)('refuses https://%s/hook as private', (host) => {
    expect(webhookAddressProblem(`https://${host}/hook`, false)).toBe(ALERT_SETTINGS_MESSAGES.webhookPrivate)
    expect(isLocalHost(host)).toBe(true)
  })

  it.each(PUBLIC_HOSTS)('accepts https://%s/hook', (host) => {
    expect(webhookAddressProblem(`https://${host}/hook`, false)).toBeNull()
  })
})

describe('webhookAddressProblem', () => {
  it('accepts a public https address everywhere', () => {
    expect(webhookAddressProblem('https://hooks.slack.com/services/T/B/X', false)).toBeNull()
    expect(webhookAddressProblem('https://hooks.slack.com/services/T/B/X', true)).toBeNull()
  })

  it('accepts local and plain-http addresses only where the entry allows them', () => {
    expect(webhookAddressProblem('http://127.0.0.1:8080/hook', true)).toBeNull()
    expect(webhookAddressProblem('http://127.0.0.1:8080/hook', false)).toBe(
      ALERT_SETTINGS_MESSAGES.webhookHttps,
    )
    expect(webhookAddressProblem('https://10.0.0.5/hook', false)).toBe(ALERT_SETTINGS_MESSAGES.webhookPrivate)
    expect(webhookAddressProblem('http://hooks.example/x', false)).toBe(ALERT_SETTINGS_MESSAGES.webhookHttps)
  })

  it('refuses credentials in the address and anything but http(s), on every entry', () => {
    for (const allowLocal of [true, false]) {
      expect(webhookAddressProblem('https://u:p@hooks.example/x', allowLocal)).toBe(
        ALERT_SETTINGS_MESSAGES.webhookCredentials,
      )
      expect(webhookAddressProblem('ftp://hooks.example/x', allowLocal)).toBe(
        ALERT_SETTINGS_MESSAGES.webhookUrl,
      )
      expect(webhookAddressProblem('not a url', allowLocal)).toBe(ALERT_SETTINGS_MESSAGES.webhookUrl)
    }
  })
})
