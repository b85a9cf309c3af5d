import { data } from 'react-router'
import type { Route } from './+types/route'
import { NotFoundPage, notFoundMeta } from './not-found-page'

/** Any address no other page has: the not-found page, with its 404. */
export const loader = () => data(null, { status: 404 })

export const meta: Route.MetaFunction = (args) => notFoundMeta(args)

export default function NotFound() {
  return <NotFoundPage />
}
