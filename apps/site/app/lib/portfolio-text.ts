import type { SiteLanguage } from './language'

/** What a project or All Work item says in each language (the Arabic texts are optional). */
export interface PortfolioTexts {
  title: string
  description: string
  title_ar?: string | null
  description_ar?: string | null
}

/** One text as a page shows it: `lang` is set when it is not in the page's language. */
export interface ShownText {
  text: string
  /** 'en' for an English text standing in on an Arabic page, so screen readers switch voice. */
  lang: 'en' | undefined
}

function shown(language: SiteLanguage, english: string, arabic: string | null | undefined): ShownText {
  if (language === 'en') return { text: english, lang: undefined }
  const text = arabic?.trim()
  return text ? { text, lang: undefined } : { text: english, lang: 'en' }
}

/**
 * An item's title and description in the page's language: on an Arabic page its Arabic texts, and
 * the English one, marked, wherever the studio has not written the Arabic yet (never an empty card).
 */
export function portfolioTexts(item: PortfolioTexts, language: SiteLanguage) {
  return {
    title: shown(language, item.title, item.title_ar),
    description: shown(language, item.description, item.description_ar),
  }
}
