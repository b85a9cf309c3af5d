import { LIST_MESSAGES } from '@studio/contracts'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub, useLoaderData, useLocation, useNavigate } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ListData } from '../../lib/list-data'
import { AllWorkList } from './all-work-list'
import { shouldRevalidate } from './route'

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

/** The address bar and the browser's Back button, as far as the test needs them. */
function Browser() {
  const location = useLocation()
  const navigate = useNavigate()
  return (
    <>
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  )
}

/** The page as it hydrates: the list comes with it, as the loader's data. */
function AllWorkPage() {
  return (
    <>
      <Browser />
      <AllWorkList state={useLoaderData<ListData<PublicWorkItem>>()} />
    </>
  )
}

function renderList(state: ListData<PublicWorkItem> | PublicWorkItem[], url = '/all-work') {
  const list = Array.isArray(state) ? { kind: 'loaded' as const, items: state } : state
  // As on the site: the list comes with the page, and a new view does not load it again.
  const Stub = createRoutesStub([
    { id: 'all-work', path: '/all-work', Component: AllWorkPage, loader: () => list, shouldRevalidate },
  ])
  render(<Stub initialEntries={[url]} hydrationData={{ loaderData: { 'all-work': list } }} />)
  return userEvent.setup()
}

const titles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
const address = () => screen.getByRole('status', { name: 'Address' }).textContent
const currentPage = () =>
  screen
    .getByRole('navigation', { name: 'All Work pages' })
    .querySelector('[aria-current="page"]')
    ?.getAttribute('aria-label')
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent

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

  it('keeps the tabs working when the list failed to load', async () => {
    const user = renderList({ kind: 'error', message: LIST_MESSAGES.loadFailed }, '/all-work?page=3')
    await user.click(screen.getByRole('tab', { name: 'Apps' }))
    expect(address()).toBe('/all-work?category=apps')
    expect(screen.getByRole('alert')).toHaveTextContent(LIST_MESSAGES.loadFailed)
  })

  it('shows the filter tabs in the spec order', () => {
    renderList(ITEMS)
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs).toEqual(['All', 'Apps', 'E-commerce', 'Informative Websites', 'Shopify'])
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
  })

  it('pages 8 items at a time with Prev, Next and numbers, each page with its own address', async () => {
    const user = renderList(ITEMS)
    expect(titles()).toEqual(['Work 1', 'Work 2', 'Work 3', 'Work 4', 'Work 5', 'Work 6', 'Work 7', 'Work 8'])
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Page 4' })).not.toBeInTheDocument()
    expect(address()).toBe('/all-work')

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(titles()[0]).toBe('Work 9')
    expect(address()).toBe('/all-work?page=2')
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(titles()).toEqual(['Work 17'])
    expect(address()).toBe('/all-work?page=3')
    expect(currentPage()).toBe('Page 3')
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Page 1' }))
    expect(address()).toBe('/all-work')
    expect(titles()[0]).toBe('Work 1')
  })

  it('filters by category and resets to page 1 when the filter changes', async () => {
    const user = renderList(ITEMS)
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await user.click(screen.getByRole('tab', { name: 'Apps' }))
    expect(address()).toBe('/all-work?category=apps')
    expect(titles()).toHaveLength(8)
    expect(titles()[0]).toBe('Work 1')
    expect(currentPage()).toBe('Page 1')

    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(address()).toBe('/all-work?category=apps&page=2')
    expect(titles()).toEqual(['Work 9', 'Work 10'])

    await user.click(screen.getByRole('tab', { name: 'Shopify' }))
    expect(address()).toBe('/all-work?category=shopify')
    expect(titles()).toEqual(['Work 11', 'Work 12', 'Work 13'])
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'All' }))
    expect(address()).toBe('/all-work')
  })

  it('renders the view an address asks for', () => {
    renderList(ITEMS, '/all-work?category=apps&page=2')
    expect(selectedTab()).toBe('Apps')
    expect(currentPage()).toBe('Page 2')
    expect(titles()).toEqual(['Work 9', 'Work 10'])
  })

  it('walks back through the views', async () => {
    const user = renderList(ITEMS)
    await user.click(screen.getByRole('tab', { name: 'Apps' }))
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await user.click(screen.getByRole('tab', { name: 'Shopify' }))

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(address()).toBe('/all-work?category=apps&page=2')
    expect(selectedTab()).toBe('Apps')
    expect(titles()).toEqual(['Work 9', 'Work 10'])
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(address()).toBe('/all-work?category=apps')
    expect(currentPage()).toBe('Page 1')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(address()).toBe('/all-work')
    expect(selectedTab()).toBe('All')
  })

  it('adds no history entry for the view already shown', async () => {
    const user = renderList(ITEMS, '/all-work?category=shopify')
    await user.click(screen.getByRole('tab', { name: 'Shopify' }))
    await user.click(screen.getByRole('button', { name: 'Page 1' }))
    await user.click(screen.getByRole('tab', { name: 'Apps' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(address()).toBe('/all-work?category=shopify')
  })

  it('shows All for an unknown category', () => {
    renderList(ITEMS, '/all-work?category=nonsense')
    expect(selectedTab()).toBe('All')
    expect(titles()).toHaveLength(8)
  })

  it('shows page 1 for a page past the end or a malformed page', () => {
    renderList(ITEMS, '/all-work?category=shopify&page=99')
    expect(selectedTab()).toBe('Shopify')
    expect(currentPage()).toBe('Page 1')
    expect(titles()).toEqual(['Work 11', 'Work 12', 'Work 13'])
  })

  it('writes a clean address when leaving a malformed one', async () => {
    const user = renderList(ITEMS, '/all-work?category=nonsense&page=abc')
    expect(currentPage()).toBe('Page 1')
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(address()).toBe('/all-work?page=2')
  })

  it('moves between tabs with the arrow keys', async () => {
    const user = renderList(ITEMS)
    screen.getByRole('tab', { name: 'All' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Apps' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Apps' })).toHaveAttribute('aria-selected', 'true')
    expect(address()).toBe('/all-work?category=apps')
  })

  it('labels badges from the filter list, else the raw category, else Other', async () => {
    const user = renderList(ITEMS)
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

  it('shows page 1 of an empty category', async () => {
    const user = renderList(ITEMS.filter((entry) => entry.category !== 'ecommerce'))
    await user.click(screen.getByRole('tab', { name: 'E-commerce' }))
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    expect(screen.getByText(/no projects in this category/i)).toBeInTheDocument()
  })
})
