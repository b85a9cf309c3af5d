import { CONTACT_MESSAGES, ContactEnquirySchema, isHoneypotFilled } from '@studio/contracts'
import { Hono } from 'hono'
import { deliverNew, outboxInsertForNewestMessage } from '../../alerts/outbox'
import { enquiryAudience } from '../../audience/attribution'
import { contactMessages } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { logWarning, routeOf } from '../../lib/log'
import { takeSlot, tooManyRequests } from '../../lib/rate-limit'
import { jsonBody } from '../../lib/validate'

/** Contact posts allowed per client address in any 10 minutes (a sliding window). */
export const CONTACT_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const

/**
 * POST /public/contact: an enquiry from the site's contact form (its Worker posts it, with or
 * without JavaScript in the visitor's browser). Stored with what brought the visitor when the
 * site's Worker names them (audience/attribution.ts), and alerted through the outbox.
 */
export function contactRoutes(deps: AppDeps) {
  const { db, config, clientAddress, alerts, defer } = deps
  const app = new Hono()

  app.post('/', jsonBody(ContactEnquirySchema), async (c) => {
    const enquiry = c.req.valid('json')
    // Every well-formed post counts, spam included, so a bot learns nothing from the answers.
    const slot = await takeSlot(db, {
      bucket: `contact:${clientAddress(c)}`,
      ...CONTACT_LIMIT,
      now: config.now(),
    })
    if (!slot.allowed) {
      // A visitor turned away is one warning line (never their address), under the site's request id.
      logWarning('contact.rate_limited', { route: routeOf(c), status: 429 })
      return tooManyRequests(c, slot, CONTACT_MESSAGES.rateLimited)
    }
    // The hidden `website` field is a honeypot: humans never fill it. Any content (of any type) is
    // spam: the same answer, nothing stored.
    if (isHoneypotFilled(enquiry.website)) return c.json({ ok: true }, 201)
    const now = config.now()
    const { attribution, count } = await enquiryAudience(c, deps, { language: enquiry.language, at: now })
    const insertMessage = db.insert(contactMessages).values({
      name: enquiry.name,
      email: enquiry.email,
      company: enquiry.company || null,
      subject: enquiry.subject || null,
      message: enquiry.message,
      language: enquiry.language,
      createdAt: now.toISOString(),
      source: attribution?.source ?? null,
      campaign: attribution?.campaign ?? null,
      landingPath: attribution?.landingPath ?? null,
    })
    // The enquiry is counted in the Audience totals in the same batch, so they match the inbox.
    const countEnquiry = count ? [db.run(count)] : []
    if (alerts.channels.length === 0) {
      await db.batch([insertMessage, ...countEnquiry])
      return c.json({ ok: true }, 201)
    }
    // The message and its alerts are one transaction (a batch): an alert is never lost, and sending
    // it happens after the answer, so a slow or broken channel never costs the enquiry.
    const [, queued] = await db.batch([
      insertMessage,
      outboxInsertForNewestMessage(db, alerts.channels, now),
      ...countEnquiry,
    ])
    defer(
      c,
      deliverNew(
        { db, config, alerts },
        queued.map((row) => row.id),
      ),
    )
    return c.json({ ok: true }, 201)
  })

  return app
}
