import { LIST_MESSAGES } from '@studio/contracts'
import { ApiError } from '@studio/contracts/api-error'
import type { PublicClient } from '@studio/contracts/public-client'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AllWorkList } from './all-work-list'

function item(id: number, category: string | null, extra: Partial<PublicWorkItem> = {}): PublicWorkItem {
  return {
    id,
    title: `Work ${id}`,
    description: `Description ${id}`,
    cover_url: null,
    category,
    tags: ['React'],
    href: `/work/${id}`,
    website: null,
    featured: false,
    ...extra,
  }
}

function renderList(items: PublicWorkItem[] | Error) {
  const listAllWork = vi.fn<PublicClient['listAllWork']>(() =>
    items instanceof Error ? Promise.reject(items) : Promise.resolve(items),
  )
  render(<AllWorkList client={{ listAllWork }} />)
  return userEvent.setup()
}

const titles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

// 10 apps, 3 shopify, 1 ecommerce, 1 informative, 1 unknown, 1 without category: 17 items.
const ITEMS = [
  ...Array.from({ length: 10 }, (_, i) => item(i + 1, 'apps')),
  item(11, 'shopify'),
  item(12, 'shopify'),
  item(13, 'shopify'),
  item(14, 'ecommerce'),
  item(15, 'informative'),
  item(16, 'games'),
  item(17, null, { href: null }),
]

describe('AllWorkList', () => {
  it("shows 'Loading…' until the list arrives", async () => {
    renderList(ITEMS)
    expect(screen.getByText(LIST_MESSAGES.loading)).toBeInTheDocument()
    expect(await screen.findAllByRole('article')).toHaveLength(8)
  })

  it('shows the error text when loading fails', async () => {
    renderList(new ApiError(LIST_MESSAGES.allWorkFailed, 500, '/public/all-work'))
    expect(await screen.findByRole('alert')).toHaveTextContent(LIST_MESSAGES.allWorkFailed)
  })

  it("falls back to 'Failed to load' for an error without a message", async () => {
    renderList(new Error(''))
    expect(await screen.findByRole('alert')).toHaveTextContent(LIST_MESSAGES.loadFailed)
  })

  it('shows the filter tabs in the spec order', async () => {
    renderList(ITEMS)
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs).toEqual(['All', 'Apps', 'E-commerce', 'Informative Websites', 'Shopify'])
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
  })

  it('pages 8 items at a time with Prev, Next and numbers', async () => {
    const user = renderList(ITEMS)
    await screen.findAllByRole('article')
    expect(titles()).toEqual(['Work 1', 'Work 2', 'Work 3', 'Work 4', 'Work 5', 'Work 6', 'Work 7', 'Work 8'])
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(titles()[0]).toBe('Work 9')
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(titles()).toEqual(['Work 17'])
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('filters by category and resets to page 1 when the filter changes', async () => {
    const user = renderList(ITEMS)
    await screen.findAllByRole('article')
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await user.click(screen.getByRole('tab', { name: 'Apps' }))
    expect(titles()).toHaveLength(8)
    expect(titles()[0]).toBe('Work 1')
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

    await user.click(screen.getByRole('tab', { name: 'Shopify' }))
    expect(titles()).toEqual(['Work 11', 'Work 12', 'Work 13'])
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument()
  })

  it('moves between tabs with the arrow keys', async () => {
    const user = renderList(ITEMS)
    await screen.findAllByRole('article')
    screen.getByRole('tab', { name: 'All' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Apps' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Apps' })).toHaveAttribute('aria-selected', 'true')
  })

  it('labels badges from the filter list, else the raw category, else Other', async () => {
    const user = renderList(ITEMS)
    await screen.findAllByRole('article')
    const badge = (title: string) => {
      const card = screen.getByRole('article', { name: title })
      return card.querySelector('.work-card__badge')?.textContent
    }
    expect(badge('Work 1')).toBe('Apps')
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(badge('Work 11')).toBe('Shopify')
    expect(badge('Work 14')).toBe('E-commerce')
    expect(badge('Work 15')).toBe('Informative Websites')
    expect(badge('Work 16')).toBe('games')
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(badge('Work 17')).toBe('Other')
  })

  it("links the title to the item's href, or '#' when it has none", async () => {
    const user = renderList(ITEMS)
    await screen.findAllByRole('article')
    expect(screen.getByRole('link', { name: 'Work 1' })).toHaveAttribute('href', '/work/1')
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(screen.getByRole('link', { name: 'Work 17' })).toHaveAttribute('href', '#')
  })

  it('shows page 1 of an empty category', async () => {
    const user = renderList(ITEMS.filter((entry) => entry.category !== 'ecommerce'))
    await screen.findAllByRole('article')
    await user.click(screen.getByRole('tab', { name: 'E-commerce' }))
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    expect(screen.getByText(/no projects in this category/i)).toBeInTheDocument()
  })
})
