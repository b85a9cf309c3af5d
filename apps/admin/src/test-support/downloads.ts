import { vi } from 'vitest'

/**
 * Catches the files a screen saves: jsdom has no blob URLs, so the browser's are stood in for, and
 * the click on the link that would start the download is caught (both put back after the test:
 * setup.ts and the config's unstubGlobals). `blobs` holds each saved file in order; `click`'s
 * `mock.contexts` holds the links clicked, with the file names they offered.
 */
export function catchDownloads() {
  const blobs: Blob[] = []
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob)
    return `blob:download-${blobs.length}`
  })
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }))
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  return { blobs, click }
}
