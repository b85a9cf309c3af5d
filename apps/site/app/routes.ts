import { index, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  index('routes/home/route.tsx'),
  route('services', 'routes/services/route.tsx'),
  route('projects', 'routes/projects/route.tsx'),
  route('contact', 'routes/contact/route.tsx'),
  route('all-work', 'routes/all-work/route.tsx'),
  route('work/:slug', 'routes/work/route.tsx'),
  route('sitemap.xml', 'routes/sitemap/route.ts'),
  route('privacy', 'routes/legal/privacy.tsx'),
  route('terms', 'routes/legal/terms.tsx'),
  route('*', 'routes/not-found/route.tsx'),
] satisfies RouteConfig
