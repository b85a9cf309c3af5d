import { SITE_CONTENT_DEFAULTS_EN } from '@studio/contracts/site-content-defaults'
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SiteHeader } from './site-header'

/**
 * jsdom has no popover API: every popover gets a stand-in that starts open (as if opened before the
 * script ran) and closes on hidePopover.
 */
const closed = new WeakSet<Element>()
const realMatches = Element.prototype.matches

beforeEach(() => {
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    closed.add(this)
  }
  Element.prototype.matches = function matches(this: Element, selector: string) {
    return selector === ':popover-open' ? !closed.has(this) : realMatches.call(this, selector)
  }
})

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover')
  Element.prototype.matches = realMatches
})

function openMenu(): { isOpen: () => boolean } {
  const menu = screen.getByRole('navigation', { name: 'Mobile', hidden: true })
  closed.delete(menu)
  return { isOpen: () => !closed.has(menu) }
}

function renderSite() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SiteHeader content={SITE_CONTENT_DEFAULTS_EN} language="en" />
            <main id="main">
              <Outlet />
              <Link to="/services">KNOW MORE</Link>
            </main>
          </>
        ),
        children: [{ index: true }, { path: 'services' }],
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('the menu overlay after hydration', () => {
  it('stays open through hydration: a menu opened before the script ran is not closed by it', () => {
    renderSite()
    const menu = screen.getByRole('navigation', { name: 'Mobile', hidden: true })
    expect(closed.has(menu)).toBe(false)
  })

  it('closes on a client-side navigation, and on the back button', async () => {
    const router = renderSite()
    let menu = openMenu()
    await act(() => router.navigate('/services'))
    expect(menu.isOpen()).toBe(false)
    menu = openMenu()
    await act(() => router.navigate(-1))
    expect(menu.isOpen()).toBe(false)
  })

  it('closes when the window widens past the menu breakpoint (resize, orientation change)', () => {
    let wide = false
    const layout = new EventTarget() as MediaQueryList
    Object.defineProperty(layout, 'matches', { get: () => !wide })
    window.matchMedia = () => layout
    renderSite()
    const menu = openMenu()
    act(() => {
      layout.dispatchEvent(new Event('change'))
    })
    expect(menu.isOpen()).toBe(true)
    wide = true
    act(() => {
      layout.dispatchEvent(new Event('change'))
    })
    expect(menu.isOpen()).toBe(false)
  })

  it('closes when focus leaves it for the page behind, not when it moves inside or to the toggle', () => {
    renderSite()
    const menu = openMenu()
    const inMenu = (name: string) =>
      screen.getAllByRole('link', { name, hidden: true }).find((link) => link.closest('[popover]'))
    inMenu('Services')?.focus()
    inMenu('Home')?.focus()
    screen.getByRole('button', { name: /Open menu/ }).focus()
    expect(menu.isOpen()).toBe(true)
    inMenu('Services')?.focus()
    screen.getByRole('link', { name: 'KNOW MORE' }).focus()
    expect(menu.isOpen()).toBe(false)
  })
})
