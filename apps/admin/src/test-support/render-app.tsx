import { ADMIN_TOKEN_KEY } from '@studio/contracts'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { buildRoutes } from '../router'
import type { FakeApi } from './fake-api'

/** Renders the whole admin app at a path, talking to the fake API; signed in unless told otherwise. */
export function renderApp(path: string, api: FakeApi, options: { signedIn?: boolean } = {}) {
  if (options.signedIn !== false) localStorage.setItem(ADMIN_TOKEN_KEY, 'good-token')
  const router = createMemoryRouter(buildRoutes({ fetcher: api.fetcher }), { initialEntries: [path] })
  const view = render(<RouterProvider router={router} />)
  return { ...view, router }
}
