import { Navigate, Outlet, type RouteObject } from 'react-router'
import { AdminApiProvider } from './lib/api-context'
import { NoticeProvider } from './lib/notices'
import { AllWorkPage } from './routes/all-work/all-work-page'
import { AdminLayout } from './routes/layout/admin-layout'
import { RequireSession } from './routes/layout/require-session'
import { LoginPage } from './routes/login/login-page'
import { MessagesPage } from './routes/messages/messages-page'
import { NotFoundPage } from './routes/not-found-page'
import { ProjectsPage } from './routes/projects/projects-page'
import { SignupPage } from './routes/signup/signup-page'

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
              <AdminLayout />
            </RequireSession>
          ),
          children: [
            { index: true, element: <Navigate to="/admin/projects" replace /> },
            { path: 'projects', element: <ProjectsPage /> },
            { path: 'all-work', element: <AllWorkPage /> },
            { path: 'messages', element: <MessagesPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        { path: '*', element: <Navigate to="/admin" replace /> },
      ],
    },
  ]
}
