import { AUDIENCE_HEADERS } from '@studio/contracts/audience'
import { createPublicClient, type PublicClient } from '@studio/contracts/public-client'
import { REQUEST_ID_HEADER } from '@studio/contracts/request-id'
import type { AppLoadContext } from 'react-router'
import { siteConfig } from '../config'

/** What the site's Worker is given by Cloudflare (wrangler.jsonc). */
export interface SiteWorkerEnv {
  /** The API Worker, through a service binding (production only). */
  API?: { fetch: typeof fetch }
  /** The key the API takes this Worker's page views and visitor facts with (a secret). */
  AUDIENCE_SECRET?: string
}

/** What loaders and actions see of it: the API, and the key that names a visitor to it. */
export type SiteLoadEnv = Pick<SiteWorkerEnv, 'API' | 'AUDIENCE_SECRET'>

declare module 'react-router' {
  interface AppLoadContext {
    cloudflare?: { env: SiteLoadEnv; ctx: { waitUntil(promise: Promise<unknown>): void } }
    /**
     * Ends every API call still running for this visitor request (workers/app.ts makes one per
     * request, API_TIME_LIMIT_MS from its start): a page waits on the API that long at most, in all.
     */
    apiDeadline?: AbortSignal
    /**
     * The visitor request's id (workers/request-scope.ts): every API call made for it carries it in
     * X-Request-Id, so the API's log lines for the visit carry the site's id.
     */
    requestId?: string
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
  const env = context?.cloudflare?.env
  const limits = context?.apiDeadline ? { signal: context.apiDeadline } : {}
  const api = apiTransport(env)
  // Over the binding, the visitor's edge-set address too; locally the Node API counts its socket peer.
  const address = env?.API ? options.visitor?.headers.get(VISITOR_ADDRESS_HEADER) : null
  const headers = {
    ...visitorHeaders(options.visitor, env?.AUDIENCE_SECRET),
    ...(address ? { [VISITOR_ADDRESS_HEADER]: address } : {}),
    ...(context?.requestId ? { [REQUEST_ID_HEADER]: context.requestId } : {}),
  }
  if (Object.keys(headers).length === 0 && !env?.API) return createPublicClient(api.origin, undefined, limits)
  return createPublicClient(api.origin, (input, init) => api.send(withHeaders(input, init, headers)), limits)
}

/** How this Worker reaches the API: where its requests are addressed, and what sends them. */
export interface ApiTransport {
  origin: string
  send: (request: Request) => Promise<Response>
}

/**
 * The configured API, the only server the site asks (decision 0012): the service binding when
 * deployed, HTTP at the build's API URL locally (dev, preview, e2e).
 */
export function apiTransport(env: Pick<SiteWorkerEnv, 'API'> | undefined): ApiTransport {
  const binding = env?.API
  if (binding) return { origin: SERVICE_ORIGIN, send: (request) => binding.fetch(request) }
  return { origin: siteConfig.apiUrl, send: (request) => fetch(request) }
}

/**
 * What the API needs to find the visit a contact post came from (audience/attribution.ts): the same
 * facts the page views were counted by (workers/page-views.ts), proven by the key. None without a
 * visitor request or a key: the enquiry is then stored without a source.
 */
function visitorHeaders(
  visitor: Request | undefined,
  key: string | undefined,
): Record<string, string> | null {
  if (!visitor || !key) return null
  return {
    [AUDIENCE_HEADERS.key]: key,
    [AUDIENCE_HEADERS.visitorAddress]: visitor.headers.get(VISITOR_ADDRESS_HEADER) ?? '',
    [AUDIENCE_HEADERS.visitorUserAgent]: visitor.headers.get('User-Agent') ?? '',
    [AUDIENCE_HEADERS.visitorHost]: new URL(visitor.url).hostname,
  }
}

function withHeaders(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  headers: Record<string, string> | null,
) {
  const request = new Request(input, init)
  for (const [name, value] of Object.entries(headers ?? {})) request.headers.set(name, value)
  return request
}
