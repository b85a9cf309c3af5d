import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, resolve, sep } from 'node:path'
import type { MediaStore } from './store'

/** Media in a local folder (the Node entry's default). Keys are server-made, but paths are still confined. */
export function createFolderMediaStore(root: string): MediaStore {
  const base = resolve(root)
  const pathOf = (key: string) => {
    const path = resolve(base, key)
    if (!path.startsWith(base + sep)) throw new Error(`Media key escapes the media folder: ${key}`)
    return path
  }
  const metaPathOf = (key: string) => `${pathOf(key)}.type`

  return {
    async put(key, bytes, contentType) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, bytes)
      await writeFile(metaPathOf(key), contentType)
    },
    async get(key) {
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(pathOf(key)),
          readFile(metaPathOf(key), 'utf8'),
        ])
        return { body: new Uint8Array(bytes), contentType, size: bytes.byteLength }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(keys) {
      for (const key of typeof keys === 'string' ? [keys] : keys)
        await Promise.all([rm(pathOf(key), { force: true }), rm(metaPathOf(key), { force: true })])
    },
    async list(prefix) {
      let names: string[]
      try {
        names = await readdir(base, { recursive: true })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
      // Keys use `/` on every platform; the `.type` files beside each object are not objects.
      const keys = names
        .map((name) => name.split(sep).join('/'))
        .filter((key) => key.startsWith(prefix) && !key.endsWith('.type'))
      const listings = await Promise.all(
        keys.map(async (key) => {
          const info = await stat(pathOf(key)).catch(() => null)
          return info?.isFile() ? { key, uploaded: info.mtime, size: info.size } : null
        }),
      )
      return listings.filter((listing) => listing !== null)
    },
  }
}
