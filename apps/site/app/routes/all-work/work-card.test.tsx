import type { PublicWorkItem } from '@studio/contracts/work-items'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WorkCard } from './work-card'

const base: PublicWorkItem = {
  id: 1,
  title: 'Fernway',
  description: 'Outdoor store',
  cover_url: '/cover.webp',
  category: 'ecommerce',
  tags: ['Next.js', 'Stripe'],
  href: '/work/fernway',
  website: 'https://fernway.example',
  featured: false,
}

describe('WorkCard', () => {
  afterEach(() => vi.restoreAllMocks())

  it('is an article with cover, badge, title link, description and tags', () => {
    const { container } = render(<WorkCard item={base} />)
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
      render(<WorkCard item={base} {...props} />).container.querySelector('img')
    expect(cover({ first: true })).toHaveAttribute('fetchpriority', 'high')
    expect(cover({ first: true })).not.toHaveAttribute('loading')
    expect(cover({})).not.toHaveAttribute('fetchpriority')
    expect(cover({})).toHaveAttribute('loading', 'lazy')
  })

  it('links the cover and title to the case study when the item has no href', () => {
    const { container } = render(<WorkCard item={{ ...base, href: null, slug: 'fernway-outdoor-store' }} />)
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
    render(<WorkCard item={{ ...base, href: '/work/fernway', slug: 'fernway-outdoor-store' }} />)
    expect(screen.getByRole('link', { name: 'Fernway' })).toHaveAttribute('href', '/work/fernway')
  })

  it("links to '#' when an older API sends neither href nor slug", () => {
    const { container } = render(<WorkCard item={{ ...base, href: null }} />)
    expect(screen.getByRole('link', { name: 'Fernway' })).toHaveAttribute('href', '#')
    expect(container.querySelector('.work-card__cover')).toHaveAttribute('href', '#')
  })

  it('shows no View Project button when there is neither website nor href', () => {
    render(<WorkCard item={{ ...base, href: null, website: null, slug: 'fernway-outdoor-store' }} />)
    expect(screen.queryByRole('button', { name: /view project/i })).not.toBeInTheDocument()
  })

  it("shows a 'Featured' badge only on featured items", () => {
    const { unmount } = render(<WorkCard item={base} />)
    expect(screen.queryByText('Featured')).not.toBeInTheDocument()
    unmount()
    render(<WorkCard item={{ ...base, featured: true }} />)
    expect(screen.getByText('Featured')).toBeInTheDocument()
  })

  it('opens the website, not the href, on the second tap', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const user = userEvent.setup()
    render(<WorkCard item={base} />)
    const button = screen.getByRole('button', { name: /view project/i })
    await user.click(button)
    await user.click(button)
    expect(open).toHaveBeenCalledWith('https://fernway.example', '_blank', 'noopener,noreferrer')
  })

  it('falls back to the href when there is no website', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const user = userEvent.setup()
    render(<WorkCard item={{ ...base, website: null }} />)
    const button = screen.getByRole('button', { name: /view project/i })
    await user.click(button)
    await user.click(button)
    expect(open).toHaveBeenCalledWith('/work/fernway', '_blank', 'noopener,noreferrer')
  })
})
