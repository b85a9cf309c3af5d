import { useLocation } from 'react-router'
import { otherLanguage, type SiteLanguage } from '../lib/language'
import { LANGUAGE_NAMES } from '../messages/layout'
import { samePageIn } from '../site-pages'

/**
 * The address of the page being shown in the other language: the same page and the same view (the
 * All Work filter and page), built from the route manifest (site-pages.ts), so a preview's token and
 * any other parameter stay behind, and an address that is no page (`/ar//evil.example/`) links to the
 * other language's not-found page, never to another host.
 */
export function otherLanguageHref(language: SiteLanguage, pathname: string, search: string): string {
  return samePageIn(new URL(`https://site.invalid${pathname}${search}`), otherLanguage(language))
}

/** The link to this page in the other language, named in that language. */
export function LanguageSwitch({ language, className }: { language: SiteLanguage; className?: string }) {
  const { pathname, search } = useLocation()
  const other = otherLanguage(language)
  return (
    <a
      href={otherLanguageHref(language, pathname, search)}
      hrefLang={other}
      lang={other}
      className={className}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  )
}
