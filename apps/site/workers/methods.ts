import { allowedMethodsAt } from '../app/site-pages'

/**
 * Methods a page does not take (OPTIONS, PUT, DELETE, PATCH, a POST where the page has no action),
 * or a media file (anything but GET and HEAD):
 * answered here with 405 and the page's `Allow` (from the route manifest), before React Router runs
 * a route action for them. The body is not looked at here; the Worker reads it to its end and drops
 * it before answering (app/lib/request-body.ts). Null for a method the page takes.
 */
export function refusedMethod(request: Request): Response | null {
  const allowed = allowedMethodsAt(new URL(request.url).pathname)
  if (allowed.includes(request.method)) return null
  return new Response('Method Not Allowed', {
    status: 405,
    headers: {
      Allow: allowed.join(', '),
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
