import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../config'
import { storedCover } from '../test-support/stored-cover'
import { CoverImage } from './cover-image'

const PHOTO = storedCover('covers/abc.jpg', [1600, 1000], {
  placeholder: 'data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoQAAwAPm0=',
  color: '#223344',
})
const item = { cover_url: `${siteConfig.apiUrl}/media/covers/abc.jpg`, cover: PHOTO }
const LAYOUT = { sizes: '(min-width: 800px) 50vw, 100vw', maxWidth: 800 }

const picture = (container: HTMLElement) => container.querySelector('picture')
const img = (container: HTMLElement) => container.querySelector('img')

describe('CoverImage', () => {
  it('is a <picture> of AVIF then WebP sources with the layout sizes, sized by the original, its placeholder behind', () => {
    const { container } = render(<CoverImage item={item} alt="A harbour" layout={LAYOUT} priority="lazy" />)
    const sources = [...(picture(container)?.querySelectorAll('source') ?? [])]
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/media/covers/abc.w320.avif 320w, /media/covers/abc.w480.avif 480w, /media/covers/abc.w800.avif 800w',
    )
    for (const source of sources) expect(source).toHaveAttribute('sizes', LAYOUT.sizes)
    expect(img(container)).toHaveAttribute('src', '/media/covers/abc.w800.webp')
    expect(img(container)).toHaveAttribute('alt', 'A harbour')
    expect(img(container)).toHaveAttribute('width', '1600')
    expect(img(container)).toHaveAttribute('height', '1000')
    expect(img(container)).toHaveAttribute('loading', 'lazy')
    expect(img(container)).not.toHaveAttribute('fetchpriority')
    expect(img(container)?.style.backgroundColor).toBe('rgb(34, 51, 68)')
    expect(img(container)?.style.backgroundImage).toContain(PHOTO.placeholder)
  })

  it("marks an English alternative text on an Arabic page with the text's language", () => {
    const { container } = render(
      <CoverImage item={item} alt="Harbourline" altLang="en" layout={LAYOUT} priority="lazy" />,
    )
    expect(img(container)).toHaveAttribute('lang', 'en')
  })

  it('shows the fallback for a cover on another host: the site loads no image from content', () => {
    const { container } = render(
      <CoverImage
        item={{ cover_url: 'https://elsewhere.example/a.jpg', cover: null }}
        alt="A"
        layout={LAYOUT}
        priority="lazy"
        fallback={<span className="letter">A</span>}
      />,
    )
    expect(img(container)).toBeNull()
    expect(container.querySelector('.letter')).toHaveTextContent('A')
  })

  it('loads the largest paint at high priority and never lazily', () => {
    const { container } = render(<CoverImage item={item} alt="" layout={LAYOUT} priority="high" />)
    expect(img(container)).toHaveAttribute('fetchpriority', 'high')
    expect(img(container)).not.toHaveAttribute('loading')
  })

  it('is preloaded from the head of the first HTML in the AVIF the browser picks, once; a lazy cover is not', () => {
    const other = { cover_url: null, cover: { ...PHOTO, key: 'covers/def.jpg' } }
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <CoverImage item={item} alt="" layout={LAYOUT} priority="high" />
          <CoverImage item={other} alt="" layout={LAYOUT} priority="lazy" />
        </body>
      </html>,
    )
    const head = html.slice(0, html.indexOf('<body'))
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toMatch(/type="image\/avif"/)
    expect(preloads[0]).toMatch(
      /imagesrcset="\/media\/covers\/abc\.w320\.avif 320w, [^"]*abc\.w800\.avif 800w"/i,
    )
    expect(preloads[0]).not.toMatch(/w1200/)
    expect(preloads[0]).toMatch(/imagesizes="\(min-width: 800px\) 50vw, 100vw"/i)
    expect(preloads[0]).toMatch(/fetchpriority="high"/i)
    // React adds no preload of its own for an <img> inside a <picture>, which would fetch the WebP too.
    expect(head).not.toContain('.webp')
  })

  it('preloads only where its layout shows, when the page holds one layout per viewport', () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <CoverImage item={item} alt="" layout={LAYOUT} priority="high" preloadMedia="(min-width: 1025px)" />
        </body>
      </html>,
    )
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*media="\(min-width: 1025px\)"/)
  })
})
