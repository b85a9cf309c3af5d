import { prefersReducedMotion } from './use-media-query'

/** Smoothly scrolls to an element (instantly when the visitor asked for reduced motion). */
export function scrollToElement(element: Element, block: ScrollLogicalPosition = 'start'): void {
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block })
}
