import { waitFor } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { buildRoutes, ROUTER_FUTURE } from '../router'
import type { TestApi } from './test-api'

type Router = ReturnType<typeof createMemoryRouter>

/** The admin's routes in a router with no screen: what its loaders read and its actions write. */
export async function startRouter(api: TestApi, path: string): Promise<Router> {
  const router = createMemoryRouter(buildRoutes({ fetcher: api.fetcher }), {
    initialEntries: [path],
    future: ROUTER_FUTURE,
  })
  await waitFor(() => expect(router.state.initialized).toBe(true))
  return router
}

/** The id of the route the router is on (the screen's). */
export const screenRouteId = (router: Router) => router.state.matches.at(-1)?.route.id ?? ''

/** What the screen's loader gave, by name, once it has answered. */
export async function loaderValue<T>(router: Router, name: string): Promise<T> {
  const data = router.state.loaderData[screenRouteId(router)] as Record<string, Promise<T>>
  return data[name] as Promise<T>
}

let nextKey = 0

/** Posts to the screen's action as a fetcher does, and waits until it and its reloads are done. */
export async function submitTo(
  router: Router,
  body: Record<string, unknown> | FormData,
  key = `test-fetcher-${nextKey++}`,
): Promise<{ ok: boolean; intent: string; result?: unknown; detail?: string }> {
  const { pathname, search } = router.state.location
  // The router hands an answer to the fetcher's screen and then drops it; keep it as it passes.
  let answer: unknown
  const unsubscribe = router.subscribe((state) => {
    const data = state.fetchers.get(key)?.data
    if (data !== undefined) answer = data
  })
  await router.fetch(key, screenRouteId(router), `${pathname}${search}`, {
    formMethod: 'post',
    ...(body instanceof FormData
      ? { formData: body, formEncType: 'multipart/form-data' as const }
      : { body, formEncType: 'application/json' as const }),
  })
  await waitFor(() => {
    expect(router.getFetcher(key).state).toBe('idle')
    expect(router.state.revalidation).toBe('idle')
  })
  unsubscribe()
  return answer as { ok: boolean; intent: string; result?: unknown; detail?: string }
}

/** Loads a resource route with a fetcher and follows its answers (they change as it revalidates). */
export function loadWith(router: Router, key: string, routeId: string, href: string) {
  let latest: unknown
  router.subscribe((state) => {
    const data = state.fetchers.get(key)?.data
    if (data !== undefined) latest = data
  })
  void router.fetch(key, routeId, href)
  return () => latest
}
