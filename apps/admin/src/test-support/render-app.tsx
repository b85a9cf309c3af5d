import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { buildRoutes, ROUTER_FUTURE } from '../router'
import type { TestApi } from './test-api'

/**
 * Renders the whole admin app at a path, its client talking to the real API in `api`. Signed in
 * only if the test signed in first (`signIn`).
 */
export function renderApp(path: string, api: TestApi) {
  const router = createMemoryRouter(buildRoutes({ fetcher: api.fetcher }), {
    initialEntries: [path],
    future: ROUTER_FUTURE,
  })
  const view = render(<RouterProvider router={router} />)
  return { ...view, router }
}
