import {
  API_MESSAGES,
  CONTACT_MESSAGES,
  ContactEnquirySchema,
  isHoneypotFilled,
  type WorkItemRedirect,
} from '@studio/contracts'
import { Hono } from 'hono'
import { deliverNew, outboxInsertForNewestMessage } from '../../alerts/outbox'
import { contactMessages } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { type ContentVersions, contentVersionOf, readContentVersions } from '../../lib/list-cache'
import { takeSlot } from '../../lib/rate-limit'
import { jsonBody } from '../../lib/validate'
import { answerJson, CONTENT_VERSION_HEADER, publicContent } from './content'
import { publicSiteContentRoutes } from './site-content'

export { CONTENT_VERSION_HEADER, PUBLIC_CONTENT_CACHE_CONTROL } from './content'

/** Contact posts allowed per client address in any 10 minutes (a sliding window). */
export const CONTACT_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const

/** 404s and redirects are not stored: the slug may be taken or moved by the next save. */
const noStore = (versions: ContentVersions) => ({
  'Cache-Control': 'no-store',
  [CONTENT_VERSION_HEADER]: contentVersionOf(versions),
})

export function publicRoutes({ db, config, clientAddress, alerts, defer }: AppDeps) {
  const app = new Hono()

  const content = publicContent(db, config.publicMediaBaseUrl)

  app.get('/projects', async (c) => {
    const { snapshot, versions } = await content.projects()
    return answerJson(c, snapshot.json, snapshot.etag, versions)
  })

  app.get('/all-work', async (c) => {
    const { snapshot, versions } = await content.work()
    return answerJson(c, snapshot.list.json, snapshot.list.etag, versions)
  })

  /** A case study by slug; an old slug answers 301 to the current one; hidden items do not exist. */
  app.get('/work/:slug', async (c) => {
    const slug = c.req.param('slug')
    const { snapshot, versions } = await content.work()
    const item = snapshot.items.get(slug)
    if (item !== undefined) return answerJson(c, item, snapshot.itemEtag, versions)
    const current = snapshot.redirects.get(slug)
    if (current === undefined) return c.json({ error: API_MESSAGES.notFound }, 404, noStore(versions))
    return c.json({ redirect: current } satisfies WorkItemRedirect, 301, {
      ...noStore(versions),
      Location: `/public/work/${current}`,
    })
  })

  /** Every public case study's slug and last change, for the site's sitemap.xml. */
  app.get('/sitemap-entries', async (c) => {
    const { snapshot, versions } = await content.work()
    return answerJson(c, snapshot.sitemap.json, snapshot.sitemap.etag, versions)
  })

  /** The content version alone: what the site Worker keys its edge cache on, before rendering. */
  app.get('/content-version', async (c) => {
    const version = contentVersionOf(await readContentVersions(db))
    return c.json({ version }, 200, { 'Cache-Control': 'no-store', [CONTENT_VERSION_HEADER]: version })
  })

  app.post('/contact', jsonBody(ContactEnquirySchema), async (c) => {
    const enquiry = c.req.valid('json')
    // Every well-formed post counts, spam included, so a bot learns nothing from the answers.
    const slot = await takeSlot(db, {
      bucket: `contact:${clientAddress(c)}`,
      ...CONTACT_LIMIT,
      now: config.now(),
    })
    if (!slot.allowed) {
      c.header('Retry-After', String(slot.retryAfterSeconds))
      return c.json({ error: CONTACT_MESSAGES.rateLimited }, 429)
    }
    // The hidden `website` field is a honeypot: humans never fill it. Any content (of any type) is
    // spam: the same answer, nothing stored.
    if (isHoneypotFilled(enquiry.website)) return c.json({ ok: true }, 201)
    const now = config.now()
    const insertMessage = db.insert(contactMessages).values({
      name: enquiry.name,
      email: enquiry.email,
      company: enquiry.company || null,
      subject: enquiry.subject || null,
      message: enquiry.message,
      language: enquiry.language,
      createdAt: now.toISOString(),
    })
    if (alerts.channels.length === 0) {
      await insertMessage
      return c.json({ ok: true }, 201)
    }
    // The message and its alerts are one transaction (a batch): an alert is never lost, and sending
    // it happens after the answer, so a slow or broken channel never costs the enquiry.
    const [, queued] = await db.batch([insertMessage, outboxInsertForNewestMessage(db, alerts.channels, now)])
    defer(
      c,
      deliverNew(
        { db, config, alerts },
        queued.map((row) => row.id),
      ),
    )
    return c.json({ ok: true }, 201)
  })

  app.route('/site-content', publicSiteContentRoutes({ db, config }))

  return app
}
