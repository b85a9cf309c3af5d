/**
 * The copyright line's year, with no schema library: the site fills it in when it renders. The copy
 * says `© {year} Studio.`, so the footer follows the calendar instead of keeping the year the copy
 * was written in. No other `{…}` is filled in, so the copy's rule refuses one (a typo such as
 * `{yaer}` would otherwise show on every page).
 */

export const COPYRIGHT_YEAR_TOKEN = '{year}'

/** Whether every `{…}` in `text` is the year token. */
export function hasOnlyYearToken(text: string): boolean {
  return (text.match(/\{[^{}]*\}/g) ?? []).every((token) => token === COPYRIGHT_YEAR_TOKEN)
}

/** `text` with each year token replaced by `year` (the site passes the year of the page's render). */
export function withCopyrightYear(text: string, year: number): string {
  return text.split(COPYRIGHT_YEAR_TOKEN).join(String(year))
}
