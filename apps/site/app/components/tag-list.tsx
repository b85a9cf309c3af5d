import type { SiteLanguage } from '../lib/language'
import { LAYOUT_MESSAGES } from '../messages/layout'

/**
 * A project's or work item's tags as a labelled list; nothing at all when there are none. Tags are
 * written in English (technologies, platforms), so an Arabic page marks each one as English.
 */
export function TagList({ tags, language }: { tags: readonly string[]; language: SiteLanguage }) {
  if (tags.length === 0) return null
  return (
    <ul className="tag-list" aria-label={LAYOUT_MESSAGES[language].tags}>
      {tags.map((tag) => (
        <li key={tag} className="tag" lang={language === 'en' ? undefined : 'en'}>
          {tag}
        </li>
      ))}
    </ul>
  )
}
