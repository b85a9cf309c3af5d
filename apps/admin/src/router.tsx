import type { AdminClient } from '@studio/contracts'
import { Navigate, Outlet, type RouteObject, replace } from 'react-router'
import { AdminApiProvider } from './lib/api-context'
import { NoticeProvider } from './lib/notices'
import { createRouteClient, pathOf } from './lib/route-data'
import { RouteErrorBoundary } from './lib/route-error'
import { readToken, rememberPath } from './lib/session'
import { statusAttentionRoute } from './lib/status-attention'
import { unreadCountRoute } from './lib/unread-count'
import { allWorkRoute } from './routes/all-work/all-work-page'
import { AdminLayout } from './routes/layout/admin-layout'
import { logoutAction } from './routes/login/auth-actions'
import { loginRoute } from './routes/login/login-page'
import { secondStepRoute } from './routes/login/second-step-page'
import { messagesRoute } from './routes/messages/messages-page'
import { NotFoundPage } from './routes/not-found-page'
import { projectsRoute } from './routes/projects/projects-page'
import { settingsRoute } from './routes/settings/settings-page'
import { signupRoute } from './routes/signup/signup-page'

/**
 * React Router's future behaviour, adopted now so the router warns about none of it: middleware
 * and the v8 request handling.
 */
export const ROUTER_FUTURE = {
  v8_middleware: true,
  v8_passThroughRequests: true,
  v8_trailingSlashAwareDataRequests: true,
} as const

/** Without a stored admin token, go to login and remember the requested path. */
function requireSession({ request }: { request: Request }) {
  if (readToken()) return null
  rememberPath(pathOf(request))
  throw replace('/admin/login')
}

/** The screens loaded on first visit, so they add nothing to the first load. */
function lazyScreens(client: AdminClient): RouteObject[] {
  return [
    {
      path: 'audience',
      lazy: async () => (await import('./routes/audience/audience-page')).audienceRoute(client),
    },
    {
      path: 'activity',
      lazy: async () => (await import('./routes/activity/activity-page')).activityRoute(client),
    },
    {
      path: 'status',
      lazy: async () => (await import('./routes/status/status-page')).statusRoute(client),
    },
    {
      path: 'site-content',
      lazy: async () => (await import('./routes/site-content/site-content-page')).siteContentRoute(client),
    },
    { path: 'team', lazy: async () => (await import('./routes/team/team-page')).teamRoute(client) },
    {
      path: 'account',
      lazy: async () => (await import('./routes/account/account-page')).accountRoute(client),
    },
  ]
}

/**
 * Every admin route lives under /admin; the same tree serves the browser and the tests. Screens
 * read in route loaders and write in route actions through one client; a failed read of any screen
 * reaches one error boundary, shown inside the panel's frame.
 */
export function buildRoutes(options: { fetcher?: typeof fetch } = {}): RouteObject[] {
  const client = createRouteClient(options.fetcher)
  return [
    {
      element: (
        <AdminApiProvider fetcher={options.fetcher}>
          <NoticeProvider>
            <Outlet />
          </NoticeProvider>
        </AdminApiProvider>
      ),
      // Shown for the moment the first route's loaders take, before the first screen.
      hydrateFallbackElement: <div className="app-loading" aria-busy="true" />,
      children: [
        { path: '/', element: <Navigate to="/admin" replace /> },
        loginRoute(client),
        secondStepRoute(),
        signupRoute(client),
        {
          path: '/admin',
          loader: requireSession,
          element: <AdminLayout />,
          children: [
            unreadCountRoute(client),
            statusAttentionRoute(client),
            { path: 'logout', action: logoutAction(client) },
            {
              errorElement: <RouteErrorBoundary />,
              children: [
                // The first screen after signing in: how the site is doing.
                { index: true, element: <Navigate to="/admin/audience" replace /> },
                projectsRoute(client),
                allWorkRoute(client),
                messagesRoute(client),
                settingsRoute(client),
                ...lazyScreens(client),
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to="/admin" replace /> },
      ],
    },
  ]
}
