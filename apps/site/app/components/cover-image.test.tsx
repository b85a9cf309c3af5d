import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CoverImage } from './cover-image'

const SIZED = 'https://api.example/media/covers/abc.1600x1000.webp'

const img = (container: HTMLElement) => container.querySelector('img')

describe('CoverImage', () => {
  it('offers both stored widths with their sizes and the real size when the name states them', () => {
    const { container } = render(<CoverImage url={SIZED} alt="" sizes="50vw" priority="lazy" />)
    expect(img(container)).toHaveAttribute(
      'srcset',
      'https://api.example/media/covers/abc.1600x1000.w480.webp 480w, https://api.example/media/covers/abc.1600x1000.webp 1600w',
    )
    expect(img(container)).toHaveAttribute('sizes', '50vw')
    expect(img(container)).toHaveAttribute('width', '1600')
    expect(img(container)).toHaveAttribute('height', '1000')
    expect(img(container)).toHaveAttribute('loading', 'lazy')
    expect(img(container)).not.toHaveAttribute('fetchpriority')
  })

  it('shows any other address from src alone, with no srcset that could point at a missing file', () => {
    const { container } = render(
      <CoverImage url="https://elsewhere.example/a.jpg" alt="A" sizes="50vw" priority="lazy" />,
    )
    expect(img(container)).toHaveAttribute('src', 'https://elsewhere.example/a.jpg')
    expect(img(container)).not.toHaveAttribute('srcset')
    expect(img(container)).not.toHaveAttribute('sizes')
    expect(img(container)).toHaveAttribute('loading', 'lazy')
  })

  it('loads the largest paint at high priority and never lazily', () => {
    const { container } = render(<CoverImage url={SIZED} alt="" sizes="100vw" priority="high" />)
    expect(img(container)).toHaveAttribute('fetchpriority', 'high')
    expect(img(container)).not.toHaveAttribute('loading')
  })

  it('is asked for from the head of the first HTML, with its widths and priority; a lazy cover is not', () => {
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <CoverImage url={SIZED} alt="" sizes="50vw" priority="high" />
          <CoverImage url={SIZED.replace('abc', 'def')} alt="" sizes="50vw" priority="lazy" />
        </body>
      </html>,
    )
    const head = html.slice(0, html.indexOf('<body'))
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toMatch(/imagesrcset="[^"]*abc\.1600x1000\.w480\.webp 480w/i)
    expect(preloads[0]).toMatch(/imagesizes="50vw"/i)
    expect(preloads[0]).toMatch(/fetchpriority="high"/i)
  })
})
