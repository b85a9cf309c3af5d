import {
  API_MESSAGES,
  BODY_MESSAGES,
  DEFAULT_SITE_LANGUAGE,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@studio/contracts'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'

/**
 * Request reading shared by the site-content routes. A document with both legal pages in Arabic can
 * pass the API's usual 64 KB body limit, so these routes take up to SITE_CONTENT_BODY_LIMIT_BYTES.
 */
export const SITE_CONTENT_BODY_LIMIT_BYTES = 512 * 1024

/** `?lang=` (default en); null for a language the site does not have. */
export function languageOf(c: Context): SiteLanguage | null {
  const lang = c.req.query('lang') ?? DEFAULT_SITE_LANGUAGE
  return (SITE_LANGUAGES as readonly string[]).includes(lang) ? (lang as SiteLanguage) : null
}

export const languageError = `lang must be one of ${SITE_LANGUAGES.join(', ')}.`

/** Refuses a larger body with 413 while it streams in (a declared length is refused before reading). */
export const siteContentBodyLimit = bodyLimit({
  maxSize: SITE_CONTENT_BODY_LIMIT_BYTES,
  onError: () => {
    throw new HTTPException(413, { message: API_MESSAGES.bodyTooLarge })
  },
})

/** The JSON object body (the route sits behind siteContentBodyLimit), or a thrown 400 `{ error }`. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = JSON.parse(await c.req.text())
  } catch {
    throw new HTTPException(400, { message: BODY_MESSAGES.notObject })
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new HTTPException(400, { message: BODY_MESSAGES.notObject })
  return body as Record<string, unknown>
}
