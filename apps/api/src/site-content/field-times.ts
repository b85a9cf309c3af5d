import type { SiteContentChange, SiteContentFieldTimes } from '@studio/contracts'

/**
 * When each field of a copy last changed (field path -> ISO time), kept on the draft and the published
 * row (`field_times`) and written with the copy in the same statement: a save or restore stamps the
 * draft's changed fields, a publish the published copy's. "Older than English" compares the two
 * (contracts' siteContentTranslationGaps); a field no write has changed since the install has no time.
 */

/** `times` with each changed field stamped `at`; a field the change removed (a list entry) is dropped. */
export function withChangedFields(
  times: SiteContentFieldTimes,
  changes: readonly SiteContentChange[],
  at: string,
): Record<string, string> {
  const next: Record<string, string> = { ...times }
  for (const change of changes) {
    if (change.after === null) delete next[change.path]
    else next[change.path] = at
  }
  return next
}
