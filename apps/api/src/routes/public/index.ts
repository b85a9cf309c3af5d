import { CONTACT_MESSAGES, ContactEnquirySchema, isHoneypotFilled } from '@studio/contracts'
import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { listProjects, listWorkItems, toPublicProject, toPublicWorkItem } from '../../db/queries'
import { contactMessages } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { createListCache } from '../../lib/list-cache'
import { takeSlot } from '../../lib/rate-limit'
import { jsonBody } from '../../lib/validate'

/** Lists change rarely: browsers and CDNs may reuse them briefly and revalidate with the ETag. */
export const PUBLIC_LIST_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

/** Contact posts allowed per client address in any 10 minutes (a sliding window). */
export const CONTACT_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const

export function publicRoutes({ db, config, clientAddress }: AppDeps) {
  const app = new Hono()

  const projectsList = createListCache(db, 'projects', async () =>
    (await listProjects(db)).map(toPublicProject),
  )
  const workItemsList = createListCache(db, 'work_items', async () =>
    (await listWorkItems(db)).map(toPublicWorkItem),
  )

  // etag() sees the ETag set below: a matching If-None-Match gets 304 (Cache-Control kept).
  app.use('/projects', etag())
  app.use('/all-work', etag())

  for (const [path, list] of [
    ['/projects', projectsList],
    ['/all-work', workItemsList],
  ] as const) {
    app.get(path, async (c) => {
      const { body, etag: tag } = await list()
      c.header('Cache-Control', PUBLIC_LIST_CACHE_CONTROL)
      c.header('ETag', tag)
      return c.body(body, 200, { 'Content-Type': 'application/json' })
    })
  }

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
    await db.insert(contactMessages).values({
      name: enquiry.name,
      email: enquiry.email,
      company: enquiry.company || null,
      subject: enquiry.subject || null,
      message: enquiry.message,
      createdAt: config.now().toISOString(),
    })
    return c.json({ ok: true }, 201)
  })

  return app
}
