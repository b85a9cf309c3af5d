import type * as React from 'react'
import { Navigate, Outlet, type RouteObject } from 'react-router'
import { AdminApiProvider } from './lib/api-context'
import { NoticeProvider } from './lib/notices'
import { UnreadCountProvider } from './lib/use-unread-count'
import { AllWorkPage } from './routes/all-work/all-work-page'
import { AdminLayout } from './routes/layout/admin-layout'
import { RequireSession } from './routes/layout/require-session'
import { LoginPage } from './routes/login/login-page'
import { MessagesPage } from './routes/messages/messages-page'
import { NotFoundPage } from './routes/not-found-page'
import { ProjectsPage } from './routes/projects/projects-page'
import { SettingsPage } from './routes/settings/settings-page'
import { SignupPage } from './routes/signup/signup-page'

/** A route's screen from a lazily imported module (react-router's `lazy`). */
async function lazyPage<K extends string>(module: Promise<Record<K, React.ComponentType>>, name: K) {
  return { Component: (await module)[name] }
}

/** Every admin route lives under /admin; the same tree serves the browser and the tests. */
export function buildRoutes(options: { fetcher?: typeof fetch } = {}): RouteObject[] {
  return [
    {
      element: (
        <AdminApiProvider fetcher={options.fetcher}>
          <NoticeProvider>
            <Outlet />
          </NoticeProvider>
        </AdminApiProvider>
      ),
      children: [
        { path: '/', element: <Navigate to="/admin" replace /> },
        { path: '/admin/login', element: <LoginPage /> },
        { path: '/admin/signup', element: <SignupPage /> },
        {
          path: '/admin',
          element: (
            <RequireSession>
              <UnreadCountProvider>
                <AdminLayout />
              </UnreadCountProvider>
            </RequireSession>
          ),
          children: [
            { index: true, element: <Navigate to="/admin/projects" replace /> },
            { path: 'projects', element: <ProjectsPage /> },
            { path: 'all-work', element: <AllWorkPage /> },
            { path: 'messages', element: <MessagesPage /> },
            { path: 'settings', element: <SettingsPage /> },
            // Issue 14's screens are loaded on first visit, so they add nothing to the first load.
            {
              path: 'activity',
              lazy: () => lazyPage(import('./routes/activity/activity-page'), 'ActivityPage'),
            },
            {
              path: 'team',
              lazy: () => lazyPage(import('./routes/team/team-page'), 'TeamPage'),
            },
            {
              path: 'account',
              lazy: () => lazyPage(import('./routes/account/account-page'), 'AccountPage'),
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        { path: '*', element: <Navigate to="/admin" replace /> },
      ],
    },
  ]
}
