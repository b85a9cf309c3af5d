import { ProjectBodySchema } from '@studio/contracts'
import { eq } from 'drizzle-orm'
import type { output } from 'zod/v4/core'
import { listProjects, toAdminProject } from '../../db/queries'
import { projects } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { coverAltFieldsOf } from '../../media/item-covers'
import { collectionRoutes, setFields } from './collection-routes'

/** A project body as columns; an optional field the body leaves out stays as stored on update. */
const columnsOf = (body: output<typeof ProjectBodySchema>) => ({
  title: body.title,
  description: body.description,
  titleAr: body.title_ar,
  descriptionAr: body.description_ar,
  coverUrl: body.cover_url,
  coverAlt: body.cover_alt,
  coverAltAr: body.cover_alt_ar,
  tags: body.tags,
  href: body.href,
  hidden: body.hidden,
})

/** {prefix}/projects: in the saved order; an update leaves absent optional fields as they are. */
export function projectRoutes(deps: AppDeps) {
  return collectionRoutes(deps, {
    table: projects,
    targetType: 'project',
    createBody: ProjectBodySchema,
    updateBody: ProjectBodySchema,
    list: (db) => listProjects(db, { includeHidden: true }),
    find: (db, id) => db.select().from(projects).where(eq(projects.id, id)).get(),
    create: async (db, body, stamp) => ({
      statement: db
        .insert(projects)
        .values({ ...columnsOf(body), ...stamp })
        .returning(),
      fields: setFields(body),
    }),
    update: async (db, previous, body, updatedAt) => ({
      statement: db
        .update(projects)
        .set({ ...columnsOf(body), updatedAt })
        .where(eq(projects.id, previous.id))
        .returning(),
      fields: setFields(body),
    }),
    toAnswer: (row) => ({ ...toAdminProject(row), ...coverAltFieldsOf(row) }),
  })
}
