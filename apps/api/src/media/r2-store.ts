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
      if (typeof keys === 'string') return void (await bucket.delete(keys))
      // One operation (one subrequest of the invocation's budget) per 1,000 keys, R2's most a call.
      for (let at = 0; at < keys.length; at += 1000) await bucket.delete(keys.slice(at, at + 1000))
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
