import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { ScreenTimersContext } from '../lib/screen-timers'
import { buildRoutes, ROUTER_FUTURE } from '../router'
import { screenTimers } from './screen-clock'
import type { TestApi } from './test-api'

/**
 * Renders the whole admin app at a path, its client talking to the real API in `api`. Signed in
 * only if the test signed in first (`signIn`). The screens' own timers run on the test's clock
 * (`passTime`).
 */
export function renderApp(path: string, api: TestApi) {
  const router = createMemoryRouter(buildRoutes({ fetcher: api.fetcher }), {
    initialEntries: [path],
    future: ROUTER_FUTURE,
  })
  const view = render(
    <ScreenTimersContext value={screenTimers}>
      <RouterProvider router={router} />
    </ScreenTimersContext>,
  )
  return { ...view, router }
}
