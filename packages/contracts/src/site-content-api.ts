import * as z from 'zod/mini'
import { ApiError, errorFieldOf, isJsonResponse } from './api-error'
import { BODY_MESSAGES } from './messages'
import {
  DEFAULT_SITE_LANGUAGE,
  SITE_LANGUAGES,
  type SiteContent,
  type SiteContentDraft,
  SiteContentDraftSchema,
  type SiteLanguage,
} from './site-content'
import { SITE_CONTENT_API_MESSAGES } from './site-content-api-texts'
import type { SiteContentChange, SiteContentFieldError } from './site-content-fields'
import { type SiteContentTranslation, SiteContentTranslationSchema } from './site-content-translation'

/**
 * The site-content calls: the admin's draft, publish, preview and revisions, and the site's read of
 * the published copy (or a previewed draft). Conflicts and refusals come back as typed results, not
 * errors, because the screen shows them (a colleague's newer draft, the fields to fix).
 */

export {
  SITE_CONTENT_API_MESSAGES,
  SITE_CONTENT_PREVIEW_PARAM,
  SITE_CONTENT_PREVIEW_TTL_MS,
} from './site-content-api-texts'

/**
 * What every answer that shows a draft says (the API's preview read, the site's previewed pages, a
 * refused link's included): private to the browser that asked, never stored, never indexed.
 */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
} as const

/** The one rule for a site-content call's `?lang=`: a language the site has, English by default. */
export const SITE_CONTENT_LANGUAGE_MESSAGE = `lang must be one of ${SITE_LANGUAGES.join(', ')}.`

export const SiteContentLanguageQuerySchema = z.object({
  lang: z._default(z.enum(SITE_LANGUAGES, { error: SITE_CONTENT_LANGUAGE_MESSAGE }), DEFAULT_SITE_LANGUAGE),
})

const baseVersion = z
  .string({ error: SITE_CONTENT_API_MESSAGES.baseVersion })
  .check(z.minLength(1, SITE_CONTENT_API_MESSAGES.baseVersion))

/** POST publish and POST revisions/{id}/restore: the draft version the write started from. */
export const SiteContentBaseBodySchema = z.object(
  { base_version: baseVersion },
  { error: BODY_MESSAGES.notObject },
)

/**
 * PUT draft: the version it started from and the document. The document's shape is checked by the
 * route with SiteContentDraftSchema, whose refusal names every field (a 400 with `fields`).
 */
export const SiteContentDraftBodySchema = z.object(
  { base_version: baseVersion, content: z.unknown() },
  { error: BODY_MESSAGES.notObject },
)

/** GET /public/site-content/preview: the signed token of a preview link (absent: none). */
export const SiteContentPreviewQuerySchema = z.object({
  token: z._default(z.string({ error: SITE_CONTENT_API_MESSAGES.previewInvalid }), ''),
})

const FieldErrorSchema = z.object({ path: z.string(), error: z.string() })
const ChangeSchema = z.object({
  path: z.string(),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
})
const contentSchema = SiteContentDraftSchema as z.ZodMiniType<SiteContentDraft>

/** GET {prefix}/site-content: both copies of one language. */
export const AdminSiteContentSchema = z.object({
  language: z.enum(['en', 'ar']),
  draft: contentSchema,
  draft_version: z.string(),
  draft_updated_at: z.string(),
  draft_updated_by: z.nullable(z.string()),
  /** null until the language is first published. */
  published: z.nullable(contentSchema),
  published_at: z.nullable(z.string()),
  published_by: z.nullable(z.string()),
  /** What stops the draft from publishing (empty: it can be published). */
  field_errors: z.array(FieldErrorSchema),
})
export type AdminSiteContent = z.infer<typeof AdminSiteContentSchema>

/** A saved draft (PUT draft, restore), or the current one in a 409. */
export const SavedDraftSchema = z.object({
  draft: contentSchema,
  draft_version: z.string(),
  updated_at: z.string(),
  updated_by: z.nullable(z.string()),
  field_errors: z.array(FieldErrorSchema),
})
export type SavedDraft = z.infer<typeof SavedDraftSchema>

export const PublishedSiteContentSchema = z.object({
  published: contentSchema,
  published_at: z.string(),
  draft_version: z.string(),
  revision_id: z.int(),
  changes: z.array(ChangeSchema),
})
export type PublishedSiteContent = z.infer<typeof PublishedSiteContentSchema>

