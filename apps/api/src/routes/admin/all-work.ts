import { API_MESSAGES, WorkItemBodySchema, WorkItemFeaturedBodySchema } from '@studio/contracts'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as z from 'zod/mini'
import { listWorkItems, toAdminWorkItem } from '../../db/queries'
import { workItems } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { firstIssueMessage, jsonBody } from '../../lib/validate'
import { INVALID_ID_MESSAGE, parseId } from './id-param'
import { removeCoverIfUnused } from './uploaded-cover'

/** A body whose only key is `featured` is the toggle; anything else must be the full item. */
function isFeaturedOnly(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    Object.hasOwn(value, 'featured')
  )
}

/** {prefix}/all-work: list in the public server order, create, update (full or featured only), delete. */
export function allWorkRoutes(deps: AppDeps) {
  const { db, config } = deps
  const app = new Hono()

  app.get('/', async (c) => c.json((await listWorkItems(db)).map(toAdminWorkItem)))

  app.post('/', jsonBody(WorkItemBodySchema), async (c) => {
    const body = c.req.valid('json')
    const now = config.now().toISOString()
    const [row] = await db
      .insert(workItems)
      .values({
        title: body.title,
        description: body.description,
        coverUrl: body.cover_url,
        category: body.category,
        website: body.website,
        href: body.href,
        tags: body.tags,
        featured: body.featured,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    return c.json(toAdminWorkItem(row!), 201)
  })

  // Parsed by hand (after the JSON itself is checked) so each shape reports its own field message.
  app.put('/:id', jsonBody(z.unknown()), async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const raw = c.req.valid('json')
    const updatedAt = config.now().toISOString()
    let changes: Partial<typeof workItems.$inferInsert>
    if (isFeaturedOnly(raw)) {
      const parsed = WorkItemFeaturedBodySchema.safeParse(raw)
      if (!parsed.success) return c.json({ error: firstIssueMessage(parsed.error) }, 400)
      changes = { featured: parsed.data.featured, updatedAt }
    } else {
      const parsed = WorkItemBodySchema.safeParse(raw)
      if (!parsed.success) return c.json({ error: firstIssueMessage(parsed.error) }, 400)
      const body = parsed.data
      const sentFeatured = typeof raw === 'object' && raw !== null && Object.hasOwn(raw, 'featured')
      changes = {
        title: body.title,
        description: body.description,
        coverUrl: body.cover_url,
        category: body.category,
        website: body.website,
        href: body.href,
        tags: body.tags,
        // A full body without the flag leaves it alone rather than silently un-featuring the item.
        ...(sentFeatured ? { featured: body.featured } : {}),
        updatedAt,
      }
    }
    const [previous] = await db
      .select({ coverUrl: workItems.coverUrl })
      .from(workItems)
      .where(eq(workItems.id, id))
    if (!previous) return c.json({ error: API_MESSAGES.notFound }, 404)
    const [row] = await db.update(workItems).set(changes).where(eq(workItems.id, id)).returning()
    if (!row) return c.json({ error: API_MESSAGES.notFound }, 404)
    if (previous.coverUrl !== row.coverUrl) await removeCoverIfUnused(deps, previous.coverUrl)
    return c.json(toAdminWorkItem(row))
  })

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const [row] = await db
      .delete(workItems)
      .where(eq(workItems.id, id))
      .returning({ coverUrl: workItems.coverUrl })
    if (!row) return c.json({ error: API_MESSAGES.notFound }, 404)
    await removeCoverIfUnused(deps, row.coverUrl)
    return c.json({ ok: true })
  })

  return app
}
