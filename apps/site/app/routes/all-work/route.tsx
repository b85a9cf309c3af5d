import './all-work.css'
import { listPreloadLinks, publicClient } from '../../lib/api'
import { pageMeta } from '../../lib/seo'
import type { Route } from './+types/route'
import { AllWorkList } from './all-work-list'

export const links: Route.LinksFunction = () => listPreloadLinks('/public/all-work')

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'All Work',
    description: 'Browse every project by type: apps, e-commerce, informative websites and Shopify stores.',
    path: '/all-work',
  })

export default function AllWork() {
  return (
    <div className="container">
      <header className="page-header">
        <p className="eyebrow">Portfolio</p>
        <h1 className="page-title">All Work</h1>
        <p className="lead">Browse our projects by type, or view everything.</p>
      </header>
      <AllWorkList client={publicClient} />
    </div>
  )
}
