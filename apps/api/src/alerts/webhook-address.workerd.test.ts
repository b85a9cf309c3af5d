import { ALERT_SETTINGS_MESSAGES } from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { webhookAddressProblem } from './webhook-address'
import { PUBLIC_HOSTS, SPECIAL_HOSTS } from './webhook-address.cases'

/** The Worker's webhook rule (never local addresses) in workerd itself, with its own URL parser. */
describe('webhook addresses in the Workers runtime', () => {
  it('refuses every special-purpose spelling and accepts public hosts', () => {
    for (const host of SPECIAL_HOSTS) {
      expect(webhookAddressProblem(`https://${host}/hook`, false), host).toBe(
        ALERT_SETTINGS_MESSAGES.webhookPrivate,
      )
    }
    for (const host of PUBLIC_HOSTS)
      expect(webhookAddressProblem(`https://${host}/hook`, false), host).toBeNull()
  })
})
