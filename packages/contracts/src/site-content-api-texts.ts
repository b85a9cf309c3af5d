/**
 * The site-content API's constants and texts, with no schema library: the site's pages use the
 * preview parameter and texts in the browser. site-content-api.ts re-exports them.
 */

/** A preview link stands this long after it is made. */
export const SITE_CONTENT_PREVIEW_TTL_MS = 60 * 60 * 1000

/** The site's query parameter that carries a preview token (`<site>/?preview=<token>`, any page). */
export const SITE_CONTENT_PREVIEW_PARAM = 'preview'

export const SITE_CONTENT_API_MESSAGES = {
  conflict: 'Someone else saved this draft after you opened it. Review their changes before saving again.',
  invalid: 'Some fields need fixing before the site content can be published.',
  shape: 'The site content does not have the expected shape.',
  baseVersion: 'base_version must be the draft version you started from.',
  notPublished: 'No site content is published in this language yet.',
  notTranslated: 'English is the language the others are translated from; it has no translation status.',
  revisionNotFound: 'That revision does not exist.',
  revisionUnreadable: 'That revision cannot be restored: some fields no longer fit the site content.',
  previewInvalid: 'This preview link is not valid or has expired. Make a new one from the admin panel.',
  previewStale: 'This preview is out of date: the draft changed after the link was made. Make a new one.',
  loadFailed: 'Failed to load the site content',
} as const
