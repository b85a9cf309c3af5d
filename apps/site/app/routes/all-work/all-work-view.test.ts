// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseCategory, parsePage, parseView, resolveView, viewPath, viewSearch } from './all-work-view'

const items = (category: string | null, count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `${category}-${index + 1}`, category }))

// 10 apps, 3 shopify, 1 without a category: 14 items, 2 pages under All.
const ITEMS = [...items('apps', 10), ...items('shopify', 3), ...items(null, 1)]

const view = (query: string) => resolveView(new URLSearchParams(query), ITEMS)

describe('parseCategory', () => {
  it('keeps the known categories, in any case', () => {
    expect(parseCategory('apps')).toBe('apps')
    expect(parseCategory('ecommerce')).toBe('ecommerce')
    expect(parseCategory(' Shopify ')).toBe('shopify')
  })

  it('falls back to all for anything else', () => {
    for (const value of [null, '', 'all', 'nonsense', 'games', 'apps,shopify']) {
      expect(parseCategory(value)).toBe('all')
    }
  })
})

describe('parsePage', () => {
  it('reads a positive whole number', () => {
    expect(parsePage('1')).toBe(1)
    expect(parsePage('2')).toBe(2)
    expect(parsePage('99')).toBe(99)
  })

  it('falls back to 1 for anything else', () => {
    for (const value of [null, '', '0', '-2', '1.5', '2e3', 'abc', '0x10', '99999999999999999999']) {
      expect(parsePage(value)).toBe(1)
    }
  })
})

describe('parseView', () => {
  it('reads category and page', () => {
    expect(parseView(new URLSearchParams('category=apps&page=2'))).toEqual({ category: 'apps', page: 2 })
    expect(parseView(new URLSearchParams(''))).toEqual({ category: 'all', page: 1 })
  })
})

describe('resolveView', () => {
  it('filters, then shows 8 items per page', () => {
    const all = view('')
    expect(all).toMatchObject({ category: 'all', page: 1, pageCount: 2 })
    expect(all.filtered).toHaveLength(14)
    expect(all.visible.map((entry) => entry.id)).toEqual(ITEMS.slice(0, 8).map((entry) => entry.id))

    const apps2 = view('category=apps&page=2')
    expect(apps2).toMatchObject({ category: 'apps', page: 2, pageCount: 2 })
    expect(apps2.visible.map((entry) => entry.id)).toEqual(['apps-9', 'apps-10'])
  })

  it('shows page 1 for a page past the end', () => {
    expect(view('category=shopify&page=2')).toMatchObject({ category: 'shopify', page: 1, pageCount: 1 })
    expect(view('page=99')).toMatchObject({ category: 'all', page: 1 })
  })

  it('shows page 1 of 1 for an empty category or an empty list', () => {
    expect(view('category=ecommerce&page=3')).toMatchObject({ page: 1, pageCount: 1, visible: [] })
    expect(resolveView(new URLSearchParams('page=2'), [])).toMatchObject({ page: 1, pageCount: 1 })
  })

  it('shows All for an unknown category', () => {
    expect(view('category=nonsense&page=2')).toMatchObject({ category: 'all', page: 2 })
  })
})

describe('viewSearch', () => {
  it('gives each view one address', () => {
    expect(viewSearch({ category: 'all', page: 1 })).toBe('')
    expect(viewSearch({ category: 'apps', page: 1 })).toBe('?category=apps')
    expect(viewSearch({ category: 'apps', page: 2 })).toBe('?category=apps&page=2')
    expect(viewSearch({ category: 'all', page: 3 })).toBe('?page=3')
  })
})

describe('viewPath', () => {
  it("is a view's own address on /all-work", () => {
    expect(viewPath({ category: 'all', page: 1 })).toBe('/all-work')
    expect(viewPath({ category: 'shopify', page: 2 })).toBe('/all-work?category=shopify&page=2')
  })
})
