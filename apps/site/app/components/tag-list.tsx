import type { SiteLanguage } from '../lib/language'

/**
 * A project's or work item's tags as a list (in its card, under its title: a list cannot be named, by
 * ARIA's rules for its role); nothing at all when there are none. Tags are
 * written in English (technologies, platforms), so an Arabic page marks each one as English.
 */
export function TagList({ tags, language }: { tags: readonly string[]; language: SiteLanguage }) {
  if (tags.length === 0) return null
  return (
    <ul className="tag-list">
      {tags.map((tag) => (
        <li key={tag} className="tag" lang={language === 'en' ? undefined : 'en'}>
          {tag}
        </li>
      ))}
    </ul>
  )
}
