import type { MediaStore } from './store'

/** Media in an R2 bucket (the Worker entry). The content type travels as the object's HTTP metadata. */
export function createR2MediaStore(bucket: R2Bucket): MediaStore {
  return {
    async put(key, bytes, contentType) {
      await bucket.put(key, bytes, { httpMetadata: { contentType } })
    },
    async get(key) {
      const object = await bucket.get(key)
      if (!object) return null
      return {
        body: object.body,
        contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
        size: object.size,
      }
    },
    async delete(keys) {
      const all = typeof keys === 'string' ? [keys] : keys
      // One operation (one subrequest of the invocation's budget) per 1,000 keys, R2's most a call.
      for (let at = 0; at < all.length; at += 1000) await bucket.delete(all.slice(at, at + 1000))
    },
    async list(prefix) {
      const listings = []
      let cursor: string | undefined
      // R2 answers at most 1,000 keys a call; the cursor walks the rest.
      for (;;) {
        const page = await bucket.list({ prefix, cursor })
        for (const object of page.objects)
          listings.push({ key: object.key, uploaded: object.uploaded, size: object.size })
        if (!page.truncated) return listings
        cursor = page.cursor
      }
    },
  }
}