export const SiteContentRevisionSchema = z.object({
  id: z.int(),
  language: z.enum(['en', 'ar']),
  schema_version: z.int(),
  created_at: z.string(),
  admin_email: z.nullable(z.string()),
  /**
   * The copy the install started with (the defaults, or the copy an older install had published),
   * not a publish of an admin: the first revision of its language, with no changes.
   */
  starting: z.boolean(),
  /** What this publish changed against the copy published before it. */
  changes: z.array(ChangeSchema),
})
export type SiteContentRevision = z.infer<typeof SiteContentRevisionSchema>

export const SiteContentPreviewLinkSchema = z.object({ url: z.string(), expires_at: z.string() })
export type SiteContentPreviewLink = z.infer<typeof SiteContentPreviewLinkSchema>

/** DELETE {prefix}/site-content/preview-links: how many open preview links were ended. */
export const SiteContentPreviewLinksEndedSchema = z.object({ ended: z.int() })
export type SiteContentPreviewLinksEnded = z.infer<typeof SiteContentPreviewLinksEndedSchema>

/**
 * The admin's texts for ending every open preview link. A link also ends when the session that
 * made it ends (sign-out, a password change elsewhere, removal of its admin).
 */
export const PREVIEW_LINK_TEXTS = {
  endAll: 'End all preview links',
  endAllHint: 'Every preview link made so far stops working, whoever made it. New links can be made at once.',
  confirm: 'End every open preview link? Anyone holding one will see that it is no longer valid.',
  ending: 'Ending preview links…',
  ended: (count: number) =>
    count === 0
      ? 'No preview link was open.'
      : count === 1
        ? 'Ended 1 preview link.'
        : `Ended ${count} preview links.`,
  failed: 'The preview links could not be ended. Try again.',
} as const

/** A save or publish the API refused with a reason the screen shows. */
export type SiteContentRefusal =
  | { kind: 'conflict'; error: string; current: SavedDraft }
  | { kind: 'invalid'; error: string; fields: SiteContentFieldError[] }

export type SiteContentWrite<T> = { kind: 'ok'; value: T } | SiteContentRefusal

const ConflictSchema = z.object({ error: z.string(), ...SavedDraftSchema.shape })
const InvalidSchema = z.object({ error: z.string(), fields: z.array(FieldErrorSchema) })

const langQuery = (language: SiteLanguage) => `?lang=${encodeURIComponent(language)}`

async function bodyOf(response: Response): Promise<unknown> {
  if (!isJsonResponse(response)) return null
  return response.json().catch(() => null)
}

function answer<T>(schema: z.ZodMiniType<T>, body: unknown, response: Response, url: string): T {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  throw new ApiError(`Unexpected answer from the API (${url})`, response.status, url)
}

