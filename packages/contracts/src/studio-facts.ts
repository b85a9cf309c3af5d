import type { SiteContentDraft } from './site-content'

/**
 * The studio's facts that read the same in every language: its phone, email, map link and social
 * profiles. They live once, in the source language's copy (English); every other language shows
 * them from there and keeps only its words (a social profile's label, matched by network). So a
 * new phone number published in English is the phone on every page in both languages.
 */
export function withStudioFacts(words: SiteContentDraft, facts: SiteContentDraft): SiteContentDraft {
  const labels = new Map(words.studio.social.map((profile) => [profile.network, profile.label]))
  return {
    ...words,
    studio: {
      ...words.studio,
      phone: facts.studio.phone,
      email: facts.studio.email,
      map_url: facts.studio.map_url,
      social: facts.studio.social.map((profile) => ({
        ...profile,
        label: labels.get(profile.network) ?? profile.label,
      })),
    },
  }
}

/**
 * Whether a field of the copy (a dotted path: `studio.phone`, `studio.social.0.url`) is one of those
 * facts, or the list that holds the profiles: a translation shows it, read-only.
 */
export function isStudioFact(path: string): boolean {
  return (
    /^studio\.(phone|email|map_url|social)$/.test(path) || /^studio\.social\.\d+\.(network|url)$/.test(path)
  )
}
