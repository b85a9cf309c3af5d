/** Where uploaded covers live: a local folder in Node, an R2 bucket in the Worker. */
export interface MediaObject {
  body: ReadableStream<Uint8Array<ArrayBuffer>> | Uint8Array<ArrayBuffer>
  contentType: string
  size: number
}

/** One stored object as a listing sees it. */
export interface MediaListing {
  key: string
  /** When the object was stored (R2's `uploaded`, the file's mtime). */
  uploaded: Date
  /** Its size in bytes, where the store says it in the listing (both stores here do). */
  size?: number
}

export interface MediaStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  get(key: string): Promise<MediaObject | null>
  /** Deletes one object, or several in as few calls as the store allows (R2: 1,000 keys a call). */
  delete(keys: string | readonly string[]): Promise<void>
  /** Every object whose key starts with `prefix` (e.g. `covers/`), in no particular order. */
  list(prefix: string): Promise<MediaListing[]>
}
