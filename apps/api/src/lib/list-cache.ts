import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { listVersions } from '../db/schema'

export type VersionedList = 'projects' | 'work_items'

export interface CachedList {
  body: string
  etag: string
}

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * A public list's serialised JSON and ETag, kept in memory and rebuilt only when the list's version
 * (bumped by database triggers on any write, from any process) has moved. A request costs one
 * primary-key read instead of reading, mapping and hashing every row.
 */
export function createListCache(db: Database, name: VersionedList, build: () => Promise<unknown>) {
  let cached: (CachedList & { version: number }) | null = null
  return async function read(): Promise<CachedList> {
    const [row] = await db
      .select({ version: listVersions.version })
      .from(listVersions)
      .where(eq(listVersions.name, name))
    const version = row?.version ?? -1
    if (cached && cached.version === version && version !== -1) return cached
    // A write landing between the version read and the build only causes one extra rebuild later.
    const body = JSON.stringify(await build())
    cached = { version, body, etag: `"${await sha1Hex(body)}"` }
    return cached
  }
}
