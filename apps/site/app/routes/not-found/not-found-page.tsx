import { buttonClass } from '@studio/ui/button'
import { Link } from 'react-router'
import { contentMeta } from '../../lib/site-content'

/** The not-found page's tags, from the site copy: never indexed (no canonical path). */
export const notFoundMeta = (matches: Parameters<typeof contentMeta>[0]) => contentMeta(matches, 'not_found')

const SUGGESTIONS = [
  { to: '/services', label: 'Services', text: 'What we build: web, apps, AI agents, data and maintenance.' },
  { to: '/projects', label: 'Projects', text: 'Our latest work for clients.' },
  { to: '/all-work', label: 'All Work', text: 'Every project, by type.' },
  { to: '/contact', label: 'Get in Touch', text: 'Tell us about your project.' },
] as const

/**
 * The not-found page's content: the catch-all route shows it, and so does a route that answers 404
 * itself (an unknown case study), so a visitor sees one page whatever the address.
 */
export function NotFoundPage() {
  return (
    <div className="container not-found">
      <header className="page-header">
        <p className="eyebrow">Error 404</p>
        <h1 className="page-title">This page could not be found</h1>
        <p className="lead">The link may be old or mistyped. One of these pages is probably what you need:</p>
      </header>
      <ul className="not-found__list">
        {SUGGESTIONS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="not-found__link panel">
              <strong>{item.label}</strong>
              <span>{item.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="not-found__home">
        <Link to="/" className={buttonClass('primary')}>
          Back to the home page
        </Link>
      </p>
    </div>
  )
}
