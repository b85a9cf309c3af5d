import type * as React from 'react'
import { useEffect, useRef } from 'react'
import { BREAKPOINTS } from '../tuning'

const MENU_LAYOUT = `(max-width: ${BREAKPOINTS.menuMax}px)`

function isShowing(popover: HTMLElement): boolean {
  return typeof popover.hidePopover === 'function' && popover.matches(':popover-open')
}

function hide(popover: HTMLElement | null): void {
  if (popover && isShowing(popover)) popover.hidePopover()
}

/**
 * The menu is a native popover: it opens, closes on Escape or a click outside, and locks scroll (CSS
 * `:has()`) without script. Once hydrated, this closes it when nothing should keep it open: a
 * client-side navigation (link, back button), a layout without the menu (resize, orientation), or
 * keyboard focus leaving it for the page behind, which the overlay covers.
 */
export function useMenuDismissal(
  menuRef: React.RefObject<HTMLElement | null>,
  toggleRef: React.RefObject<HTMLElement | null>,
  pathname: string,
): void {
  // Only a change of route closes it: the menu opened before hydration must stay open through it.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    hide(menuRef.current)
  }, [pathname, menuRef])

  useEffect(() => {
    const layout = window.matchMedia(MENU_LAYOUT)
    const onChange = () => {
      if (!layout.matches) hide(menuRef.current)
    }
    layout.addEventListener('change', onChange)
    return () => layout.removeEventListener('change', onChange)
  }, [menuRef])

  useEffect(() => {
    const menu = menuRef.current
    if (!menu) return
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget
      if (!(next instanceof Node) || menu.contains(next) || toggleRef.current?.contains(next)) return
      hide(menu)
    }
    menu.addEventListener('focusout', onFocusOut)
    return () => menu.removeEventListener('focusout', onFocusOut)
  }, [menuRef, toggleRef])
}
