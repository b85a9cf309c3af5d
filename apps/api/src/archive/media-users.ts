import type { ProjectRecord, WorkItemRecord } from '@studio/contracts/archive'
import { smallCoverName } from '@studio/contracts/cover-sources'
import { coverVariantKeys } from '@studio/contracts/cover-variants'
import type { MediaCoverRow } from './records'

/**
 * Which records show each media key, for media.ndjson: a project's or work item's cover (with the
 * 480 px sibling a sized cover name promises) and a cover record's original and variants. Only informative: an
 * import stores every media file of the archive, used or not.
 */
export function mediaUsers(
  projects: readonly ProjectRecord[],
  workItems: readonly WorkItemRecord[],
  covers: readonly Pick<MediaCoverRow, 'key' | 'variantWidths' | 'avifWidths'>[],
): Map<string, string[]> {
  const users = new Map<string, string[]>()
  const add = (key: string, user: string) => {
    const list = users.get(key) ?? []
    if (!list.includes(user)) list.push(user)
    users.set(key, list)
  }
  const addCover = (key: string | null, user: string) => {
    if (!key) return
    add(key, user)
    const slash = key.lastIndexOf('/')
    const small = smallCoverName(key.slice(slash + 1))
    if (small) add(`${key.slice(0, slash + 1)}${small}`, user)
  }
  for (const project of projects) addCover(project.cover_key, `project:${project.id}`)
  for (const item of workItems) addCover(item.cover_key, `work_item:${item.id}`)
  for (const cover of covers) {
    const made = { widths: cover.variantWidths, avifWidths: cover.avifWidths }
    for (const key of [cover.key, ...coverVariantKeys(cover.key, made)]) add(key, `media_cover:${cover.key}`)
  }
  return users
}
