import type { PublicWorkItem } from '@studio/contracts/work-items'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
  cover_url: '/cover.webp',
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
    // A cover whose name states no size: src only, with the 3:2 size hint.
    expect(container.querySelector('img')).toHaveAttribute('width', '1200')
    expect(container.querySelector('img')).not.toHaveAttribute('srcset')
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

  it("sizes the cover as the grid's columns are wide", () => {
    const { container } = render(
      <WorkCard
        language="en"
        item={{ ...base, cover_url: 'https://api.example/media/covers/a.1200x800.webp' }}
        first
      />,
    )
    expect(container.querySelector('img')).toHaveAttribute('sizes', WORK_CARD_SIZES)
  })
})
