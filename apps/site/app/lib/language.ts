import type { SiteLanguage } from '@studio/contracts/site-content'

/**
 * The site's two languages, told apart by the address alone: English at the site's root, Arabic
 * under /ar/. A request's language is read from its URL wherever it is needed (loaders and meta from
 * the request's or location's path, components through `useLanguage`, messages/catalogue.ts) and
 * handed to the helpers below as their `language` argument; nothing on the server keeps a "current
 * language", and no loader's data repeats it.
 * No zod here: the pages' scripts import it.
 */

export type { SiteLanguage }

export const ARABIC_PREFIX = '/ar'

/** The language an address is in: '/ar', '/ar/' and everything under '/ar/' are Arabic. */
export function languageOfPath(pathname: string): SiteLanguage {
  return pathname === ARABIC_PREFIX || pathname.startsWith(`${ARABIC_PREFIX}/`) || pathname === '/ar.data'
    ? 'ar'
    : 'en'
}

/** The address without its language prefix ('/ar/services' is '/services', '/ar/' is '/'). */
export function pathWithinLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname
  if (pathname === '/ar.data') return '/_.data'
  return pathname.slice(ARABIC_PREFIX.length) || '/'
}

/** A site path ('/', '/services', '/work/x?y') in a language: Arabic home is '/ar/', the rest '/ar/…'. */
export function localizedPath(language: SiteLanguage, path: string): string {
  if (language === 'en' || !path.startsWith('/')) return path
  if (path === ARABIC_PREFIX || path.startsWith(`${ARABIC_PREFIX}/`)) return path
  return `${ARABIC_PREFIX}${path}`
}

/** The other language: where the language switcher goes. */
export function otherLanguage(language: SiteLanguage): SiteLanguage {
  return language === 'en' ? 'ar' : 'en'
}

/** What `<html>` says of a language. */
export const HTML_LANGUAGE = {
  en: { lang: 'en', dir: 'ltr' },
  ar: { lang: 'ar', dir: 'rtl' },
} as const satisfies Record<SiteLanguage, { lang: string; dir: 'ltr' | 'rtl' }>

/**
 * The locale numbers and dates of prose are formatted in. Arabic pages use Western digits
 * (`nu-latn`), the same digits as the prices and phone numbers the copy quotes (decision 0011).
 */
export const INTL_LOCALE = {
  en: 'en-GB',
  ar: 'ar-EG-u-nu-latn',
} as const satisfies Record<SiteLanguage, string>

/** One formatter per language, made on the first number that needs one. */
const numberFormats = new Map<SiteLanguage, Intl.NumberFormat>()

/**
 * A count or position of prose ("3 of 12"), in the page's language. Below 1,000 a whole number is
 * its digits in both locales, and is written without Intl: making the first formatter costs 110 to
 * 140 ms of a phone's main thread (4x CPU), the largest single piece of the Projects page's hydration.
 */
export function formatNumber(language: SiteLanguage, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value)
  let format = numberFormats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[language])
    numberFormats.set(language, format)
  }
  return format.format(value)
}
