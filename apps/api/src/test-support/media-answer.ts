import { expect } from 'vitest'
import { MEDIA_CACHE_CONTROL } from '../routes/media'

/**
 * Checks a served media object (test-only code, in Node and in workerd): its bytes and content type,
 * cached for good, never sniffed, and embeddable from another origin.
 */
export async function expectServedMedia(response: Response, contentType: string, bytes: Uint8Array) {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe(contentType)
  expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL)
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
}
