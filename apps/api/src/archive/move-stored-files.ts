import { ARCHIVE_LIMITS } from '@studio/contracts/archive'
import type { MediaStore } from '../media/store'
import { readAll } from './bytes'

/**
 * Moves every object under `prefixes` from one store to another: copied, then deleted from the
 * first. An object the second store already holds under that key is kept as it is there. Safe to run
 * again after a failure part-way (what was copied is not copied twice), and one listing per prefix
 * when there is nothing to move. Answers how many objects left the first store.
 */
export async function moveStoredFiles(
  from: MediaStore,
  to: MediaStore,
  prefixes: readonly string[],
): Promise<number> {
  let moved = 0
  for (const prefix of prefixes) {
    const listings = await from.list(prefix)
    if (listings.length === 0) continue
    const held = new Set((await to.list(prefix)).map((listing) => listing.key))
    for (const { key } of listings) {
      if (!held.has(key)) {
        const object = await from.get(key)
        if (!object) continue
        const bytes = await readAll(
          object.body,
          ARCHIVE_LIMITS.recordFileBytesMax,
          () => new Error(`${key} is too large to move`),
        )
        await to.put(key, bytes, object.contentType)
      }
      await from.delete(key)
      moved++
    }
  }
  return moved
}
