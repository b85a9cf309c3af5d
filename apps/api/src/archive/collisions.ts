import {
  ARCHIVE_MESSAGES,
  type ArchiveKind,
  type ArchiveManifest,
  type ImportPlan,
  type PlanConflict,
} from '@studio/contracts/archive'
import type { Database } from '../db/client'
import { readStudioId } from '../settings/store'
import type { ArchiveSource } from './source'

/**
 * Records of one id in the archive and in the studio. An archive this studio wrote (a restore of
 * its own backup or export: the manifest's studio_id is this studio's) updates them, as it always
 * did. From another studio, or from one that does not say (format 2 and older), a record the studio
 * holds under the same id with other content is an unrelated record that happens to share an id
 * (ids are counters, and every studio starts at 1): a conflict, never a silent overwrite. Identical
 * records are simply unchanged, whatever the archive's origin, so importing another studio's
 * archive twice, or our own old one, is no conflict. With replace the studio becomes a copy of the
 * archive, so such a record is not a conflict but counted as deleted (the studio's) and created
 * (the archive's): the typed confirmation covers it like any other deletion.
 *
 * The studio id is not a secret and proves nothing (anyone with one of our archives can copy it):
 * it keeps honest imports from overwriting unrelated records; every record is still checked
 * against the admin's rules whatever its origin (record-rules.ts).
 */

export type ArchiveOrigin = NonNullable<ImportPlan['archive']['origin']>

/** What an import does with a stored record of an archived record's id and other content. */
export type CollisionPolicy = 'update' | 'conflict' | 'replace'

export async function archiveOrigin(
  db: Database,
  { manifest, source }: { manifest: ArchiveManifest; source: Pick<ArchiveSource, 'ownStudio'> },
): Promise<ArchiveOrigin> {
  if (source.ownStudio) return 'this_studio'
  if (!manifest.studio_id) return 'unknown'
  return manifest.studio_id === (await readStudioId(db)) ? 'this_studio' : 'other_studio'
}

export function collisionPolicy(origin: ArchiveOrigin, replace: boolean): CollisionPolicy {
  if (origin === 'this_studio') return 'update'
  return replace ? 'replace' : 'conflict'
}

/** A stored record and the archive's of the same id, named as a person recognises them. */
export interface Collision {
  id: string
  here: string
  archived: string
}

const NOUNS: Partial<Record<ArchiveKind, string>> = {
  projects: 'Project',
  work_items: 'Work item',
  site_content_revisions: 'Revision',
  contact_messages: 'Enquiry',
}

export function collisionOf(kind: ArchiveKind, id: string, here: string, archived: string): Collision {
  const noun = NOUNS[kind] ?? kind
  return { id, here: `${noun} ${id} (${here})`, archived: `${noun.toLowerCase()} ${id} (${archived})` }
}

/** Conflicts listed one by one per kind; the rest are counted in one more. */
const LISTED = 100

export function collisionConflicts(
  kind: ArchiveKind,
  collisions: readonly Collision[],
  origin: ArchiveOrigin,
): PlanConflict[] {
  if (origin === 'this_studio') return []
  const conflicts: PlanConflict[] = collisions.slice(0, LISTED).map((collision) => ({
    kind,
    id: collision.id,
    message: ARCHIVE_MESSAGES.idCollision(collision.here, collision.archived, origin),
  }))
  const more = collisions.length - LISTED
  if (more > 0) conflicts.push({ kind, id: '', message: ARCHIVE_MESSAGES.moreIdCollisions(more) })
  return conflicts
}
