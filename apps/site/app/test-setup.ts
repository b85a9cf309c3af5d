import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'

/** jsdom has no matchMedia: tests set the viewport width with `setViewportWidth`. */
let viewportWidth = 375

export function setViewportWidth(width: number): void {
  viewportWidth = width
}

function evaluate(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query)
  const max = /max-width:\s*(\d+)px/.exec(query)
  if (min && viewportWidth < Number(min[1])) return false
  if (max && viewportWidth > Number(max[1])) return false
  return Boolean(min || max)
}

beforeEach(() => {
  viewportWidth = 375
  window.matchMedia = (query: string) =>
    ({
      matches: evaluate(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
})

// jsdom does not lay out or scroll.
Element.prototype.scrollIntoView = () => {}

afterEach(() => cleanup())
