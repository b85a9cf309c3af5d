/**
 * Runs only at build time: every route is prerendered to static HTML (ssr: false), so no Node
 * server runtime package is needed. The render waits for everything (allReady) because React
 * Router streams its hydration data through Suspense; a partial render would never hydrate.
 */
import { renderToReadableStream } from 'react-dom/server'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'

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
      console.error(error)
    },
  })
  await stream.allReady
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(stream, { status, headers: responseHeaders })
}
