import { isAbsolute, relative, resolve } from 'node:path'
import { ConfigError } from '../config'
import { createFolderMediaStore } from './folder-store'
import type { MediaStore } from './store'

const within = (path: string, folder: string) => {
  const rest = relative(folder, path)
  return rest === '' || (!rest.startsWith('..') && !isAbsolute(rest))
}

/**
 * The Node entry's archive store (ARCHIVE_DIR): backups and staged imports in a folder of their own.
 * Refused when it overlaps the media folder: whatever is inside the media folder can be served.
 */
export function createArchiveFolderStore(archiveDir: string, mediaDir: string): MediaStore {
  const archive = resolve(archiveDir)
  const media = resolve(mediaDir)
  if (within(archive, media) || within(media, archive)) {
    throw new ConfigError(
      'Invalid configuration:\n  ARCHIVE_DIR: must be a folder outside MEDIA_DIR (and not one that holds it): the media folder is served',
    )
  }
  return createFolderMediaStore(archive)
}
