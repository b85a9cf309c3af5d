/** Where uploaded covers live: a local folder in Node, an R2 bucket in the Worker. */
export interface MediaObject {
  body: ReadableStream<Uint8Array> | Uint8Array
  contentType: string
  size: number
}

export interface MediaStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  get(key: string): Promise<MediaObject | null>
  delete(key: string): Promise<void>
}
