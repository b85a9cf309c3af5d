import { describe, expect, it } from 'vitest'
import {
  COVER_FALLBACK_SIZE,
  coverSources,
  mainCoverNameOfSmall,
  parseSizedCoverName,
  sizedCoverName,
  smallCoverHeight,
  smallCoverName,
} from './cover-sources'

const media = 'https://api.example.com/media'

describe('cover names', () => {
  it('writes and reads a sized main name, and pairs it with its 480 px sibling', () => {
    const name = sizedCoverName('0b5e8f1a-1111-4222-8333-944445555666', 1600, 1067)
    expect(name).toBe('0b5e8f1a-1111-4222-8333-944445555666.1600x1067.webp')
    expect(parseSizedCoverName(name)).toEqual({
      stem: '0b5e8f1a-1111-4222-8333-944445555666',
      width: 1600,
      height: 1067,
    })
    expect(smallCoverName('atlas.1200x800.webp')).toBe('atlas.1200x800.w480.webp')
    expect(mainCoverNameOfSmall('atlas.1200x800.w480.webp')).toBe('atlas.1200x800.webp')
  })

  it('promises no sibling for any other name', () => {
    for (const name of [
      'atlas.webp',
      'atlas.1200x800.png',
      'atlas.1200x800.w480.webp', // a sibling is not a main file
      'atlas.480x320.webp', // no smaller width to offer
      'atlas.5000x800.webp',
      'atlas.01200x800.webp',
      '.1200x800.webp',
      'a.b.1200x800.webp',
    ]) {
      expect(parseSizedCoverName(name)).toBeNull()
      expect(smallCoverName(name)).toBeNull()
    }
    expect(mainCoverNameOfSmall('atlas.webp')).toBeNull()
    expect(mainCoverNameOfSmall('atlas.w480.webp')).toBeNull()
  })

  it('keeps the aspect ratio for the small height', () => {
    expect(smallCoverHeight(1200, 800)).toBe(320)
    expect(smallCoverHeight(1600, 1067)).toBe(320)
    expect(smallCoverHeight(1600, 900)).toBe(270)
    expect(smallCoverHeight(4000, 1)).toBe(1)
  })
})

describe('coverSources', () => {
  it('gives an uploaded sized cover a two-width srcset and its real size', () => {
    const url = `${media}/covers/0b5e8f1a-1111-4222-8333-944445555666.1600x1067.webp`
    expect(coverSources(url)).toEqual({
      src: url,
      srcSet: `${media}/covers/0b5e8f1a-1111-4222-8333-944445555666.1600x1067.w480.webp 480w, ${url} 1600w`,
      width: 1600,
      height: 1067,
      intrinsic: true,
    })
  })

  it('does the same for seeded covers (1200 x 800)', () => {
    const url = 'http://localhost:8787/media/seed/atlas-bike-parts.1200x800.webp'
    const sources = coverSources(url)
    expect(sources?.srcSet).toBe(
      'http://localhost:8787/media/seed/atlas-bike-parts.1200x800.w480.webp 480w, ' +
        'http://localhost:8787/media/seed/atlas-bike-parts.1200x800.webp 1200w',
    )
    expect(sources).toMatchObject({ width: 1200, height: 800, intrinsic: true })
  })

  it('honours a media base that has no /media/ path', () => {
    const url = 'https://cdn.example.com/covers/x.1200x800.webp'
    expect(coverSources(url)?.srcSet).toBeUndefined()
    expect(coverSources(url, { mediaBaseUrl: 'https://cdn.example.com/' })?.srcSet).toBe(
      'https://cdn.example.com/covers/x.1200x800.w480.webp 480w, https://cdn.example.com/covers/x.1200x800.webp 1200w',
    )
    expect(
      coverSources('https://cdn.example.com/other/x.1200x800.webp', {
        mediaBaseUrl: 'https://cdn.example.com',
      })?.srcSet,
    ).toBeUndefined()
  })

  it.each([
    `${media}/covers/0b5e8f1a-1111-4222-8333-944445555666.png`, // single-file upload
    `${media}/seed/atlas-bike-parts.webp`, // seeded before sized names
    'https://images.example.org/photos/shot.1200x800.webp', // a foreign site
    `${media}/other/x.1200x800.webp`,
    `${media}/covers/x.1200x800.webp?v=2`,
    `${media}/covers/x.1200x800.webp#top`,
    `${media}/covers/x.1200x800.w480.webp`,
    'not a url',
    'data:image/webp;base64,AAAA',
  ])('shows %s from src alone, with the 3:2 fallback size', (url) => {
    expect(coverSources(url)).toEqual({
      src: url,
      srcSet: undefined,
      width: COVER_FALLBACK_SIZE.width,
      height: COVER_FALLBACK_SIZE.height,
      intrinsic: false,
    })
  })

  it('answers null when there is no cover', () => {
    expect(coverSources(null)).toBeNull()
    expect(coverSources(undefined)).toBeNull()
    expect(coverSources('')).toBeNull()
  })
})
