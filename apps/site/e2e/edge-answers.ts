import type { APIRequestContext, APIResponse } from '@playwright/test'
import { API_URL, expect } from './fixtures'

/**
 * What the tests wait for in the Worker's edge cache (workers/edge-cache.ts), as events they can
 * observe rather than deadlines: an entry written (its write runs under `waitUntil`, after the answer
 * that filled it is sent), and a page rendered from a given content version (the Worker asks the
 * version at most once a second). The only limit is the config's `expect` ceiling.
 */

/**
 * Asks `address` until its answer passes `wanted` (`what` names it in the failure), running `before`
 * ahead of each ask; answers that answer.
 */
async function askUntil(
  request: APIRequestContext,
  address: string,
  what: string,
  wanted: (answer: APIResponse) => boolean,
  before?: () => Promise<void>,
): Promise<APIResponse> {
  let answer: APIResponse | undefined
  await expect
    .poll(
      async () => {
        await before?.()
        answer = await request.get(address)
        return wanted(answer)
      },
      { message: `${address} ${what}` },
    )
    .toBe(true)
  if (!answer) throw new Error(`${address} was never asked.`)
  return answer
}

/**
 * Asks `address` until the Worker answers it from its cache (`HIT`), or, with the API gone, from the
 * last good copy it keeps (`STALE`); answers that answer.
 */
export function cachedAnswer(
  request: APIRequestContext,
  address: string,
  state: 'HIT' | 'STALE' = 'HIT',
): Promise<APIResponse> {
  return askUntil(
    request,
    address,
    `answered from the edge cache (${state})`,
    (answer) => answer.headers()['x-edge-cache'] === state,
  )
}

/** The API's content version now: what the Worker keys its pages on (GET /public/content-version). */
export async function contentVersion(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${API_URL}/public/content-version`)
  expect(answer.ok(), await answer.text()).toBe(true)
  return ((await answer.json()) as { version: string }).version
}

/**
 * Asks `address` until its page is rendered from the content version the API holds now (its ETag,
 * `"<build>-<version>-<year>"`, names the version), and answers that page. The version is read anew
 * with every ask: a save can move it again after it answers (its share card is drawn afterwards).
 */
export async function currentPage(request: APIRequestContext, address: string): Promise<APIResponse> {
  let version = ''
  return askUntil(
    request,
    address,
    'rendered from the current content version',
    (answer) => (answer.headers().etag ?? '').includes(`-${version}-`),
    async () => {
      version = await contentVersion(request)
    },
  )
}
