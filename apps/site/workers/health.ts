import { logFailure } from '@studio/contracts/log'
import { REQUEST_ID_HEADER } from '@studio/contracts/request-id'
import type { ApiTransport } from '../app/lib/server-api'

/**
 * The site's `GET /health`, for uptime monitors: the Worker answers (so it is up) with the API's
 * state, `{ ok, api: { ok, status } }`, 503 when the API is down. The API's answer is kept in memory
 * for a few seconds (per isolate), so a monitor's polls, or many at once, cost the API one check
 * each while it lasts. Never cached elsewhere: `no-store`, and answered before the edge cache.
 */

/** How long the API's state is taken as known. */
export const API_HEALTH_TTL_MS = 5000

/** How long the API has to answer its /health (it gives its database 2 s). */
export const API_HEALTH_TIME_LIMIT_MS = 3000

/** The API's state as the site last saw it: its answer's status, 0 when none came. */
export interface ApiHealth {
  ok: boolean
  status: number
}

export interface SiteHealthOptions {
  /** The clock, in ms (tests move it). */
  now?: () => number
  ttlMs?: number
}

/** Asks the API's /health: only its status is read, the body is dropped unread. */
async function askApi(api: ApiTransport, requestId: string): Promise<ApiHealth> {
  try {
    const answer = await api.send(
      new Request(`${api.origin.replace(/\/+$/, '')}/health`, {
        headers: { [REQUEST_ID_HEADER]: requestId },
        redirect: 'manual',
        signal: AbortSignal.timeout(API_HEALTH_TIME_LIMIT_MS),
      }),
    )
    await answer.body?.cancel()
    if (!answer.ok) logFailure('health.api_unhealthy', { route: 'GET /health', status: answer.status })
    return { ok: answer.ok, status: answer.status }
  } catch (error) {
    logFailure('health.api_unreachable', { route: 'GET /health', cause: error })
    return { ok: false, status: 0 }
  }
}

/** The health answer of one isolate, with its memory of the API's state. */
export function createSiteHealth({ now = Date.now, ttlMs = API_HEALTH_TTL_MS }: SiteHealthOptions = {}) {
  let known: { api: ApiHealth; at: number } | null = null
  return async (request: Request, api: ApiTransport, requestId: string): Promise<Response> => {
    const at = now()
    if (!known || at - known.at >= ttlMs || at < known.at) known = { api: await askApi(api, requestId), at }
    const state = known.api
    return new Response(request.method === 'HEAD' ? null : JSON.stringify({ ok: state.ok, api: state }), {
      status: state.ok ? 200 : 503,
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }
}
