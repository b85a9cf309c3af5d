import type { PublicWorkItem } from '@studio/contracts/work-items'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../config'
import { storedCover } from '../../test-support/stored-cover'
import { WORK_CARD_SIZES, WorkCard } from './work-card'

/** The link the View Project button expands into (a popover, looked up by the button's target). */
const expandedLink = (title: string) =>
  document.getElementById(
    screen.getByRole('button', { name: `View Project: ${title}` }).getAttribute('popovertarget') ?? '',
  )

const base: PublicWorkItem = {
  id: 1,
  title: 'Fernway',
  description: 'Outdoor store',
  title_ar: null,
  description_ar: null,
  cover_url: `${siteConfig.apiUrl}/media/covers/fernway.jpg`,
  cover: storedCover('covers/fernway.jpg', [4032, 3024], { placeholder: null, color: '#445566' }),
  category: 'ecommerce',
  tags: ['Next.js', 'Stripe'],
  href: '/work/fernway',
  website: 'https://fernway.example',
  featured: false,
}

describe('WorkCard', () => {
  it('is an article with cover, badge, title link, description and tags', () => {
    const { container } = render(<WorkCard language="en" item={base} />)
    expect(screen.getByRole('article', { name: 'Fernway' })).toBeInTheDocument()
    expect(container.querySelector('img')).toHaveAttribute('width', '4032')
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/covers/fernway.w480.webp')
    expect(container.querySelector('.work-card__cover')).toHaveAttribute('href', '/work/fernway')
    expect(screen.getByText('E-commerce')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Fernway' })).toHaveAttribute('href', '/work/fernway')
    expect(screen.getByText('Stripe')).toBeInTheDocument()
  })

  it('fetches the first card at high priority, never lazily, and every other card lazily', () => {
    const cover = (props: { first?: boolean }) =>
      render(<WorkCard language="en" item={base} {...props} />).container.querySelector('img')
    expect(cover({ first: true })).toHaveAttribute('fetchpriority', 'high')
    expect(cover({ first: true })).not.toHaveAttribute('loading')
    expect(cover({})).not.toHaveAttribute('fetchpriority')
    expect(cover({})).toHaveAttribute('loading', 'lazy')
  })

  it('links the cover and title to the case study when the item has no href', () => {
    const { container } = render(
      <WorkCard language="en" item={{ ...base, href: null, slug: 'fernway-outdoor-store' }} />,
    )
    expect(screen.getByRole('link', { name: 'Fernway' })).toHaveAttribute(
      'href',
      '/work/fernway-outdoor-store',
    )
    expect(container.querySelector('.work-card__cover')).toHaveAttribute(
      'href',
      '/work/fernway-outdoor-store',
    )
  })

  it('keeps the href over the case study when the item has both', () => {
    render(
      <WorkCard language="en" item={{ ...base, href: '/work/fernway', slug: 'fernway-outdoor-store' }} />,
    )
    expect(screen.getByRole('link', { name: 'Fernway' })).toHaveAttribute('href', '/work/fernway')
  })

  it("links to '#' when an older API sends neither href nor slug", () => {
    const { container } = render(<WorkCard language="en" item={{ ...base, href: null }} />)
    expect(screen.getByRole('link', { name: 'Fernway' })).toHaveAttribute('href', '#')
    expect(container.querySelector('.work-card__cover')).toHaveAttribute('href', '#')
  })

  it('shows no View Project button when there is neither website nor href', () => {
    render(
      <WorkCard language="en" item={{ ...base, href: null, website: null, slug: 'fernway-outdoor-store' }} />,
    )
    expect(screen.queryByRole('button', { name: /view project/i })).not.toBeInTheDocument()
  })

  it("shows a 'Featured' badge only on featured items", () => {
    const { unmount } = render(<WorkCard language="en" item={base} />)
    expect(screen.queryByText('Featured')).not.toBeInTheDocument()
    unmount()
    render(<WorkCard language="en" item={{ ...base, featured: true }} />)
    expect(screen.getByText('Featured')).toBeInTheDocument()
  })

  it('opens the website, not the href, from the expanded button', () => {
    render(<WorkCard language="en" item={base} />)
    expect(expandedLink('Fernway')).toHaveAttribute('href', 'https://fernway.example')
    expect(expandedLink('Fernway')).toHaveAttribute('target', '_blank')
  })

  it('falls back to the href when there is no website', () => {
    render(<WorkCard language="en" item={{ ...base, website: null }} />)
    expect(expandedLink('Fernway')).toHaveAttribute('href', '/work/fernway')
  })

  it("sizes the cover as the grid's columns are wide, with files of at most 480 px", () => {
    const { container } = render(<WorkCard language="en" item={base} first />)
    const sources = [...container.querySelectorAll('source')]
    expect(sources).toHaveLength(2)
    for (const source of sources) {
      expect(source).toHaveAttribute('sizes', WORK_CARD_SIZES)
      expect(source.getAttribute('srcset')).toMatch(/\.w480\.(avif|webp) 480w$/)
    }
  })

  it("describes the cover in the page's language: the studio's text, else the title", () => {
    const described = { ...base, title_ar: 'فيرنواي', cover_alt: 'A tent', cover_alt_ar: null }
    const english = render(<WorkCard language="en" item={described} />)
    expect(english.container.querySelector('img')).toHaveAttribute('alt', 'A tent')
    english.unmount()
    const arabic = render(<WorkCard language="ar" item={described} />)
    expect(arabic.container.querySelector('img')).toHaveAttribute('alt', 'فيرنواي')
  })

  it('shows the letter placeholder for a cover on another host', () => {
    const { container } = render(
      <WorkCard
        language="en"
        item={{ ...base, cover_url: 'https://elsewhere.example/a.jpg', cover: null }}
      />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('.cover-placeholder')).toHaveTextContent('F')
  })
})
