import { useState } from 'react'
import { type UIMatch, useMatches } from 'react-router'

/**
 * Which pages load React in the browser. A page is plain HTML with no script at all unless one of its
 * routes exports `handle = HYDRATE`: the portfolio pages (client navigation between views, the
 * Projects stack) and the contact form (its in-page sending). Everything on the other pages is the
 * browser's own: links, `<details>`, the popover menu (docs/decisions/0008).
 */
export const HYDRATE = { hydrate: true } as const

/** The attribute the root layout sets (as `data-hydrated`) once React has hydrated the page. */
export const HYDRATED_DATASET_KEY = 'hydrated'

export function routesHydrate(matches: ReadonlyArray<Pick<UIMatch, 'handle'>>): boolean {
  return matches.some((match) => (match.handle as Partial<typeof HYDRATE> | undefined)?.hydrate === true)
}

/**
 * Whether the document renders React Router's scripts. Decided by the page the visitor opened: once
 * React runs, it stays for the session, so a client navigation to a plain page keeps scroll
 * restoration.
 */
export function usePageScripts(): boolean {
  const [scripts] = useState(routesHydrate(useMatches()))
  return scripts
}
