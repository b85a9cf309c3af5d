import { workPath } from '@studio/contracts/slugs'
import type { SitemapEntry } from '@studio/contracts/work-items'
import { localizedPath, type SiteLanguage } from '../../lib/language'
import { SITEMAP_PAGES } from '../../site-pages'

/** A case study's priority: below the lists that lead to it. */
export const CASE_STUDY_PRIORITY = '0.7'

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)

/** The W3C date (YYYY-MM-DD) of an API timestamp, or null when it is not one. */
export function lastmodOf(updatedAt: string): string | null {
  const date = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/.exec(updatedAt.trim())?.[1]
  return date && !Number.isNaN(Date.parse(date)) ? date : null
}

const LANGUAGES: readonly SiteLanguage[] = ['en', 'ar']

/**
 * The `<url>` elements of one page, one per language, each naming every language's address (and
 * English as the default) as its alternates.
 */
function urlElements(siteUrl: string, path: string, priority: string, lastmod?: string | null): string[] {
  const address = (language: SiteLanguage) => escapeXml(`${siteUrl}${localizedPath(language, path)}`)
  const alternates = [
    ...LANGUAGES.map(
      (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${address(language)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${address('en')}"/>`,
  ].join('')
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : ''
  return LANGUAGES.map(
    (language) =>
      `  <url><loc>${address(language)}</loc>${alternates}${modified}<priority>${priority}</priority></url>`,
  )
}

/**
 * sitemap.xml: the public pages (their priorities from the route manifest; no lastmod, which nothing
 * records for them) and every case study with the date of its last change, each in both languages
 * with its alternates.
 */
export function sitemapXml(siteUrl: string, caseStudies: readonly SitemapEntry[]): string {
  const urls = [
    ...SITEMAP_PAGES.flatMap((page) => urlElements(siteUrl, page.path, page.priority)),
    ...caseStudies.flatMap((entry) =>
      urlElements(siteUrl, workPath(entry.slug), CASE_STUDY_PRIORITY, lastmodOf(entry.updated_at)),
    ),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}
