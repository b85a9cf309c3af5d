import * as z from 'zod/mini'
import { ApiError, errorFieldOf, isJsonResponse, trimBase } from './api-error'
import { readBounded } from './bounded-read'
import type { ContactEnquiry } from './contact'
import { CONTACT_MESSAGES, LIST_MESSAGES } from './messages'
import { type PublicProject, PublicProjectSchema } from './projects'
import { type PageShareCards, PageShareCardsSchema } from './share-cards'
import type { SiteLanguage } from './site-content'
import { type SiteContentPublicCalls, siteContentPublicCalls } from './site-content-api'
import {
  type PublicWorkItem,
  PublicWorkItemSchema,
  type SitemapEntry,
  SitemapEntrySchema,
  WorkItemRedirectSchema,
} from './work-items'

/** A case study looked up by slug: the item, its new slug (an old address, to redirect 301), or none. */
export type WorkItemLookup =
  | { kind: 'item'; item: PublicWorkItem }
  | { kind: 'moved'; slug: string }
  | { kind: 'missing' }

/** The site's client for the public calls and the case-study calls. */
export interface PublicClient extends SiteContentPublicCalls {
  listProjects(): Promise<PublicProject[]>
  listAllWork(): Promise<PublicWorkItem[]>
  /** GET /public/work/{slug}. */
  getWorkItem(slug: string): Promise<WorkItemLookup>
  /** GET /public/sitemap-entries: every public case study's slug and last change. */
  listSitemapEntries(): Promise<SitemapEntry[]>
  /** GET /public/content-version: changes with every save of public content (the edge cache key). */
  contentVersion(): Promise<string>
  /** GET /public/share-cards?lang=: each page's share card in a language (none drawn yet: empty). */
  getPageShareCards(language: SiteLanguage): Promise<PageShareCards>
  sendContact(enquiry: Omit<ContactEnquiry, 'website'>): Promise<void>
}

const ContentVersionSchema = z.object({ version: z.string().check(z.minLength(1)) })

/**
 * How much of the API's answers the site reads, and for how long. Every read stops at its byte limit
 * and at the time limit (from the request to the last byte of its answer), and never follows a
 * redirect, so an API (or anything answering in its place) that streams without end, trickles, or
 * points elsewhere costs a page its error or its last good copy, never the Worker's memory or time.
 * Generous for the real answers: a list holds hundreds of items in two languages (500 items with
 * every text at its longest in both come to about 8 MB, a test checks it), the copy is a document the
 * API keeps under 512 KB, the other answers are a few KB.
 */
export const PUBLIC_ANSWER_LIMITS = {
  /** All Work, Projects, the sitemap's entries. */
  listBytes: 16 * 1024 * 1024,
  /** The copy (published, or a preview's draft). */
  copyBytes: 2 * 1024 * 1024,
  /** A case study, the content version, the contact answer, any error. */
  answerBytes: 256 * 1024,
  /** One call, request to last byte (a visitor's request may hand a shared deadline: `signal`). */
  timeMs: 5000,
} as const

export interface PublicClientOptions {
  /**
   * Aborts every call still running: the site's Worker hands one per visitor request, so the calls
   * of one page share one time limit. Each call also stops at PUBLIC_ANSWER_LIMITS.timeMs.
   */
  signal?: AbortSignal
}

/** An answer over its byte limit: read no further. */
class AnswerTooLarge extends Error {}

/** Statuses whose answer has no body (building a Response with one throws). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

/**
 * The body of `response`: at most `maxBytes` of it (a declared length over the limit is refused
 * before any byte), and only until `signal` aborts. The rest is cancelled, never read.
 */
async function readAnswer(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!response.body) return new Uint8Array(0)
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    // Frees the connection without reading on; nobody waits for the other side to agree.
    response.body.cancel().catch(() => undefined)
    throw new AnswerTooLarge()
  }
  return readBounded(response.body, { maxBytes, signal, tooLarge: () => new AnswerTooLarge() })
}

async function readJson(response: Response): Promise<unknown> {
  if (!isJsonResponse(response)) return null
  try {
    return await response.json()
  } catch {
    return null
  }
}

