import type { Database } from '../db/client'
import { listVersions } from '../db/schema'

export type VersionedList = 'projects' | 'work_items'

/** Each public list's version (bumped by database triggers on any write to it, from any process). */
export type ContentVersions = Record<VersionedList, number>

/** How long a version read stands before the database is asked again (per process or isolate). */
export const VERSION_CHECK_INTERVAL_MS = 1000

/** One string for all public content: the site's edge cache keys rendered pages on it. */
export function contentVersionOf(versions: ContentVersions): string {
  return `${versions.projects}.${versions.work_items}`
}

/**
 * What this process knows about a database's list versions. `generation` counts the content writes
 * this process made (admin routes call noteContentWrite); a read taken before the latest of them is
 * never trusted, so such a write shows at once while other processes' writes show within a second.
 */
interface VersionState {
  generation: number
  last: { at: number; generation: number; versions: ContentVersions } | null
  pending: { generation: number; read: Promise<ContentVersions> } | null
}

const states = new WeakMap<Database, VersionState>()

function stateOf(db: Database): VersionState {
  let state = states.get(db)
  if (!state) {
    state = { generation: 0, last: null, pending: null }
    states.set(db, state)
  }
  return state
}

/** Call after any write to a public list's rows made through this process: the next read sees it. */
export function noteContentWrite(db: Database): void {
  stateOf(db).generation += 1
}

async function readVersions(db: Database): Promise<ContentVersions> {
  const rows = await db.select().from(listVersions)
  const versionOf = (name: VersionedList) => rows.find((row) => row.name === name)?.version ?? -1
  return { projects: versionOf('projects'), work_items: versionOf('work_items') }
}

/**
 * The list versions, read from the database at most once per VERSION_CHECK_INTERVAL_MS (by the
 * app's clock) unless this process wrote since; concurrent callers share one read.
 */
export async function contentVersions(db: Database, now: number): Promise<ContentVersions> {
  const state = stateOf(db)
  const { generation, last } = state
  // A clock that went backwards (tests, NTP) counts as expired rather than fresh.
  const fresh =
    last && last.generation === generation && now >= last.at && now - last.at < VERSION_CHECK_INTERVAL_MS
  if (fresh) return last.versions
  if (state.pending?.generation !== generation) {
    const read = readVersions(db)
    state.pending = { generation, read }
    read.then(
      (versions) => {
        if (state.pending?.read === read) state.pending = null
        // Stamped with the generation seen before the read: a write that landed meanwhile forces another.
        if (!state.last || state.last.generation <= generation) state.last = { at: now, generation, versions }
      },
      () => {
        if (state.pending?.read === read) state.pending = null
      },
    )
  }
  return state.pending.read
}

/**
 * A public list's snapshot (its serialised JSON and whatever else is derived from the same rows),
 * kept in memory and rebuilt only when the list's version has moved. A request costs no database
 * read at all within a second of the last version check (see contentVersions).
 */
export function createListCache<Snapshot>(
  db: Database,
  name: VersionedList,
  build: () => Promise<Snapshot>,
  now: () => number,
) {
  let cached: { version: number; snapshot: Snapshot } | null = null
  return async function read(): Promise<{ snapshot: Snapshot; versions: ContentVersions }> {
    const versions = await contentVersions(db, now())
    const version = versions[name]
    if (cached && cached.version === version && version !== -1) return { snapshot: cached.snapshot, versions }
    // A write landing between the version read and the build only causes one extra rebuild later.
    const snapshot = await build()
    cached = { version, snapshot }
    return { snapshot, versions }
  }
}

export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
