import type * as React from 'react'
import { prefersReducedMotion } from './use-media-query'

/** Smoothly scrolls to an element (instantly when the visitor asked for reduced motion). */
export function scrollToElement(element: Element, block: ScrollLogicalPosition = 'start'): void {
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block })
}

/**
 * Handles a click on an in-page `#anchor` link: scrolls smoothly, updates the address and moves
 * focus to the target so keyboard and screen-reader users land there too.
 */
export function scrollToHash(event: React.MouseEvent<HTMLAnchorElement>): void {
  const hash = event.currentTarget.getAttribute('href') ?? ''
  if (!hash.startsWith('#') || hash.length < 2) return
  const target = document.getElementById(decodeURIComponent(hash.slice(1)))
  if (!target) return
  event.preventDefault()
  scrollToElement(target)
  window.history.pushState(null, '', hash)
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}