/** `fetcher` defaults to the global fetch as it is at each call (so one long-lived client sees a replaced fetch). */
export function createPublicClient(
  baseUrl: string,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
  options: PublicClientOptions = {},
): PublicClient {
  const base = trimBase(baseUrl)

  /**
   * One call: the request and its whole answer, read within its limits (PUBLIC_ANSWER_LIMITS) and
   * never following a redirect (a 3xx is the answer itself). When no complete answer comes back in
   * time (offline, refused, too slow) the call fails with its own text and status 0; an answer over
   * its byte limit fails with 502, like any other answer the API should not give.
   */
  async function request(
    url: string,
    init: RequestInit,
    failure: string,
    maxBytes: number = PUBLIC_ANSWER_LIMITS.answerBytes,
  ): Promise<Response> {
    const timer = new AbortController()
    // A timer rather than AbortSignal.timeout, so tests can move it with fake timers.
    const timeout = setTimeout(
      () => timer.abort(new Error('The API did not answer in time.')),
      PUBLIC_ANSWER_LIMITS.timeMs,
    )
    const signal = options.signal ? AbortSignal.any([options.signal, timer.signal]) : timer.signal
    try {
      const response = await fetcher(url, { ...init, redirect: 'manual', signal })
      const body = await readAnswer(response, maxBytes, signal)
      const empty = NULL_BODY_STATUSES.has(response.status)
      return new Response(empty ? null : body, { status: response.status, headers: response.headers })
    } catch (error) {
      throw new ApiError(failure, error instanceof AnswerTooLarge ? 502 : 0, url)
    } finally {
      clearTimeout(timeout)
    }
  }

  async function getList<T>(path: string, schema: z.ZodMiniType<T>, failure: string): Promise<T[]> {
    const url = `${base}${path}`
    const init = { headers: { accept: 'application/json' } }
    const response = await request(url, init, failure, PUBLIC_ANSWER_LIMITS.listBytes)
    if (!response.ok) throw new ApiError(failure, response.status, url)
    const parsed = z.array(schema).safeParse(await readJson(response))
    if (!parsed.success) throw new ApiError(failure, response.status, url)
    return parsed.data
  }

  /** The redirect is read, not followed: a 301 or 308 names the item's new slug in its body. */
  async function getWorkItem(slug: string): Promise<WorkItemLookup> {
    const url = `${base}/public/work/${encodeURIComponent(slug)}`
    const failure = LIST_MESSAGES.loadFailed
    const response = await request(url, { headers: { accept: 'application/json' } }, failure)
    if (response.status === 404) return { kind: 'missing' }
    if (response.status === 301 || response.status === 308) {
      const moved = WorkItemRedirectSchema.safeParse(await readJson(response))
      if (!moved.success) throw new ApiError(failure, response.status, url)
      return { kind: 'moved', slug: moved.data.redirect }
    }
    if (!response.ok) throw new ApiError(failure, response.status, url)
    const parsed = PublicWorkItemSchema.safeParse(await readJson(response))
    if (!parsed.success) throw new ApiError(failure, response.status, url)
    // An item answered under another address names its own slug.
    if (parsed.data.slug !== undefined && parsed.data.slug !== slug)
      return { kind: 'moved', slug: parsed.data.slug }
    return { kind: 'item', item: parsed.data }
  }

  return {
    ...siteContentPublicCalls(base, (url, init, failure) =>
      request(url, init, failure, PUBLIC_ANSWER_LIMITS.copyBytes),
    ),
    listProjects: () => getList('/public/projects', PublicProjectSchema, LIST_MESSAGES.projectsFailed),
    listAllWork: () => getList('/public/all-work', PublicWorkItemSchema, LIST_MESSAGES.allWorkFailed),
    getWorkItem,
    listSitemapEntries: () =>
      getList('/public/sitemap-entries', SitemapEntrySchema, LIST_MESSAGES.loadFailed),
    async getPageShareCards(language) {
      const url = `${base}/public/share-cards?lang=${language}`
      const response = await request(
        url,
        { headers: { accept: 'application/json' } },
        LIST_MESSAGES.loadFailed,
      )
      // An API older than the cards has none: every page shows the studio's default image.
      if (response.status === 404) return { pages: {} }
      const parsed = PageShareCardsSchema.safeParse(response.ok ? await readJson(response) : null)
      if (!parsed.success) throw new ApiError(LIST_MESSAGES.loadFailed, response.status, url)
      return parsed.data
    },
    async contentVersion() {
      const url = `${base}/public/content-version`
      const response = await request(
        url,
        { headers: { accept: 'application/json' } },
        LIST_MESSAGES.loadFailed,
      )
      const parsed = ContentVersionSchema.safeParse(response.ok ? await readJson(response) : null)
      if (!parsed.success) throw new ApiError(LIST_MESSAGES.loadFailed, response.status, url)
      return parsed.data.version
    },
    async sendContact(enquiry) {
      const url = `${base}/public/contact`
      const response = await request(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(enquiry),
        },
        CONTACT_MESSAGES.sendFailedRetry,
      )
      const body = await readJson(response)
      if (!response.ok)
        throw new ApiError(errorFieldOf(body) ?? CONTACT_MESSAGES.sendFailed, response.status, url)
    },
  }
}
