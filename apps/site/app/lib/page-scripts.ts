import { useState } from 'react'
import { type UIMatch, useMatches } from 'react-router'
import { sitePageById } from '../site-pages'

/**
 * Which pages load React in the browser: those the route manifest marks with `scripts` (the Projects
 * stack, the contact form's in-page states). Every other page is plain HTML with no script at all;
 * its links, `<details>` and popovers are the browser's own (docs/decisions/0008).
 */

/** The attribute the root layout sets (as `data-hydrated`) once React has hydrated the page. */
export const HYDRATED_DATASET_KEY = 'hydrated'

export function pageLoadsScripts(matches: ReadonlyArray<Pick<UIMatch, 'id'>>): boolean {
  return matches.some((match) => sitePageById(match.id)?.scripts === true)
}

/**
 * Whether the document renders React Router's scripts. Decided by the page the visitor opened: once
 * React runs, it stays for the session, so a client navigation to a plain page keeps scroll
 * restoration.
 */
export function usePageScripts(): boolean {
  const [scripts] = useState(pageLoadsScripts(useMatches()))
  return scripts
}
