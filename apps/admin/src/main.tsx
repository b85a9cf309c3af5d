/** Admin panel entry: a client-side router under /admin, styled with the shared design tokens. */
import '@fontsource-variable/inter/wght.css'
import '@studio/ui/tokens.css'
import '@studio/ui/ui.css'
import './app.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { buildRoutes, ROUTER_FUTURE } from './router'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element.')

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(buildRoutes(), { future: ROUTER_FUTURE })} />
  </StrictMode>,
)
