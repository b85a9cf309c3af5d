import { LIST_MESSAGES } from '@studio/contracts'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { render, screen, within } from '@testing-library/react'
import { createRoutesStub, data, Meta, type MetaFunction, Outlet } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { siteConfig } from '../../config'
import type { ListLoad } from '../../lib/list-data'
import { PORTFOLIO_MESSAGES } from '../../messages/portfolio'
import { rootRoute } from '../../test-support/root-copy'
import AllWork, { meta } from './route'

const site = siteConfig.siteUrl

function item(id: number, category: string): PublicWorkItem {
  return {
    id,
    title: id === 1 ? 'Work <1>' : `Work ${id}`,
    description: `Description ${id}`,
    title_ar: null,
    description_ar: null,
    cover_url: `https://api.example/media/${id}.webp`,
    category,
    tags: [],
    href: null,
    website: `https://work-${id}.example`,
    featured: false,
    slug: `work-${id}`,
  }
}

// 10 apps and 2 shopify.
const ITEMS = [
  ...Array.from({ length: 10 }, (_, i) => item(i + 1, 'apps')),
  item(11, 'shopify'),
  item(12, 'shopify'),
]

/** Nothing is drawn while the stub's loader runs. */
function NoFallback() {
  return null
}

function Root() {
  return (
    <>
      <Meta />
      <Outlet />
    </>
  )
}

function renderRoute(url: string, list: ListLoad<PublicWorkItem> = { kind: 'loaded', items: ITEMS }) {
  const loader = vi.fn(() => (list.kind === 'error' ? data(list, { status: 503 }) : list))
  const Stub = createRoutesStub([
    {
      ...rootRoute,
      path: '/',
      Component: Root,
      HydrateFallback: NoFallback,
      children: [
        // The stub's routes are untyped: the module's typed meta takes the loader's data as unknown.
        { path: 'all-work', Component: AllWork, loader, meta: meta as MetaFunction },
        { path: 'ar/all-work', Component: AllWork, loader, meta: meta as MetaFunction },
      ],
    },
  ])
  render(<Stub initialEntries={[url]} />)
  return { loader }
}

const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href')
const jsonLd = () => [...document.querySelectorAll('script[type="application/ld+json"]')]

describe('All Work route', () => {
  it.each([
    ['/all-work', '/all-work'],
    ['/all-work?category=apps', '/all-work?category=apps'],
    ['/all-work?category=apps&page=2', '/all-work?category=apps&page=2'],
    ['/all-work?category=nonsense&page=99', '/all-work'],
    ['/all-work?category=Shopify&page=2&utm_source=mail', '/all-work?category=shopify'],
    ['/all-work?page=0', '/all-work'],
  ])('makes %s canonical as %s', async (url, path) => {
    renderRoute(url)
    await screen.findAllByRole('article')
    expect(canonical()).toBe(`${site}${path}`)
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute('content', `${site}${path}`)
  })

  it("shows the address's view, linking every other view by its canonical address", async () => {
    renderRoute('/all-work?category=APPS&page=2&utm_source=mail')
    expect(await screen.findAllByRole('article')).toHaveLength(2)
    const pages = screen.getByRole('navigation', { name: 'All Work pages' })
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/all-work?category=apps#work-list',
    )
    const filters = screen.getByRole('navigation', { name: 'Filter by type' })
    expect(within(filters).getByRole('link', { name: 'Shopify' })).toHaveAttribute(
      'href',
      '/all-work?category=shopify',
    )
    expect(within(filters).getByRole('link', { name: 'Apps' })).toHaveAttribute('aria-current', 'true')
  })

  it('puts one ItemList of the whole portfolio in the page, whatever the view', async () => {
    renderRoute('/all-work?category=shopify')
    expect(await screen.findAllByRole('article')).toHaveLength(2)
    const scripts = jsonLd()
    expect(scripts).toHaveLength(1)
    const text = scripts[0]?.innerHTML ?? ''
    expect(text).not.toContain('<')
    const list = JSON.parse(text)
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 12 })
    expect(list.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: 'Work <1>',
      url: `${site}/work/work-1`,
      // A cover on another host is never named as the studio's image (covers come from the site).
    })
    expect(list.itemListElement[11]).toMatchObject({ position: 12, name: 'Work 12' })
  })

  it('shows the error text, and no ItemList, when the list failed to load', async () => {
    renderRoute('/all-work?page=2', { kind: 'error', failure: 'unavailable' })
    expect(await screen.findByRole('alert')).toHaveTextContent(LIST_MESSAGES.allWorkFailed)
    expect(jsonLd()).toHaveLength(0)
    expect(canonical()).toBe(`${site}/all-work`)
  })

  it.each(['unavailable', 'timeout', 'bad-answer', 'internal'] as const)(
    'words a failed load (%s) in Arabic on /ar/all-work, from its own catalogue',
    async (failure) => {
      renderRoute('/ar/all-work', { kind: 'error', failure })
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(PORTFOLIO_MESSAGES.ar.allWorkFailed)
      expect(alert.textContent).not.toMatch(/[A-Za-z]/)
    },
  )
})
