import { createPublicClient, type PublicClient } from '@studio/contracts/public-client'
import type { AppLoadContext } from 'react-router'
import { siteConfig } from '../config'

/** What the site's Worker is given by Cloudflare (wrangler.jsonc). */
export interface SiteWorkerEnv {
  /** The API Worker, through a service binding (production only). */
  API?: { fetch: typeof fetch }
  /** The static assets (the prerendered pages among them), served by the Worker where it runs first. */
  ASSETS: { fetch: typeof fetch }
}

/** What loaders and actions see of it: the API (the assets are the Worker's own business, workers/app.ts). */
export type SiteLoadEnv = Pick<SiteWorkerEnv, 'API'>

declare module 'react-router' {
  interface AppLoadContext {
    cloudflare?: { env: SiteLoadEnv; ctx: { waitUntil(promise: Promise<unknown>): void } }
    /**
     * Ends every API call still running for this visitor request (workers/app.ts makes one per
     * request, API_TIME_LIMIT_MS from its start): a page waits on the API that long at most, in all.
     */
    apiDeadline?: AbortSignal
  }
}

/**
 * How long one visitor request may wait on the API, all its calls together (the content version,
 * the copy, the page's own data): then the page answers its error (503) or its last good copy. The
 * real answers take milliseconds; each call also stops at PUBLIC_ANSWER_LIMITS.timeMs on its own.
 */
export const API_TIME_LIMIT_MS = 5000

/** Any origin will do through a service binding: the request goes straight to the API Worker. */
const SERVICE_ORIGIN = 'https://studio-api.internal'

/**
 * The header carrying the visitor's address. Cloudflare's edge sets it on every request reaching the
 * site's Worker (a visitor cannot forge it past the edge), and the API Worker reads the caller's
 * address from it alone (its rate limits); a service-binding request has none unless set here.
 */
export const VISITOR_ADDRESS_HEADER = 'CF-Connecting-IP'

export interface ServerApiOptions {
  /**
   * The visitor's request this call is made for: its edge-set CF-Connecting-IP is handed to the API
   * over the service binding, so the API's per-address limits (contact posts) count the visitor, not
   * the site. Nothing else of the visitor's request is passed on (never a visitor-written
   * X-Forwarded-For). Safe because only Workers bound to studio-api can make binding calls, so only
   * this Worker can name an address to the API; a request from the internet gets its
   * CF-Connecting-IP from the edge, whatever it sent.
   */
  visitor?: Request
}

/**
 * The public API client for the Worker's loaders and actions: over the service binding when
 * deployed, over HTTP at the configured API URL locally (dev, preview, e2e). Locally no address is
 * passed: the Node API counts its socket peer (TRUSTED_PROXY_HOPS=0), so every no-JavaScript post
 * from the local site shares the site server's 127.0.0.1 bucket, which is right for one machine.
 */
export function serverApi(context: AppLoadContext | undefined, options: ServerApiOptions = {}): PublicClient {
  const binding = context?.cloudflare?.env.API
  const limits = context?.apiDeadline ? { signal: context.apiDeadline } : {}
  // Over HTTP at the configured API base (dev, preview, e2e).
  if (!binding) return createPublicClient(siteConfig.apiUrl, undefined, limits)
  const address = options.visitor?.headers.get(VISITOR_ADDRESS_HEADER)
  if (!address) return createPublicClient(SERVICE_ORIGIN, (input, init) => binding.fetch(input, init), limits)
  return createPublicClient(
    SERVICE_ORIGIN,
    (input, init) => {
      const request = new Request(input, init)
      request.headers.set(VISITOR_ADDRESS_HEADER, address)
      return binding.fetch(request)
    },
    limits,
  )
}
