import type { MediaStore } from '../media/store'
import { readAll } from './bytes'
import { ArchiveRefusal } from './refusal'

/**
 * The bytes of a file the archive code keeps in the media store (a backup, its media, a staged
 * manifest): refused with `texts.missing` when it is not there, with `texts.tooLarge` past `maxBytes`.
 */
export async function readStoredFile(
  media: MediaStore,
  key: string,
  maxBytes: number,
  texts: { missing: string; tooLarge: string },
) {
  const object = await media.get(key)
  if (!object) throw new ArchiveRefusal(texts.missing)
  return readAll(object.body, maxBytes, () => new ArchiveRefusal(texts.tooLarge))
}
