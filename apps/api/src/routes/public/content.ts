import type { SitemapEntry } from '@studio/contracts'
import { and, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { shareCardMap, shareCardsRead, workItemShareCards } from '../../cards/read-share-cards'
import type { Database } from '../../db/client'
import { listProjects, listWorkItems, toPublicProject, toPublicWorkItem } from '../../db/queries'
import { projects, workItemSlugHistory, workItems } from '../../db/schema'
import {
  type ContentVersions,
  contentVersionOf,
  createVersionedSnapshot,
  sha1Hex,
} from '../../lib/content-versions'
import { listedCoverRecordsRead } from '../../media/cover-records'
import { itemCovers } from '../../media/item-covers'

/**
 * Browsers and the site's edge revalidate every time (ETag/304): an admin's save shows on the next
 * load, and an unchanged answer costs a 304 served from memory.
 */
export const PUBLIC_CONTENT_CACHE_CONTROL = 'public, no-cache'

/** The content version of every public answer, for the site Worker's edge cache key. */
export const CONTENT_VERSION_HEADER = 'X-Content-Version'

/** A serialised answer and its strong ETag. */
export interface Body {
  json: string
  etag: string
}

async function bodyOf(value: unknown, etagSuffix = ''): Promise<Body> {
  const json = JSON.stringify(value)
  return { json, etag: `"${await sha1Hex(json)}${etagSuffix}"` }
}

/** Everything the public work calls answer, derived from one read of the public rows. */
export interface WorkSnapshot {
  list: Body
  /** Current slug → the item's JSON (the same public shape as in the list). */
  items: Map<string, string>
  /** The list's hash: an item's answer is fixed by the list, so it carries this ETag. */
  itemEtag: string
  /** Old slug → current slug, for visible items only. */
  redirects: Map<string, string>
  sitemap: Body
}

async function buildWorkSnapshot(db: Database, publicMediaBaseUrl: string): Promise<WorkSnapshot> {
  // One round trip after the versions' read: the list, the old slugs, the cards and the covers' records.
  const [rows, oldSlugs, cardRows, coverRecords] = await db.batch([
    listWorkItems(db),
    db
      .select({ old: workItemSlugHistory.slug, current: workItems.slug })
      .from(workItemSlugHistory)
      .innerJoin(
        workItems,
        and(eq(workItems.id, workItemSlugHistory.workItemId), eq(workItems.hidden, false)),
      ),
    shareCardsRead(db),
    listedCoverRecordsRead(db, workItems),
  ])
  const cards = shareCardMap(cardRows)
  const coverOf = await itemCovers(db, rows, coverRecords, publicMediaBaseUrl)
  const items = rows.map((row) => ({ ...toPublicWorkItem(row, publicMediaBaseUrl), ...coverOf(row) }))
  const list = await bodyOf(items)
  const sitemap: SitemapEntry[] = rows.map((row) => ({ slug: row.slug, updated_at: row.updatedAt }))
  return {
    list,
    // A case study's answer names its share cards and its dates; the list does not need them.
    items: new Map(
      items.map((item, index) => [
        rows[index]?.slug ?? '',
        JSON.stringify({
          ...item,
          share_cards: workItemShareCards(cards, item.id),
          created_at: rows[index]?.createdAt,
          updated_at: rows[index]?.updatedAt,
        }),
      ]),
    ),
    itemEtag: list.etag.replace(/"$/, '.item"'),
    redirects: new Map(oldSlugs.map(({ old, current }) => [old, current])),
    sitemap: await bodyOf(sitemap, '.sitemap'),
  }
}

async function buildProjectsBody(db: Database, publicMediaBaseUrl: string): Promise<Body> {
  const [rows, coverRecords] = await db.batch([listProjects(db), listedCoverRecordsRead(db, projects)])
  const coverOf = await itemCovers(db, rows, coverRecords, publicMediaBaseUrl)
  return bodyOf(rows.map((row) => ({ ...toPublicProject(row, publicMediaBaseUrl), ...coverOf(row) })))
}

/**
 * The public content caches of one app (one per process or Worker isolate). An item carries its
 * cover's record (size, placeholder, widths), so a change to a record moves the list's version too
 * (migration 0011's triggers) and the snapshot is rebuilt.
 */
export function publicContent(db: Database, publicMediaBaseUrl: string) {
  return {
    projects: createVersionedSnapshot(db, 'projects', () => buildProjectsBody(db, publicMediaBaseUrl)),
    work: createVersionedSnapshot(db, 'work_items', () => buildWorkSnapshot(db, publicMediaBaseUrl)),
  }
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch?.trim() === '*') return true
  return ifNoneMatch?.match(/"[^"]*"/g)?.includes(etag) ?? false
}

/** A public JSON answer: revalidated by every cache, 304 when the caller holds the same ETag. */
export function answerJson(c: Context, json: string, etag: string, versions: ContentVersions): Response {
  const headers = {
    'Cache-Control': PUBLIC_CONTENT_CACHE_CONTROL,
    ETag: etag,
    [CONTENT_VERSION_HEADER]: contentVersionOf(versions),
  }
  if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers)
  return c.body(json, 200, { ...headers, 'Content-Type': 'application/json' })
}
