import { LIST_MESSAGES } from '@studio/contracts'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../config'
import type { ListData } from '../../lib/list-data'
import { AllWorkList, WORK_LIST_ID } from './all-work-list'

function item(id: number, category: string | null, extra: Partial<PublicWorkItem> = {}): PublicWorkItem {
  return {
    id,
    title: `Work ${id}`,
    description: `Description ${id}`,
    title_ar: null,
    description_ar: null,
    cover_url: null,
    category,
    tags: ['React'],
    href: `/work/${id}`,
    website: null,
    featured: false,
    ...extra,
  }
}

/** The list as the Worker renders it for an address: the view comes from the address's query. */
function renderList(state: ListData<PublicWorkItem> | PublicWorkItem[], url = '/all-work') {
  const list = Array.isArray(state) ? { kind: 'loaded' as const, items: state } : state
  render(<AllWorkList language="en" state={list} search={new URL(url, 'https://site.example').search} />)
}

const titles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const filters = () => screen.getByRole('navigation', { name: 'Filter by type' })
const pager = () => screen.getByRole('navigation', { name: 'All Work pages' })
const filterLink = (name: string) => within(filters()).getByRole('link', { name })
const pageLink = (name: string) => within(pager()).getByRole('link', { name })
const currentFilter = () => filters().querySelector('[aria-current]')?.textContent
const currentPage = () => pager().querySelector('[aria-current="page"]')?.getAttribute('aria-label')
const href = (element: HTMLElement) => element.getAttribute('href')

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
  it('shows the first page at once, with no loading text', () => {
    renderList(ITEMS)
    expect(screen.queryByText(LIST_MESSAGES.loading)).not.toBeInTheDocument()
    expect(titles()).toHaveLength(8)
  })

  it('shows the error text when the list failed to load', () => {
    renderList({ kind: 'error', message: LIST_MESSAGES.allWorkFailed })
    expect(screen.getByRole('alert')).toHaveTextContent(LIST_MESSAGES.allWorkFailed)
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    expect(screen.queryByRole('navigation', { name: 'All Work pages' })).not.toBeInTheDocument()
  })

  it('keeps the filter links when the list failed to load', () => {
    renderList({ kind: 'error', message: LIST_MESSAGES.loadFailed }, '/all-work?page=3')
    expect(href(filterLink('Apps'))).toBe('/all-work?category=apps')
    expect(screen.getByRole('alert')).toHaveTextContent(LIST_MESSAGES.loadFailed)
  })

  it('shows the filter as links in the spec order, each to its view from page 1', () => {
    renderList(ITEMS, '/all-work?page=2')
    const links = within(filters()).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'All',
      'Apps',
      'E-commerce',
      'Informative Websites',
      'Shopify',
    ])
    expect(links.map(href)).toEqual([
      '/all-work',
      '/all-work?category=apps',
      '/all-work?category=ecommerce',
      '/all-work?category=informative',
      '/all-work?category=shopify',
    ])
    expect(currentFilter()).toBe('All')
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
  })

  it('pages 8 items at a time with Prev, Next and numbers, each a link to its page', () => {
    renderList(ITEMS)
    expect(titles()).toEqual(['Work 1', 'Work 2', 'Work 3', 'Work 4', 'Work 5', 'Work 6', 'Work 7', 'Work 8'])
    expect(within(pager()).getByRole('button', { name: 'Prev' })).toBeDisabled()
    expect(href(pageLink('Page 1'))).toBe(`/all-work#${WORK_LIST_ID}`)
    expect(href(pageLink('Page 2'))).toBe(`/all-work?page=2#${WORK_LIST_ID}`)
    expect(href(pageLink('Page 3'))).toBe(`/all-work?page=3#${WORK_LIST_ID}`)
    expect(within(pager()).queryByRole('link', { name: 'Page 4' })).not.toBeInTheDocument()
    expect(href(pageLink('Next'))).toBe(`/all-work?page=2#${WORK_LIST_ID}`)
    expect(currentPage()).toBe('Page 1')
  })

  it('lands each page link on the card grid', () => {
    renderList(ITEMS)
    expect(document.getElementById(WORK_LIST_ID)).toContainElement(screen.getAllByRole('article')[0] ?? null)
  })

  it('shows the last page with Prev to the page before and Next disabled', () => {
    renderList(ITEMS, '/all-work?page=3')
    expect(titles()).toEqual(['Work 17'])
    expect(currentPage()).toBe('Page 3')
    expect(href(pageLink('Prev'))).toBe(`/all-work?page=2#${WORK_LIST_ID}`)
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('keeps the filter in the page links, and drops page 1 and every other parameter', () => {
    renderList(ITEMS, '/all-work?category=apps&page=2&utm_source=mail')
    expect(titles()).toEqual(['Work 9', 'Work 10'])
    expect(href(pageLink('Prev'))).toBe(`/all-work?category=apps#${WORK_LIST_ID}`)
    expect(href(pageLink('Page 2'))).toBe(`/all-work?category=apps&page=2#${WORK_LIST_ID}`)
    expect(href(filterLink('Shopify'))).toBe('/all-work?category=shopify')
  })

  it('renders the view an address asks for', () => {
    renderList(ITEMS, '/all-work?category=apps&page=2')
    expect(currentFilter()).toBe('Apps')
    expect(currentPage()).toBe('Page 2')
    expect(titles()).toEqual(['Work 9', 'Work 10'])
  })

  it('filters by category', () => {
    renderList(ITEMS, '/all-work?category=shopify')
    expect(titles()).toEqual(['Work 11', 'Work 12', 'Work 13'])
    expect(within(pager()).getAllByRole('link', { name: /^Page/ })).toHaveLength(1)
  })

  it('shows All for an unknown category', () => {
    renderList(ITEMS, '/all-work?category=nonsense')
    expect(currentFilter()).toBe('All')
    expect(titles()).toHaveLength(8)
  })

  it('shows page 1 for a page past the end or a malformed page', () => {
    renderList(ITEMS, '/all-work?category=shopify&page=99')
    expect(currentFilter()).toBe('Shopify')
    expect(currentPage()).toBe('Page 1')
    expect(titles()).toEqual(['Work 11', 'Work 12', 'Work 13'])
  })

  it('links a malformed address to clean ones', () => {
    renderList(ITEMS, '/all-work?category=nonsense&page=abc')
    expect(currentPage()).toBe('Page 1')
    expect(href(pageLink('Page 2'))).toBe(`/all-work?page=2#${WORK_LIST_ID}`)
  })

  it('labels badges from the filter list, else the raw category, else Other', () => {
    const badge = (title: string) =>
      screen.getByRole('article', { name: title }).querySelector('.work-card__badge')?.textContent
    renderList(ITEMS)
    expect(badge('Work 1')).toBe('Apps')
    renderList(ITEMS, '/all-work?page=2')
    expect(badge('Work 11')).toBe('Shopify')
    expect(badge('Work 14')).toBe('E-commerce')
    expect(badge('Work 15')).toBe('Informative Websites')
    expect(badge('Work 16')).toBe('games')
    renderList(ITEMS, '/all-work?page=3')
    expect(badge('Work 17')).toBe('Other')
  })

  it('fetches only the first cover of a page at high priority, the others lazily', () => {
    const covered = ITEMS.map((entry) => ({
      ...entry,
      cover_url: `${siteConfig.apiUrl}/media/covers/${entry.id}.jpg`,
    }))
    renderList(covered, '/all-work?page=2')
    const covers = screen.getAllByRole('article').map((card) => card.querySelector('img'))
    expect(covers[0]).toHaveAttribute('fetchpriority', 'high')
    expect(covers[0]).not.toHaveAttribute('loading')
    for (const cover of covers.slice(1)) {
      expect(cover).toHaveAttribute('loading', 'lazy')
      expect(cover).not.toHaveAttribute('fetchpriority')
    }
  })

  it('shows page 1 of an empty category', () => {
    renderList(
      ITEMS.filter((entry) => entry.category !== 'ecommerce'),
      '/all-work?category=ecommerce',
    )
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    expect(screen.getByText(/no projects in this category/i)).toBeInTheDocument()
  })
})
