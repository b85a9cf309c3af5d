import { bytesToHex } from '@studio/contracts/bytes'
import type { Database } from '../db/client'
import { contentVersions } from '../db/schema'

/** What carries a public content version: the two public lists and the published site copy. */
export type VersionedContent = 'projects' | 'work_items' | 'site_content'

/**
 * Each versioned content's version. Database triggers give it a fresh random value with every write
 * to it, from any process, so a version names one state of one database.
 */
export type ContentVersions = Record<VersionedContent, number>

/** One string for all public content: the site's edge cache keys rendered pages on it. */
export function contentVersionOf(versions: ContentVersions): string {
  return `${versions.projects}.${versions.work_items}.${versions.site_content}`
}

/** No version row (a database the migrations have not reached): nothing is kept for it. */
const UNKNOWN_VERSION = -1

/** The versions as stored now: one read of the few rows of content_versions. */
export async function readContentVersions(db: Database): Promise<ContentVersions> {
  const rows = await db.select().from(contentVersions)
  const versionOf = (name: VersionedContent) =>
    rows.find((row) => row.name === name)?.version ?? UNKNOWN_VERSION
  return {
    projects: versionOf('projects'),
    work_items: versionOf('work_items'),
    site_content: versionOf('site_content'),
  }
}

/**
 * A snapshot of one versioned content (its serialised JSON and whatever else is derived from the
 * same rows), kept in memory and rebuilt when that content's version has moved. Every request reads
 * the versions, so a save from any process shows on the next request; the rows are read, serialised
 * and hashed once per change rather than once per request, which for a list of hundreds of items is
 * most of a request's cost.
 */
export function createVersionedSnapshot<Snapshot>(
  db: Database,
  name: VersionedContent,
  build: () => Promise<Snapshot>,
) {
  let cached: { version: number; snapshot: Snapshot } | null = null
  return async function read(): Promise<{ snapshot: Snapshot; versions: ContentVersions }> {
    const versions = await readContentVersions(db)
    const version = versions[name]
    if (cached?.version === version && version !== UNKNOWN_VERSION)
      return { snapshot: cached.snapshot, versions }
    // A write landing between the version read and the build only causes one extra rebuild later.
    const snapshot = await build()
    cached = { version, snapshot }
    return { snapshot, versions }
  }
}

export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))
  return bytesToHex(digest)
}
