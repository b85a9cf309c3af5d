import { SLUG_MESSAGES, WorkItemBodySchema, WorkItemUpdateBodySchema } from '@studio/contracts'
import { eq } from 'drizzle-orm'
import type { output } from 'zod/v4/core'
import type { Database } from '../../db/client'
import { listWorkItems, toAdminWorkItem, type WorkItemRow } from '../../db/queries'
import { workItems } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { coverAltFieldsOf } from '../../media/item-covers'
import { isSlugConflict, planCreateSlug, planUpdateSlug } from '../../slugs/work-item-slugs'
import {
  type CoverColumnsOf,
  collectionRoutes,
  itemColumnsOf,
  type PreparedWrite,
  setFields,
} from './collection-routes'

/**
 * A work item body as columns. A featured-only update carries just that field: the others stay
 * undefined, which leaves them as stored.
 */
const columnsOf = (body: Partial<output<typeof WorkItemBodySchema>>, cover: CoverColumnsOf) => ({
  ...itemColumnsOf(body, cover),
  category: body.category,
  website: body.website,
  featured: body.featured,
})

/** An update of one item, with the slug it plans (undefined: unchanged). */
async function prepareUpdate(
  db: Database,
  previous: WorkItemRow,
  body: output<typeof WorkItemUpdateBodySchema>,
  updatedAt: string,
  cover: CoverColumnsOf,
): Promise<PreparedWrite<WorkItemRow>> {
  const plan = await planUpdateSlug(db, previous, 'slug' in body ? body.slug : undefined)
  if ('error' in plan) return plan
  return {
    statement: db
      .update(workItems)
      .set({ ...columnsOf(body, cover), slug: plan.slug, updatedAt })
      .where(eq(workItems.id, previous.id))
      .returning(),
    fields: setFields({ ...body, slug: plan.slug }),
    statements: plan.statements,
  }
}

/**
 * {prefix}/all-work: in the saved order (the public one, hidden items aside); an update is the full
 * item (featured left out stays as stored) or featured alone. A slug is made from the title on
 * create and changes only when the body names one.
 */
export function allWorkRoutes(deps: AppDeps) {
  return collectionRoutes(deps, {
    table: workItems,
    targetType: 'work_item',
    createBody: WorkItemBodySchema,
    updateBody: WorkItemUpdateBodySchema,
    list: (db) => listWorkItems(db, { includeHidden: true }),
    find: (db, id) => db.select().from(workItems).where(eq(workItems.id, id)).get(),
    create: async (db, body, stamp, cover) => {
      const plan = await planCreateSlug(db, body.slug, body.title)
      if ('error' in plan) return plan
      return {
        statement: db
          .insert(workItems)
          .values({
            ...columnsOf(body, cover),
            // Required by the create body, and so by the insert's type.
            title: body.title,
            description: body.description,
            slug: plan.slug,
            ...stamp,
          })
          .returning(),
        fields: setFields({ ...body, slug: plan.slug }),
        statements: plan.statements,
        // A slug made from the title may be taken by a concurrent create: plan again.
        retryOnConflict: body.slug === undefined,
      }
    },
    update: prepareUpdate,
    updateAction: (body) => (Object.keys(body).length === 1 && 'featured' in body ? 'featured' : 'update'),
    conflict: (error) => (isSlugConflict(error) ? SLUG_MESSAGES.taken : null),
    // The base is read at each answer: a cover's address follows the configuration, its key does not.
    toAnswer: (row) => ({
      ...toAdminWorkItem(row, deps.config.publicMediaBaseUrl),
      ...coverAltFieldsOf(row),
    }),
  })
}
