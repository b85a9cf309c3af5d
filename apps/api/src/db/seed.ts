import { readFile } from 'node:fs/promises'
import { count } from 'drizzle-orm'
import type { MediaStore } from '../media/store'
import { slugsForTitles } from '../slugs/work-item-slugs'
import type { Database } from './client'
import { projects, workItems } from './schema'
import { SEED_COVERS, SEED_PROJECTS, SEED_WORK_ITEMS } from './seed-data'

/**
 * The committed WebP covers (apps/api/seed/covers, made by scripts/make-seed-covers.mjs), 1200 x 800
 * each. The seed stores the originals; their widths and formats are made by the cover backfill
 * (media/backfill-covers.ts), which the Node entry runs right after seeding, off the request path.
 */
export const SEED_COVERS_DIR = new URL('../../seed/covers/', import.meta.url)

/** A seed cover's media key: `seed/<name>.webp`. */
export const seedCoverKey = (name: string) => `seed/${name}.webp`

export interface SeedOptions {
  /**
   * Not needed any more: a seeded item names its cover by key (`seed/<name>.webp`), and answers make
   * its address from the base of the time. Accepted so older callers still compile.
   */
  publicMediaBaseUrl?: string
  /** The newest entry's created_at; older entries step back a day each. */
  now?: Date
}

export interface SeedResult {
  seeded: boolean
  projects: number
  workItems: number
}

const DAY_MS = 24 * 60 * 60 * 1000

/** True when the database holds no project and no work item. */
async function isEmpty(db: Pick<Database, 'select'>): Promise<boolean> {
  const [projectCount] = await db.select({ n: count() }).from(projects)
  const [workItemCount] = await db.select({ n: count() }).from(workItems)
  return (projectCount?.n ?? 0) === 0 && (workItemCount?.n ?? 0) === 0
}

/**
 * Fills an empty database with the demo content and copies the covers into the media store.
 * Does nothing when any project or work item exists, so it is safe on every start. The site copy is
 * not demo content: every install gets it from the migrations (seed-site-copy.ts), seeded or not.
 *
 * Covers are copied first (the same bytes under the same keys, so a repeat is harmless) and only
 * then are rows written, so no row points at a missing cover. The second emptiness check and the
 * inserts share one write transaction, so two processes seeding one file cannot both insert.
 * Nothing slow runs inside that transaction: a waiting writer in another process only waits.
 * Call it once per process (the Node entry does, before it listens): libSQL's file client waits for
 * a lock synchronously, so two interactive write transactions in ONE process would block each other.
 */
export async function seedDemoContent(
  db: Database,
  media: MediaStore,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const skipped: SeedResult = { seeded: false, projects: 0, workItems: 0 }
  if (!(await isEmpty(db))) return skipped

  const now = options.now ?? new Date()
  const at = (index: number) => new Date(now.getTime() - index * DAY_MS).toISOString()

  for (const name of SEED_COVERS) {
    const bytes = await readFile(new URL(`${name}.webp`, SEED_COVERS_DIR))
    await media.put(seedCoverKey(name), new Uint8Array(bytes), 'image/webp')
  }

  const seeded = await db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) return false
    await tx.insert(projects).values(
      SEED_PROJECTS.map((project, index) => ({
        title: project.title,
        description: project.description,
        titleAr: project.titleAr ?? null,
        descriptionAr: project.descriptionAr ?? null,
        coverKey: seedCoverKey(project.cover),
        tags: project.tags,
        createdAt: at(index),
        updatedAt: at(index),
      })),
    )
    const slugs = slugsForTitles(SEED_WORK_ITEMS.map((item) => item.title))
    await tx.insert(workItems).values(
      SEED_WORK_ITEMS.map((item, index) => ({
        title: item.title,
        slug: slugs[index],
        description: item.description,
        titleAr: item.titleAr ?? null,
        descriptionAr: item.descriptionAr ?? null,
        coverKey: seedCoverKey(item.cover),
        category: item.category,
        website: item.website,
        tags: item.tags,
        featured: item.featured,
        createdAt: at(index),
        updatedAt: at(index),
      })),
    )
    return true
  })

  return seeded
    ? { seeded: true, projects: SEED_PROJECTS.length, workItems: SEED_WORK_ITEMS.length }
    : skipped
}
