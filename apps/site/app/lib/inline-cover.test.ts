// @vitest-environment jsdom-server
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createTestApp } from '@studio/api/test-app'
import { describe, expect, it } from 'vitest'
import { INLINE_COVER_MAX_BYTES, inlineCover } from './inline-cover'

const SEED_COVER = readFileSync(
  resolve(import.meta.dirname, '../../../api/seed/covers/harbourline-banking.webp'),
)
const MEDIA = 'http://localhost:8787/media'

/** The real API with its media folder holding `bytes` as a sized cover (and its 480 px sibling). */
async function mediaWith(bytes: Uint8Array, type = 'image/webp') {
  const api = await createTestApp()
  await api.deps.media.put('covers/cover.1200x800.webp', bytes, type)
  await api.deps.media.put('covers/cover.1200x800.w480.webp', bytes, type)
  const asked: string[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(String(input))
    return api.app.request(String(input), init)
  }) as typeof fetch
  return { fetcher, asked }
}

describe('inlineCover', () => {
  it('sends a small cover of the media store inside the page, as the same bytes', async () => {
    const { fetcher, asked } = await mediaWith(SEED_COVER)
    const inlined = await inlineCover(`${MEDIA}/covers/cover.1200x800.webp`, fetcher)
    expect(asked).toEqual([`${MEDIA}/covers/cover.1200x800.webp`])
    expect(inlined?.startsWith('data:image/webp;base64,')).toBe(true)
    expect(Buffer.from(inlined?.split(',')[1] ?? '', 'base64').equals(SEED_COVER)).toBe(true)
  })

  it('links a cover larger than the limit as usual', async () => {
    const large = new Uint8Array(INLINE_COVER_MAX_BYTES + 1)
    large.set(SEED_COVER)
    const { fetcher } = await mediaWith(large)
    expect(await inlineCover(`${MEDIA}/covers/cover.1200x800.webp`, fetcher)).toBeNull()
  })

  it('never inlines what is not a raster image, a missing file, or a cover of another host', async () => {
    const svg = await mediaWith(
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
    )
    expect(await inlineCover(`${MEDIA}/covers/cover.1200x800.webp`, svg.fetcher)).toBeNull()
    expect(await inlineCover(`${MEDIA}/covers/gone.1200x800.webp`, svg.fetcher)).toBeNull()
    const foreign = await mediaWith(SEED_COVER)
    expect(await inlineCover('https://images.example.com/cover.jpg', foreign.fetcher)).toBeNull()
    expect(await inlineCover(null, foreign.fetcher)).toBeNull()
    expect(foreign.asked).toEqual([])
  })

  it('links the cover as usual when the media store does not answer', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    expect(await inlineCover(`${MEDIA}/covers/cover.1200x800.webp`, down)).toBeNull()
  })
})
