import { useLocation } from 'react-router'
import { languageOfPath, type SiteLanguage } from '../lib/language'

/**
 * The site's message catalogue: the texts of the pages' own markup (labels, states, hints) that are
 * not the studio's editable copy. One typed dictionary per part of the site, each with both
 * languages, so a page's script carries only the parts it renders (content pages ship none).
 */
export type Catalogue<T> = Readonly<Record<SiteLanguage, T>>

/**
 * English texts the contracts already hold (the spec's states, the API's answers), picked by key as
 * plain strings: the catalogue's English is then the contracts' own, and each other language gives
 * its own text for the key.
 */
export function contractTexts<K extends string>(
  texts: Readonly<Record<NoInfer<K>, string>>,
  ...keys: K[]
): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, texts[key]])) as Record<K, string>
}

/** The page's language, read from its address (the same on the server and in the browser). */
export function useLanguage(): SiteLanguage {
  return languageOfPath(useLocation().pathname)
}

/** A part of the catalogue in the page's language. */
export function useMessages<T>(catalogue: Catalogue<T>): T {
  return catalogue[useLanguage()]
}
