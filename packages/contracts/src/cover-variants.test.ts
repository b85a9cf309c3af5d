import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { isPublicMediaKey } from './cover-variants'
import {
  COVER_AVIF_MAX_SIDE,
  CoverImageSchema,
  coverSrcSet,
  coverStem,
  coverVariantKey,
  coverVariantKeys,
  isMediaKey,
  parseCoverVariantKey,
  planCoverVariants,
  variantHeight,
} from './covers'
import { PublicProjectSchema } from './projects'
import { PublicWorkItemSchema } from './work-items'

describe('planCoverVariants', () => {
  it('offers the standard widths below the original and its own width, never wider', () => {
    expect(planCoverVariants(4032, 3024)).toEqual({
      widths: [320, 480, 800, 1200, 1600],
      avifWidths: [320, 480, 800, 1200],
    })
    expect(planCoverVariants(1200, 800).widths).toEqual([320, 480, 800, 1200])
    expect(planCoverVariants(1000, 700).widths).toEqual([320, 480, 800, 1000])
    // A standard width within 10% of the original's is a near copy: left out.
    expect(planCoverVariants(850, 600).widths).toEqual([320, 480, 850])
    expect(planCoverVariants(300, 200).widths).toEqual([300])
    expect(planCoverVariants(0, 10)).toEqual({ widths: [], avifWidths: [] })
  })

  it('makes AVIF only where both sides are within the platform limit', () => {
    expect(COVER_AVIF_MAX_SIDE).toBe(1200)
    // A portrait phone photo: 1200 px wide is 1600 px tall.
    expect(planCoverVariants(3024, 4032)).toEqual({
      widths: [320, 480, 800, 1200, 1600],
      avifWidths: [320, 480, 800],
    })
    for (const [width, height] of [
      [4032, 3024],
      [3024, 4032],
      [1000, 4000],
      [4096, 1],
    ] as const) {
      for (const avif of planCoverVariants(width, height).avifWidths) {
        expect(Math.max(avif, variantHeight(width, height, avif))).toBeLessThanOrEqual(1200)
      }
    }
  })
})

describe('variant keys', () => {
  it("follow from the original's key, the legacy sibling's included", () => {
    expect(coverVariantKey('covers/0b5e8f1a.jpg', 800, 'avif')).toBe('covers/0b5e8f1a.w800.avif')
    expect(coverVariantKey('covers/a.1600x1067.webp', 480, 'webp')).toBe('covers/a.1600x1067.w480.webp')
    expect(coverVariantKey('seed/atlas-bike-parts.webp', 320, 'webp')).toBe('seed/atlas-bike-parts.w320.webp')
    expect(coverStem('covers/noext')).toBe('covers/noext')
    expect(coverStem('dir.v2/name')).toBe('dir.v2/name')
    expect(coverVariantKeys('covers/a.png', { widths: [320, 640], avifWidths: [320] })).toEqual([
      'covers/a.w320.webp',
      'covers/a.w640.webp',
      'covers/a.w320.avif',
    ])
  })

  it('are read back, and nothing else reads as one', () => {
    expect(parseCoverVariantKey('covers/a.w800.avif')).toEqual({
      stem: 'covers/a',
      width: 800,
      format: 'avif',
    })
    expect(parseCoverVariantKey('covers/a.1600x1067.w480.webp')).toEqual({
      stem: 'covers/a.1600x1067',
      width: 480,
      format: 'webp',
    })
    for (const key of [
      'covers/a.jpg',
      'covers/a.w800.png',
      'covers/a.w0.webp',
      'covers/a.w.webp',
      '.w800.webp',
    ]) {
      expect(parseCoverVariantKey(key), key).toBeNull()
    }
  })

  it('make a srcset per format under the media base the caller serves from', () => {
    const cover = { key: 'covers/a.jpg', widths: [320, 480], avif_widths: [320] }
    expect(coverSrcSet('/media/', cover, 'webp')).toBe(
      '/media/covers/a.w320.webp 320w, /media/covers/a.w480.webp 480w',
    )
    expect(coverSrcSet('https://api.example/media', cover, 'avif')).toBe(
      'https://api.example/media/covers/a.w320.avif 320w',
    )
  })

  it('accept only safe media keys: no dot segments, empty segments or odd characters', () => {
    for (const key of [
      'covers/0b5e8f1a.w800.avif',
      'seed/atlas-bike-parts.webp',
      'covers/2026/01/a_b-c.avif',
    ]) {
      expect(isMediaKey(key), key).toBe(true)
    }
    for (const key of [
      '',
      '..',
      '../x',
      '../etc/passwd',
      'a/../b',
      'covers/../x',
      'a//b',
      'covers//a',
      '/a',
      '/covers/a',
      'a/',
      '.env',
      'a/.b',
      'covers/.hidden',
      'a\\b',
      'a b',
      'a%2fb',
    ]) {
      expect(isMediaKey(key), key).toBe(false)
    }
  })

  it('call public only the covers, the demo covers and cards, never backups or staged imports', () => {
    for (const key of ['covers/0b5e8f1a.w800.avif', 'seed/atlas-bike-parts.webp', 'cards/a.png']) {
      expect(isPublicMediaKey(key), key).toBe(true)
    }
    for (const key of [
      'backups/studio.zip',
      'archive-imports/x.zip',
      'other/a.png',
      'covers/../x',
      'covers',
    ]) {
      expect(isPublicMediaKey(key), key).toBe(false)
    }
  })
})

describe('CoverImageSchema and the public items', () => {
  const cover = {
    key: 'covers/a.jpg',
    width: 4032,
    height: 3024,
    placeholder: 'data:image/webp;base64,UklGRg==',
    color: '#4e8661',
    widths: [320, 480],
    avif_widths: [320],
  }

  it('reads a cover, and a malformed part of it as its safe default', () => {
    expect(CoverImageSchema.parse(cover)).toEqual(cover)
    expect(
      CoverImageSchema.parse({
        ...cover,
        placeholder: `data:image/webp;base64,${'A'.repeat(2000)}`,
        color: 'red',
      }),
    ).toMatchObject({ placeholder: null, color: null })
    expect(CoverImageSchema.parse({ ...cover, placeholder: 'javascript:alert(1)' }).placeholder).toBeNull()
  })

  it('reads an item whose cover is malformed as having none, and an older answer without the fields', () => {
    const project = { title: 'T', description: 'D', tags: [] }
    expect(PublicProjectSchema.parse({ ...project, cover: { ...cover, key: '../x' } }).cover).toBeNull()
    expect(PublicProjectSchema.parse({ ...project, cover, cover_alt: 'Alt', cover_alt_ar: 7 })).toMatchObject(
      {
        cover,
        cover_alt: 'Alt',
        cover_alt_ar: null,
      },
    )
    const older = z.array(PublicWorkItemSchema).parse([{ id: 1, title: 'T', description: 'D', tags: [] }])[0]
    expect(older?.cover ?? null).toBeNull()
  })
})
