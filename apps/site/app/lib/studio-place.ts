import type { SiteLanguage } from './language'

/** The studio's city and country as one line, joined by the language's own comma (Arabic: '،'). */
export function studioPlace(
  { city, country }: { city: string; country: string },
  language: SiteLanguage,
): string {
  return [city, country].filter(Boolean).join(language === 'ar' ? '، ' : ', ')
}
