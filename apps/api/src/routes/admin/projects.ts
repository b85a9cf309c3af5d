import { API_MESSAGES, ProjectBodySchema } from '@studio/contracts'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { listProjects, toAdminProject } from '../../db/queries'
import { projects } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { jsonBody } from '../../lib/validate'
import { INVALID_ID_MESSAGE, parseId } from './id-param'
import { removeCoverIfUnused } from './uploaded-cover'

/** {prefix}/projects: list newest first, create, update (absent optional fields stay as they are), delete. */
export function projectRoutes(deps: AppDeps) {
  const { db, config } = deps
  const app = new Hono()

  app.get('/', async (c) => c.json((await listProjects(db)).map(toAdminProject)))

  app.post('/', jsonBody(ProjectBodySchema), async (c) => {
    const body = c.req.valid('json')
    const now = config.now().toISOString()
    const [row] = await db
      .insert(projects)
      .values({
        title: body.title,
        description: body.description,
        coverUrl: body.cover_url ?? null,
        tags: body.tags ?? [],
        href: body.href ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    return c.json(toAdminProject(row!), 201)
  })

  app.put('/:id', jsonBody(ProjectBodySchema), async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const body = c.req.valid('json')
    const [previous] = await db
      .select({ coverUrl: projects.coverUrl })
      .from(projects)
      .where(eq(projects.id, id))
    if (!previous) return c.json({ error: API_MESSAGES.notFound }, 404)
    const [row] = await db
      .update(projects)
      .set({
        title: body.title,
        description: body.description,
        ...(body.cover_url !== undefined ? { coverUrl: body.cover_url } : {}),
        ...(body.tags !== undefined ? { tags: body.tags } : {}),
        ...(body.href !== undefined ? { href: body.href } : {}),
        updatedAt: config.now().toISOString(),
      })
      .where(eq(projects.id, id))
      .returning()
    if (!row) return c.json({ error: API_MESSAGES.notFound }, 404)
    if (previous.coverUrl !== row.coverUrl) await removeCoverIfUnused(deps, previous.coverUrl)
    return c.json(toAdminProject(row))
  })

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const [row] = await db
      .delete(projects)
      .where(eq(projects.id, id))
      .returning({ coverUrl: projects.coverUrl })
    if (!row) return c.json({ error: API_MESSAGES.notFound }, 404)
    await removeCoverIfUnused(deps, row.coverUrl)
    return c.json({ ok: true })
  })

  return app
}
