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
    create: async (db, body, stamp, cover) => ({
      statement: db
        .insert(projects)
        .values({
          ...itemColumnsOf(body, cover),
          // Required by the body, and so by the insert's type.
          title: body.title,
          description: body.description,
          ...stamp,
        })
        .returning(),
      fields: setFields(body),
    }),
    update: async (db, previous, body, updatedAt, cover) => ({
      statement: db
        .update(projects)
        .set({ ...itemColumnsOf(body, cover), updatedAt })
        .where(eq(projects.id, previous.id))
        .returning(),
      fields: setFields(body),
    }),
    // The base is read at each answer: a cover's address follows the configuration, its key does not.
    toAnswer: (row) => ({ ...toAdminProject(row, deps.config.publicMediaBaseUrl), ...coverAltFieldsOf(row) }),
  })
}
