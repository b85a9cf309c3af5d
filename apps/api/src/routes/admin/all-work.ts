import { SLUG_MESSAGES, WorkItemBodySchema, WorkItemUpdateBodySchema } from '@studio/contracts'
import type { output } from 'zod/v4/core'
import { listWorkItems, toAdminWorkItem } from '../../db/queries'
import { workItems } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { isSlugConflict, planCreateSlug, planUpdateSlug, type SlugPlan } from '../../slugs/work-item-slugs'
import { collectionRoutes, type WritePlan } from './collection-routes'

/** A slug plan as a collection write plan: a generated slug may be retried when a race took it. */
function slugWrite(plan: SlugPlan, generated: boolean): WritePlan {
  if ('error' in plan) return plan
  return { values: { slug: plan.slug }, statements: plan.statements, retryOnConflict: generated }
}

/**
 * {prefix}/all-work: in the saved order (the public one, hidden items aside); an update is the full item (featured left out stays
 * as stored) or featured alone.
 */
export function allWorkRoutes(deps: AppDeps) {
  return collectionRoutes(deps, {
    table: workItems,
    targetType: 'work_item',
    list: (db) => listWorkItems(db, { includeHidden: true }),
    createBody: WorkItemBodySchema,
    updateBody: WorkItemUpdateBodySchema,
    // A featured-only update carries just that field; the others stay undefined and untouched.
    toRow: (body: Partial<output<typeof WorkItemBodySchema>>) => ({
      title: body.title,
      description: body.description,
      coverUrl: body.cover_url,
      category: body.category,
      website: body.website,
      href: body.href,
      tags: body.tags,
      featured: body.featured,
      hidden: body.hidden,
    }),
    updateAction: (body) => (Object.keys(body).length === 1 && 'featured' in body ? 'featured' : 'update'),
    toAnswer: toAdminWorkItem,
    // Slugs (issue 12): made from the title on create, changed only when the body names one.
    plan: {
      create: async (db, body) =>
        slugWrite(await planCreateSlug(db, body.slug, body.title), body.slug === undefined),
      update: async (db, previous, body) =>
        slugWrite(await planUpdateSlug(db, previous, 'slug' in body ? body.slug : undefined), false),
      conflict: (error) => (isSlugConflict(error) ? SLUG_MESSAGES.taken : null),
    },
  })
}
