import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'

// How long a `findBy…` or `waitFor` may wait for what it expects: a ceiling, not a wait. One second
// ran out on a busy machine (`npm test` runs the end-to-end tests beside these).
configure({ asyncUtilTimeout: 10_000 })

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

// A test file may run in Node's own environment (`// @vitest-environment node`): no DOM to set up.
const dom = typeof window !== 'undefined'

beforeEach(() => {
  viewportWidth = 375
  if (!dom) return
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
if (dom) Element.prototype.scrollIntoView = () => {}

afterEach(() => {
  cleanup()
  // The test files share one document (vitest.config.ts: isolate): nothing a test left in it, such as
  // a page it rendered itself, reaches the next file's queries.
  if (dom) document.body.replaceChildren()
})
