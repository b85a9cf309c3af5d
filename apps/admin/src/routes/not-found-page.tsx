import { buttonClass } from '@studio/ui/button'
import { Link } from 'react-router'
import { EmptyState } from '../components/list-states'
import { PageHeader } from '../components/page-header'
import './not-found-page.css'

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState text="There is no admin page at this address." />
      <p className="not-found__back">
        <Link className={buttonClass('secondary', 'sm')} to="/admin/projects">
          Back to Projects
        </Link>
      </p>
    </>
  )
}
