/**
 * Renders a page to HTML: at build time for the prerendered pages, and in the site's Worker for the
 * pages it renders. The render waits for everything (allReady): the Worker caches whole pages, and
 * React Router streams its hydration data through Suspense, so a partial render would never hydrate.
 * A page the Worker renders carries the site's security headers, its CSP allowing the page's inline
 * scripts by hash: nothing in the answer is per visitor, so the edge cache can keep and share it
 * (prerendered pages get the same policy from `_headers`).
 */
import { renderToReadableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { siteConfig } from './config'
import { contentSecurityPolicy, inlineScriptHashes, SECURITY_HEADERS } from './lib/security-headers'

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  let status = responseStatusCode
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(10_000),
    onError(error: unknown) {
      status = 500
      console.error(error)
    },
  })
  await stream.allReady
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  if (!loadContext?.cloudflare) return new Response(stream, { status, headers: responseHeaders })
  const html = await new Response(stream).text()
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy(siteConfig, await inlineScriptHashes(html)),
  )
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) responseHeaders.set(name, value)
  return new Response(html, { status, headers: responseHeaders })
}
