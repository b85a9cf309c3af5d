/**
 * Renders a page to HTML in the site's Worker. The render waits for everything (allReady): the
 * Worker caches whole pages, and React Router streams its hydration data through Suspense, so a
 * partial render would never hydrate. A page carries the site's security headers, its CSP allowing
 * the page's inline scripts by hash: nothing in the answer is per visitor, so the edge cache can keep
 * and share it. A render that fails is one log line naming the route and the cause.
 */

import { logFailure } from '@studio/contracts/log'
import { renderToReadableStream } from 'react-dom/server'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { siteConfig } from './config'
import { routeOf } from './lib/load-failure'
import { contentSecurityPolicy, inlineScriptHashes, SECURITY_HEADERS } from './lib/security-headers'

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(10_000),
    onError(error: unknown) {
      status = 500
      logFailure('page.render_failed', { route: routeOf(request), cause: error })
    },
  })
  await stream.allReady
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  const html = await new Response(stream).text()
  responseHeaders.set(
    'Content-Security-Policy',
    contentSecurityPolicy(siteConfig, await inlineScriptHashes(html)),
  )
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) responseHeaders.set(name, value)
  return new Response(html, { status, headers: responseHeaders })
}
