import { buttonClass } from '@studio/ui/button'
import { Link } from 'react-router'
import { PageHeader } from '../../components/page-header'
import { localizedPath } from '../../lib/language'
import { contentMeta, type MetaArgs } from '../../lib/site-content'
import { useLanguage } from '../../messages/catalogue'
import { NOT_FOUND_MESSAGES } from '../../messages/not-found'

/** The not-found page's tags, from the site copy: never indexed (no canonical path). */
export const notFoundMeta = (args: MetaArgs) => contentMeta(args, 'not_found')

/**
 * The not-found page's content: the catch-all route shows it, and so does a route that answers 404
 * itself (an unknown case study), so a visitor sees one page whatever the address.
 */
export function NotFoundPage() {
  const language = useLanguage()
  const messages = NOT_FOUND_MESSAGES[language]
  return (
    <div className="container not-found">
      <PageHeader eyebrow={messages.eyebrow} title={messages.title} lead={messages.lead} />
      <ul className="card-grid not-found__list">
        {messages.suggestions.map((item) => (
          <li key={item.to}>
            <Link to={localizedPath(language, item.to)} className="not-found__link panel">
              <strong>{item.label}</strong>
              <span>{item.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="not-found__home">
        <Link to={localizedPath(language, '/')} className={buttonClass('primary')}>
          {messages.home}
        </Link>
      </p>
    </div>
  )
}
