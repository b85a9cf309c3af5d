/**
 * Renders a page to HTML: at build time for the prerendered pages, and in the site's Worker for the
 * portfolio pages. The render waits for everything (allReady): the Worker caches whole pages, and
 * React Router streams its hydration data through Suspense, so a partial render would never hydrate.
 * A page the Worker renders carries the site's security headers, its CSP allowing this response's
 * inline scripts by nonce (prerendered pages get theirs from `_headers`, by hash).
 */
import { renderToReadableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { siteConfig } from './config'
import { NonceContext } from './lib/nonce'
import { contentSecurityPolicy, SECURITY_HEADERS } from './lib/security-headers'

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const rendering = Boolean(loadContext?.cloudflare)
  // The catch-all route is the not-found page: rendered by the Worker, it answers 404 (prerendered
  // as /404.html, it must render with 200, and the asset server gives it its 404).
  const leaf = routerContext.staticHandlerContext.matches.at(-1)
  let status = rendering && leaf?.route.path === '*' ? 404 : responseStatusCode
  const nonce = rendering ? newNonce() : ''
  const stream = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
    </NonceContext.Provider>,
    {
      nonce: nonce || undefined,
      signal: AbortSignal.timeout(10_000),
      onError(error: unknown) {
        status = 500
        console.error(error)
      },
    },
  )
  await stream.allReady
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  if (nonce) {
    responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(siteConfig, [`'nonce-${nonce}'`]))
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) responseHeaders.set(name, value)
  }
  return new Response(stream, { status, headers: responseHeaders })
}
