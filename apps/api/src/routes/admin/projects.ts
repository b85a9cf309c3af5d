import { ProjectBodySchema } from '@studio/contracts'
import { listProjects, toAdminProject } from '../../db/queries'
import { projects } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { collectionRoutes } from './collection-routes'

/** {prefix}/projects: in the saved order; an update leaves absent optional fields as they are. */
export function projectRoutes(deps: AppDeps) {
  return collectionRoutes(deps, {
    table: projects,
    targetType: 'project',
    list: (db) => listProjects(db, { includeHidden: true }),
    createBody: ProjectBodySchema,
    updateBody: ProjectBodySchema,
    toRow: (body) => ({
      title: body.title,
      description: body.description,
      coverUrl: body.cover_url,
      tags: body.tags,
      href: body.href,
      hidden: body.hidden,
    }),
    toAnswer: toAdminProject,
  })
}
