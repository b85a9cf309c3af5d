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
    expect(container.querySelector('img')).toHaveAttribute('width', '800')
    expect(container.querySelector('.work-card__cover')).toHaveAttribute('href', '/work/fernway')
    expect(screen.getByText('E-commerce')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Fernway' })).toHaveAttribute('href', '/work/fernway')
    expect(screen.getByText('Stripe')).toBeInTheDocument()
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
