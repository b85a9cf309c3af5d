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
  /** How long the API has to answer (tests shorten it). */
  timeLimitMs?: number
}

/** Thrown when the API's answer did not come within the time limit. */
class HealthTimeout extends Error {
  override name = 'TimeoutError'
}

/**
 * Asks the API's /health, bounded in every way a monitor's poll must be: a redirect is not followed
 * (a 3xx is the API's answer, and not a healthy one), not one byte of the body is read (it is
 * cancelled: only the status counts), and the whole ask ends within the time limit even when the
 * transport ignores its signal.
 */
async function askApi(api: ApiTransport, requestId: string, timeLimitMs: number): Promise<ApiHealth> {
  const stop = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const timeout = new HealthTimeout(`The API did not answer /health within ${timeLimitMs} ms.`)
      stop.abort(timeout)
      reject(timeout)
    }, timeLimitMs)
  })
  const ask = async () => {
    const answer = await api.send(
      new Request(`${api.origin.replace(/\/+$/, '')}/health`, {
        headers: { [REQUEST_ID_HEADER]: requestId },
        redirect: 'manual',
        signal: stop.signal,
      }),
    )
    // Not awaited: a body that will not be cancelled must not hold the answer.
    answer.body?.cancel().catch(() => {})
    return answer.status
  }
  try {
    const status = await Promise.race([ask(), timedOut])
    const ok = status >= 200 && status < 300
    if (!ok) logFailure('health.api_unhealthy', { route: 'GET /health', status })
    return { ok, status }
  } catch (error) {
    logFailure('health.api_unreachable', { route: 'GET /health', cause: error })
    return { ok: false, status: 0 }
  } finally {
    if (timer !== undefined) clearTimeout(timer)
  }
}

/** The health answer of one isolate, with its memory of the API's state. */
export function createSiteHealth({
  now = Date.now,
  ttlMs = API_HEALTH_TTL_MS,
  timeLimitMs = API_HEALTH_TIME_LIMIT_MS,
}: SiteHealthOptions = {}) {
  let known: { api: ApiHealth; at: number } | null = null
  return async (request: Request, api: ApiTransport, requestId: string): Promise<Response> => {
    const at = now()
    if (!known || at - known.at >= ttlMs || at < known.at)
      known = { api: await askApi(api, requestId, timeLimitMs), at }
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
