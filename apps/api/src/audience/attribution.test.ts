import { describe, expect, it } from 'vitest'
import { contactMessages } from '../db/schema'
import {
  AUDIENCE_NOW,
  audienceTestApp,
  DESKTOP_UA,
  ENQUIRY,
  minutesAgo,
  postContactFrom,
  postViews,
  viewOf,
  visitor,
} from '../test-support/audience-views'
import { VISITORS_PER_ADDRESS } from './address-cap'

describe('attribution beyond an address allowance of visitors', () => {
  it("gives an enquiry whose visitor counted as their address's own visitor that visit's source", async () => {
    const t = await audienceTestApp(AUDIENCE_NOW)
    // An office behind one address: more browsers than the address has visitors of their own.
    const browser = (n: number) => visitor('203.0.113.80', DESKTOP_UA.replace('131.0.0.0', `131.0.0.${n}`))
    const last = browser(VISITORS_PER_ADDRESS + 1)
    await postViews(t, [
      ...Array.from({ length: VISITORS_PER_ADDRESS + 1 }, (_, n) =>
        viewOf(browser(n), minutesAgo(40 - n), '/'),
      ),
      viewOf(last, minutesAgo(20), '/', { utm_source: 'late-newsletter' }),
    ])
    expect((await postContactFrom(t, last, ENQUIRY)).status).toBe(201)

    const [enquiry] = await t.db.select({ source: contactMessages.source }).from(contactMessages)
    // The address's own visitor began with the first browser beyond the allowance: a direct visit.
    expect(enquiry?.source).toBe('direct')
  })
})
