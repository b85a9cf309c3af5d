// @vitest-environment node
import type { CoverImage } from '@studio/contracts/covers'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../config'
import { coverAlt, coverPicture, coverPreload, ownMediaKey } from './cover-picture'

const PHOTO: CoverImage = {
  key: 'covers/abc.jpg',
  width: 4032,
  height: 3024,
  placeholder: 'data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoQAAwAPm0==',
  color: '#6a5f4e',
  widths: [320, 480, 800, 1200, 1600],
  avif_widths: [320, 480, 800],
}

const ours = (key: string) => `${siteConfig.apiUrl}/media/${key}`

describe('coverPicture', () => {
  it("offers every variant under the site's own /media, AVIF first, with the original's size and placeholder", () => {
    expect(coverPicture({ cover_url: ours(PHOTO.key), cover: PHOTO }, { sizes: '100vw' })).toEqual({
      sources: [
        {
          type: 'image/avif',
          srcSet:
            '/media/covers/abc.w320.avif 320w, /media/covers/abc.w480.avif 480w, /media/covers/abc.w800.avif 800w',
        },
        {
          type: 'image/webp',
          srcSet:
            '/media/covers/abc.w320.webp 320w, /media/covers/abc.w480.webp 480w, /media/covers/abc.w800.webp 800w, /media/covers/abc.w1200.webp 1200w, /media/covers/abc.w1600.webp 1600w',
        },
      ],
      src: '/media/covers/abc.w800.webp',
      width: 4032,
      height: 3024,
      placeholder: { color: '#6a5f4e', image: PHOTO.placeholder },
    })
  })

  it("offers no file wider than the layout's cap, and the narrowest when none is that narrow", () => {
    const capped = coverPicture({ cover_url: null, cover: PHOTO }, { sizes: '50vw', maxWidth: 480 })
    expect(capped?.sources.map((source) => source.srcSet)).toEqual([
      '/media/covers/abc.w320.avif 320w, /media/covers/abc.w480.avif 480w',
      '/media/covers/abc.w320.webp 320w, /media/covers/abc.w480.webp 480w',
    ])
    expect(capped?.src).toBe('/media/covers/abc.w480.webp')
    const tiny = coverPicture({ cover_url: null, cover: PHOTO }, { sizes: '50vw', maxWidth: 100 })
    expect(tiny?.sources.map((source) => source.srcSet)).toEqual([
      '/media/covers/abc.w320.avif 320w',
      '/media/covers/abc.w320.webp 320w',
    ])
  })

  it('shows the original alone, sized, when the cover has no variants (an animation, a failed variant)', () => {
    const animation = { ...PHOTO, key: 'covers/spin.gif', widths: [], avif_widths: [] }
    expect(coverPicture({ cover_url: ours(animation.key), cover: animation }, { sizes: '100vw' })).toEqual({
      sources: [],
      src: '/media/covers/spin.gif',
      width: 4032,
      height: 3024,
      placeholder: { color: '#6a5f4e', image: PHOTO.placeholder },
    })
  })

  it('puts nothing behind a cover that is not opaque, and draws no placeholder that is not a small base64 raster', () => {
    const clear = coverPicture({ cover_url: null, cover: { ...PHOTO, color: null } }, { sizes: '1px' })
    expect(clear?.placeholder).toBeNull()
    for (const placeholder of [
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:image/webp;base64,AAAA") , url("https://tracker.example/p.gif',
      'data:image/webp,raw',
    ]) {
      const picture = coverPicture({ cover_url: null, cover: { ...PHOTO, placeholder } }, { sizes: '1px' })
      expect(picture?.placeholder, placeholder).toEqual({ color: '#6a5f4e', image: null })
    }
  })

  it('shows a cover of our media store without a record from /media, and nothing from another host', () => {
    expect(coverPicture({ cover_url: ours('seed/harbourline.webp'), cover: null }, { sizes: '1px' })).toEqual(
      {
        sources: [],
        src: '/media/seed/harbourline.webp',
        placeholder: null,
      },
    )
    for (const foreign of [
      'https://elsewhere.example/media/covers/a.jpg',
      `${siteConfig.apiUrl}.evil.example/media/covers/a.jpg`,
      `${siteConfig.apiUrl}/media/../auth/me`,
      `${siteConfig.apiUrl}/public/all-work`,
      '/media/covers/a.jpg',
    ]) {
      expect(coverPicture({ cover_url: foreign, cover: null }, { sizes: '1px' }), foreign).toBeNull()
    }
    expect(coverPicture({ cover_url: null }, { sizes: '1px' })).toBeNull()
  })
})

describe('ownMediaKey', () => {
  it('is the key of an address under the API media path that passes the media key rule', () => {
    expect(ownMediaKey(ours('covers/a.w800.avif'))).toBe('covers/a.w800.avif')
    expect(ownMediaKey(ours('covers/.hidden'))).toBeNull()
    expect(ownMediaKey(null)).toBeNull()
  })
})

describe('coverPreload', () => {
  it("preloads the first source's files, by type, with the layout's sizes", () => {
    const picture = coverPicture({ cover_url: null, cover: PHOTO }, { sizes: '90vw', maxWidth: 480 })
    expect(picture && coverPreload(picture, '90vw')).toEqual({
      href: '/media/covers/abc.w480.webp',
      type: 'image/avif',
      imageSrcSet: '/media/covers/abc.w320.avif 320w, /media/covers/abc.w480.avif 480w',
      imageSizes: '90vw',
    })
  })

  it('preloads WebP when the cover has no AVIF, and the file alone when it has no variants', () => {
    const webpOnly = coverPicture({ cover_url: null, cover: { ...PHOTO, avif_widths: [] } }, { sizes: '1px' })
    expect(webpOnly && coverPreload(webpOnly, '1px')).toMatchObject({ type: 'image/webp' })
    const original = coverPicture({ cover_url: ours('seed/a.webp') }, { sizes: '1px' })
    expect(original && coverPreload(original, '1px')).toEqual({ href: '/media/seed/a.webp' })
  })
})

describe('coverAlt', () => {
  const item = { title: 'Harbourline', description: 'd', title_ar: 'هاربورلاين' }

  it("is the studio's text in the page's language, else the item's title in that language", () => {
    const described = { ...item, cover_alt: 'A banking app on a phone', cover_alt_ar: 'تطبيق مصرفي على هاتف' }
    expect(coverAlt(described, 'en')).toEqual({ text: 'A banking app on a phone', lang: undefined })
    expect(coverAlt(described, 'ar')).toEqual({ text: 'تطبيق مصرفي على هاتف', lang: undefined })
    expect(coverAlt({ ...item, cover_alt: '  ' }, 'en')).toEqual({ text: 'Harbourline', lang: undefined })
    expect(coverAlt({ ...item, cover_alt: 'English only' }, 'ar')).toEqual({
      text: 'هاربورلاين',
      lang: undefined,
    })
    expect(coverAlt({ title: 'Harbourline', description: 'd' }, 'ar')).toEqual({
      text: 'Harbourline',
      lang: 'en',
    })
  })
})
