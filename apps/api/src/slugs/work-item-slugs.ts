import { SLUG_MESSAGES, slugCandidate, slugify } from '@studio/contracts/slugs'
import { eq, inArray, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Database } from '../db/client'
import { workItemSlugHistory, workItems } from '../db/schema'

/**
 * Work item slugs (docs/decisions/0007). The UNIQUE index on work_items.slug settles
 * every race: a create picks the first free candidate it can see, and when another write took it
 * meanwhile the insert fails on the index and the create tries again with the next one.
 */

/** A slug write's column value and the statements that go in the same batch (after the audit row). */
export interface SlugWrite {
  slug: string | undefined
  statements: BatchItem<'sqlite'>[]
}

export type SlugPlan = SlugWrite | { error: string; status: 409 }

/** How many candidates one look-up checks; more are looked up only when all of them are taken. */
const CANDIDATES_PER_LOOKUP = 20

/** Slugs in use as a current or an old slug (an old one still redirects, so it is not handed out). */
async function takenAmong(db: Database, candidates: string[]): Promise<Set<string>> {
  const [current, old] = await Promise.all([
    db.select({ slug: workItems.slug }).from(workItems).where(inArray(workItems.slug, candidates)),
    db
      .select({ slug: workItemSlugHistory.slug })
      .from(workItemSlugHistory)
      .where(inArray(workItemSlugHistory.slug, candidates)),
  ])
  return new Set([...current, ...old].map((row) => row.slug))
}

/** The first of `base`, `base-2`, `base-3`… that no item uses, now or as an old slug. */
export async function firstFreeSlug(db: Database, base: string): Promise<string> {
  for (let first = 1; ; first += CANDIDATES_PER_LOOKUP) {
    const candidates = Array.from({ length: CANDIDATES_PER_LOOKUP }, (_, i) => slugCandidate(base, first + i))
    const taken = await takenAmong(db, candidates)
    const free = candidates.find((candidate) => !taken.has(candidate))
    if (free) return free
  }
}

/** Slugs for titles written together into an empty table (the demo seed): unique in list order. */
export function slugsForTitles(titles: string[]): string[] {
  const used = new Set<string>()
  return titles.map((title) => {
    const base = slugify(title)
    let n = 1
    while (used.has(slugCandidate(base, n))) n += 1
    const slug = slugCandidate(base, n)
    used.add(slug)
    return slug
  })
}

/** The one statement that lets a slug become current: it stops being anyone's old slug. */
const releaseOldSlug = (db: Database, slug: string) =>
  db.delete(workItemSlugHistory).where(eq(workItemSlugHistory.slug, slug))

async function isCurrentSlugOfAnother(db: Database, slug: string, id: number | null): Promise<boolean> {
  const [row] = await db.select({ id: workItems.id }).from(workItems).where(eq(workItems.slug, slug))
  return row !== undefined && row.id !== id
}

/**
 * A new item's slug: the one the admin chose (409 when another item has it), else the first free
 * one made from the title. Choosing someone's old slug takes it over: it stops redirecting.
 */
export async function planCreateSlug(
  db: Database,
  requested: string | undefined,
  title: string,
): Promise<SlugPlan> {
  if (requested === undefined) return { slug: await firstFreeSlug(db, slugify(title)), statements: [] }
  if (await isCurrentSlugOfAnother(db, requested, null)) return { error: SLUG_MESSAGES.taken, status: 409 }
  return { slug: requested, statements: [releaseOldSlug(db, requested)] }
}

/**
 * An update's slug: unchanged unless the body names a different one (a new title never changes
 * it). The slug it replaces becomes an old slug of the item, so its address redirects; only when
 * the update really wrote that slug (the row may be gone by then).
 */
export async function planUpdateSlug(
  db: Database,
  previous: { id: number; slug: string },
  requested: string | undefined,
): Promise<SlugPlan> {
  if (requested === undefined || requested === previous.slug) return { slug: undefined, statements: [] }
  if (await isCurrentSlugOfAnother(db, requested, previous.id))
    return { error: SLUG_MESSAGES.taken, status: 409 }
  return {
    slug: requested,
    statements: [
      releaseOldSlug(db, requested),
      db.run(sql`INSERT INTO ${workItemSlugHistory} (slug, work_item_id, created_at)
        SELECT ${previous.slug}, ${previous.id}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE EXISTS (SELECT 1 FROM ${workItems} WHERE id = ${previous.id} AND slug = ${requested})
        ON CONFLICT (slug) DO UPDATE SET work_item_id = excluded.work_item_id`),
    ],
  }
}

/** True for a write refused because its slug is already an item's current slug. */
export function isSlugConflict(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (/UNIQUE constraint failed: work_items\.slug/i.test(cause.message)) return true
  }
  return false
}
