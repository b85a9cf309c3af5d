import { API_MESSAGES } from '@studio/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { expectRefused } from '../../test-support/answers'
import { expectServedMedia } from '../../test-support/media-answer'
import { createTestApp, type TestApp } from '../../test-support/test-app'

let t: TestApp
const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50])

beforeEach(async () => {
  t = await createTestApp()
  await t.media.put('covers/2026/abc-123.webp', bytes, 'image/webp')
})

describe('GET /media/*', () => {
  it('serves a stored object with its content type and long-lived, cross-origin headers', async () => {
    const res = await t.app.request('/media/covers/2026/abc-123.webp', {
      headers: { Origin: 'http://localhost:5173' },
    })
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength))
    await expectServedMedia(res, 'image/webp', bytes)
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await t.app.request('/media/covers/2026/abc-123.webp', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(await res.text()).toBe('')
  })

  it('answers a missing object with a JSON 404', async () => {
    const res = await t.app.request('/media/covers/2026/missing.webp')
    await expectRefused(res, 404, API_MESSAGES.notFound)
  })

  it.each([
    '/media/covers/%2e%2e/%2e%2e/test.db',
    '/media/..%2f..%2ftest.db',
    '/media/covers%2f..%2f..%2ftest.db',
    '/media/.hidden',
    '/media/covers/2026/abc-123.webp%00.png',
    '/media/covers\\..\\test.db',
  ])('never reads outside the media folder: %s is a 404', async (path) => {
    const res = await t.app.request(path)
    await expectRefused(res, 404, API_MESSAGES.notFound)
  })
})

describe('only covers and share cards are public', () => {
  it.each([
    'backups/studio-2026-12-02.zip',
    'backups/media/5d41402abc4b2a76b9719d911017c592aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    'archive-imports/0b7c2f4e-1d2a-4c3b-9e8f-123456789abc/files/projects.ndjson/000000',
    'notes/anything.webp',
  ])('answers 404 for %s even when the media folder holds it', async (key) => {
    await t.media.put(key, bytes, 'image/webp')
    await expectRefused(await t.app.request(`/media/${key}`), 404, API_MESSAGES.notFound)
  })

  it('answers 404 for a cover key stored with a type that is not an image', async () => {
    await t.media.put('covers/2026/page.html', new TextEncoder().encode('<form>'), 'text/html')
    await expectRefused(await t.app.request('/media/covers/2026/page.html'), 404, API_MESSAGES.notFound)
  })

  it('serves a share card', async () => {
    await t.media.put('cards/en/home.0123abcd.jpg', bytes, 'image/jpeg')
    const res = await t.app.request('/media/cards/en/home.0123abcd.jpg')
    await expectServedMedia(res, 'image/jpeg', bytes)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
