import type { Route } from './+types/route'
import { NotFoundPage, notFoundMeta } from './not-found-page'

export const meta: Route.MetaFunction = () => notFoundMeta()

export default function NotFound() {
  return <NotFoundPage />
}
