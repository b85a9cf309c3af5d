import type { PlanConflict, WorkItemRecord } from '@studio/contracts/archive'
import type { SlugHistoryRow, WorkItemRow } from './records'

/**
 * Work-item addresses after an import. A slug (current or old) the archive gives an item must not
 * be held by an item that stays and is not in the archive: that is a conflict to settle first
 * (rename that item, or replace). The archive's own items settle among themselves: the archive wins.
 * Without replace, every redirect stays, and an item whose slug the import changes keeps its
 * address as a redirect, as a slug change in the admin does; with replace, the redirects are the
 * archive's exactly. A current slug is never also a redirect.
 */

export interface HistoryRow {
  slug: string
  workItemId: number
  createdAt: string
}

export interface SlugPlan {
  conflicts: PlanConflict[]
  /** Redirect rows to remove, and to write (new, or now pointing elsewhere). */
  deletes: string[]
  upserts: HistoryRow[]
  unchanged: number
  /** Items already stored whose slug the import changes (their slugs move aside first). */
  movedItems: number[]
}

export function planSlugs(
  archiveItems: readonly WorkItemRecord[],
  targetItems: readonly Pick<WorkItemRow, 'id' | 'slug' | 'title'>[],
  targetHistory: readonly SlugHistoryRow[],
  replace: boolean,
  now: Date,
): SlugPlan {
  const inArchive = new Map(archiveItems.map((item) => [item.id, item]))
  const kept = replace ? [] : targetItems.filter((item) => !inArchive.has(item.id))
  const keptIds = new Set(kept.map((item) => item.id))
  const keptCurrent = new Map(kept.map((item) => [item.slug, item]))
  const titles = new Map(targetItems.map((item) => [item.id, item.title]))
  const keptHistory = new Map(
    targetHistory.filter((row) => keptIds.has(row.workItemId)).map((row) => [row.slug, row.workItemId]),
  )

  const conflicts: PlanConflict[] = []
  for (const item of archiveItems) {
    for (const slug of [item.slug, ...item.slug_history.map((entry) => entry.slug)]) {
      const holder = keptCurrent.get(slug)
      const oldHolder = keptHistory.get(slug)
      const other = holder?.id ?? oldHolder
      if (other === undefined) continue
      const how = holder ? 'the address' : 'an old address'
      conflicts.push({
        kind: 'work_items',
        id: String(item.id),
        message: `The slug "${slug}" of "${item.title}" is ${how} of the work item "${titles.get(other) ?? other}" (id ${other}), which the archive does not hold. Change that item's slug, or import with replace.`,
      })
    }
  }

  const finalHistory = new Map<string, HistoryRow>()
  if (!replace) {
    for (const row of targetHistory) {
      if (keptIds.has(row.workItemId) || inArchive.has(row.workItemId)) {
        finalHistory.set(row.slug, { slug: row.slug, workItemId: row.workItemId, createdAt: row.createdAt })
      }
    }
    for (const target of targetItems) {
      const item = inArchive.get(target.id)
      if (item && item.slug !== target.slug) {
        finalHistory.set(target.slug, {
          slug: target.slug,
          workItemId: item.id,
          createdAt: now.toISOString(),
        })
      }
    }
  }
  for (const item of archiveItems) {
    for (const entry of item.slug_history) {
      finalHistory.set(entry.slug, { slug: entry.slug, workItemId: item.id, createdAt: entry.created_at })
    }
  }
  const currentSlugs = new Set([...archiveItems.map((item) => item.slug), ...keptCurrent.keys()])
  for (const slug of currentSlugs) finalHistory.delete(slug)

  const before = new Map(targetHistory.map((row) => [row.slug, row]))
  const upserts: HistoryRow[] = []
  let unchanged = 0
  for (const row of finalHistory.values()) {
    const old = before.get(row.slug)
    if (old && old.workItemId === row.workItemId && old.createdAt === row.createdAt) unchanged++
    else upserts.push(row)
  }
  const deletes = targetHistory.filter((row) => !finalHistory.has(row.slug)).map((row) => row.slug)
  const movedItems = targetItems
    .filter((target) => {
      const item = inArchive.get(target.id)
      return item !== undefined && item.slug !== target.slug
    })
    .map((target) => target.id)
  return { conflicts, deletes, upserts, unchanged, movedItems }
}
