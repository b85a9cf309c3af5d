import { SITE_CONTENT_PREVIEW_PARAM } from '@studio/contracts/site-content-api-texts'
import { useLocation } from 'react-router'
import { localizedPath, otherLanguage, pathWithinLanguage, type SiteLanguage } from '../lib/language'
import { LANGUAGE_NAMES } from '../messages/layout'

/**
 * The address of the page being shown in the other language: the same page and the same view (the
 * All Work filter and page), a preview's token left behind. The rendered address is the canonical
 * view already (the Worker renders that), so its query is kept as it is.
 */
export function otherLanguageHref(language: SiteLanguage, pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete(SITE_CONTENT_PREVIEW_PARAM)
  const query = params.toString()
  return `${localizedPath(otherLanguage(language), pathWithinLanguage(pathname))}${query ? `?${query}` : ''}`
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