/** The admin client's site-content calls; `send` adds the bearer token (see createAdminClient). */
export function siteContentAdminCalls(
  adminBase: string,
  send: (url: string, init: RequestInit) => Promise<Response>,
) {
  const base = `${adminBase}/site-content`
  const jsonInit = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

  async function read<T>(url: string, init: RequestInit, schema: z.ZodMiniType<T>): Promise<T> {
    const response = await send(url, init)
    const body = await bodyOf(response)
    if (!response.ok)
      throw new ApiError(errorFieldOf(body) ?? `Request failed (${response.status})`, response.status, url)
    return answer(schema, body, response, url)
  }

  /** A write that may be refused with 409 (a newer draft) or 400 (fields): those come back as results. */
  async function write<T>(
    url: string,
    init: RequestInit,
    schema: z.ZodMiniType<T>,
  ): Promise<SiteContentWrite<T>> {
    const response = await send(url, init)
    const body = await bodyOf(response)
    if (response.status === 409) {
      const { error, ...current } = answer(ConflictSchema, body, response, url)
      return { kind: 'conflict', error, current }
    }
    if (response.status === 400 || response.status === 422) {
      const refused = InvalidSchema.safeParse(body)
      if (refused.success) return { kind: 'invalid', ...refused.data }
    }
    if (!response.ok)
      throw new ApiError(errorFieldOf(body) ?? `Request failed (${response.status})`, response.status, url)
    return { kind: 'ok', value: answer(schema, body, response, url) }
  }

  return {
    getSiteContent: (language: SiteLanguage = DEFAULT_SITE_LANGUAGE): Promise<AdminSiteContent> =>
      read(`${base}${langQuery(language)}`, {}, AdminSiteContentSchema),
    /** Saves even with field errors (listed in the answer); refuses only another's newer draft or a wrong shape. */
    saveSiteContentDraft: (
      baseVersion: string,
      content: SiteContentDraft,
      language: SiteLanguage = DEFAULT_SITE_LANGUAGE,
    ): Promise<SiteContentWrite<SavedDraft>> =>
      write(
        `${base}/draft${langQuery(language)}`,
        jsonInit('PUT', { base_version: baseVersion, content }),
        SavedDraftSchema,
      ),
    publishSiteContent: (
      baseVersion: string,
      language: SiteLanguage = DEFAULT_SITE_LANGUAGE,
    ): Promise<SiteContentWrite<PublishedSiteContent>> =>
      write(
        `${base}/publish${langQuery(language)}`,
        jsonInit('POST', { base_version: baseVersion }),
        PublishedSiteContentSchema,
      ),
    previewSiteContent: (language: SiteLanguage = DEFAULT_SITE_LANGUAGE): Promise<SiteContentPreviewLink> =>
      read(`${base}/preview${langQuery(language)}`, { method: 'POST' }, SiteContentPreviewLinkSchema),
    /** Ends every open preview link, of every admin and language; answers how many. */
    endSiteContentPreviewLinks: (): Promise<SiteContentPreviewLinksEnded> =>
      read(`${base}/preview-links`, { method: 'DELETE' }, SiteContentPreviewLinksEndedSchema),
    listSiteContentRevisions: (
      language: SiteLanguage = DEFAULT_SITE_LANGUAGE,
    ): Promise<SiteContentRevision[]> =>
      read(`${base}/revisions${langQuery(language)}`, {}, z.array(SiteContentRevisionSchema)),
    /** What a translation's draft lacks against the English published copy, with the field times. */
    getSiteContentTranslation: (language: SiteLanguage): Promise<SiteContentTranslation> =>
      read(`${base}/translation${langQuery(language)}`, {}, SiteContentTranslationSchema),
    /** Copies a revision into the draft (the live site does not change); 422 names unreadable fields. */
    restoreSiteContentRevision: (id: number, baseVersion: string): Promise<SiteContentWrite<SavedDraft>> =>
      write(
        `${base}/revisions/${id}/restore`,
        jsonInit('POST', { base_version: baseVersion }),
        SavedDraftSchema,
      ),
  }
}

/** A previewed draft, or why the link no longer shows one. */
export type SiteContentPreview =
  | { kind: 'draft'; language: SiteLanguage; content: SiteContentDraft }
  | { kind: 'invalid' }
  | { kind: 'stale' }

const PreviewAnswerSchema = z.object({ language: z.enum(['en', 'ar']), content: contentSchema })

/** The public client's site-content calls (see createPublicClient). */
export interface SiteContentPublicCalls {
  /** GET /public/site-content?lang=: the published copy; null when the language is not published. */
  getSiteContent(language?: SiteLanguage): Promise<SiteContent | null>
  /** GET /public/site-content/preview?token=: the draft a preview link was made for. */
  getSiteContentPreview(token: string): Promise<SiteContentPreview>
}

export function siteContentPublicCalls(
  base: string,
  request: (url: string, init: RequestInit, failure: string) => Promise<Response>,
): SiteContentPublicCalls {
  const failure = SITE_CONTENT_API_MESSAGES.loadFailed
  const init: RequestInit = { headers: { accept: 'application/json' } }
  return {
    async getSiteContent(language = DEFAULT_SITE_LANGUAGE) {
      const url = `${base}/public/site-content${langQuery(language)}`
      const response = await request(url, init, failure)
      if (response.status === 404) return null
      if (!response.ok) throw new ApiError(failure, response.status, url)
      // Published copies passed every field rule when published; the shape is what a reader needs.
      return answer(contentSchema, await bodyOf(response), response, url) as SiteContent
    },
    async getSiteContentPreview(token) {
      const url = `${base}/public/site-content/preview?token=${encodeURIComponent(token)}`
      const response = await request(url, init, failure)
      if (response.status === 401) return { kind: 'invalid' }
      if (response.status === 409) return { kind: 'stale' }
      if (!response.ok) throw new ApiError(failure, response.status, url)
      const parsed = answer(PreviewAnswerSchema, await bodyOf(response), response, url)
      return { kind: 'draft', language: parsed.language, content: parsed.content }
    },
  }
}

export type { SiteContentChange, SiteContentFieldError }
