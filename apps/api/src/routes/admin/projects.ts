import { ProjectBodySchema } from '@studio/contracts'
import { eq } from 'drizzle-orm'
import { listProjects, toAdminProject } from '../../db/queries'
import { projects } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { coverAltFieldsOf } from '../../media/item-covers'
import { collectionRoutes, itemColumnsOf, setFields } from './collection-routes'

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
        .values({
          ...itemColumnsOf(body),
          // Required by the body, and so by the insert's type.
          title: body.title,
          description: body.description,
          ...stamp,
        })
        .returning(),
      fields: setFields(body),
    }),
    update: async (db, previous, body, updatedAt) => ({
      statement: db
        .update(projects)
        .set({ ...itemColumnsOf(body), updatedAt })
        .where(eq(projects.id, previous.id))
        .returning(),
      fields: setFields(body),
    }),
    toAnswer: (row) => ({ ...toAdminProject(row), ...coverAltFieldsOf(row) }),
  })
}
