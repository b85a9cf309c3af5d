import { REQUEST_ID_HEADER } from '@studio/contracts/request-id'
import { apiTransport, type SiteWorkerEnv } from '../app/lib/server-api'
import { pageViewOf } from './page-views'
import { createViewBatcher, type ViewBatcher, type ViewSender } from './view-batches'

/**
 * Counting in the site's Worker: every page answer, cached or not, once it is chosen
 * (workers/page-views.ts says which count), batched to the API off the visitor's path
 * (workers/view-batches.ts). No cookie, no script, nothing stored on the visitor's side.
 */

/**
 * The Worker's environment as counting reads it: the API, and the key it takes page views with
 * (AUDIENCE_SECRET, a secret shared with the API Worker; absent, nothing is counted, at no cost).
 */
export type CountingEnv = SiteWorkerEnv

/** One per isolate: its requests fill the same batches. */
const isolateBatcher = createViewBatcher()

/** The batch a view starts is sent with its request's id: the one its answer carries. */
function senderFor(env: CountingEnv, key: string, response: Response): ViewSender {
  return { ...apiTransport(env), key, requestId: response.headers.get(REQUEST_ID_HEADER) }
}

/** Counts the answer when it is a page view; never throws, never delays the answer. */
export function countPageView(
  request: Request,
  response: Response,
  env: CountingEnv,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  at: Date = new Date(),
  batcher: ViewBatcher = isolateBatcher,
): void {
  const key = env.AUDIENCE_SECRET
  if (!key) return
  const view = pageViewOf(request, response, at)
  if (view === null) return
  batcher.add(view, senderFor(env, key, response), (promise) => ctx.waitUntil(promise))
}

/** How long a post waits for the views sent before it: never long enough to cost the post its answer. */
export const POST_WAITS_FOR_VIEWS_MS = 500

/**
 * Sends the views this isolate still holds, now, and waits for the API's answer a short while. A
 * post (the contact form) waits for it before it is handled: the API gives an enquiry the source of
 * the visit it finds on record, and a visitor who lands and sends the form within a batch's wait
 * would otherwise have no visit on record yet. A slow send goes on under `waitUntil`; the post goes
 * ahead (its enquiry then without a source), with its own API deadline intact.
 */
export async function sendWaitingViews(
  ctx: { waitUntil(promise: Promise<unknown>): void },
  {
    batcher = isolateBatcher,
    waitMs = POST_WAITS_FOR_VIEWS_MS,
  }: { batcher?: ViewBatcher; waitMs?: number } = {},
): Promise<void> {
  const sending = batcher.flush()
  ctx.waitUntil(sending)
  let waited: ReturnType<typeof setTimeout> | null = null
  await Promise.race([sending, new Promise((resolve) => (waited = setTimeout(resolve, waitMs)))])
  if (waited !== null) clearTimeout(waited)
}
