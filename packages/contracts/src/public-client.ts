import * as z from 'zod/mini'
import { ApiError, errorFieldOf, isJsonResponse, trimBase } from './api-error'
import type { ContactEnquiry } from './contact'
import { CONTACT_MESSAGES, LIST_MESSAGES } from './messages'
import { type PublicProject, PublicProjectSchema } from './projects'
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
  sendContact(enquiry: Omit<ContactEnquiry, 'website'>): Promise<void>
}

const ContentVersionSchema = z.object({ version: z.string().check(z.minLength(1)) })

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
): PublicClient {
  const base = trimBase(baseUrl)

  /**
   * The fetch itself; when no answer comes back (offline, DNS, CORS) the call fails with its own
   * text instead of the browser's "Failed to fetch", and status 0.
   */
  async function request(url: string, init: RequestInit, failure: string): Promise<Response> {
    try {
      return await fetcher(url, init)
    } catch {
      throw new ApiError(failure, 0, url)
    }
  }

  async function getList<T>(path: string, schema: z.ZodMiniType<T>, failure: string): Promise<T[]> {
    const url = `${base}${path}`
    const response = await request(url, { headers: { accept: 'application/json' } }, failure)
    if (!response.ok) throw new ApiError(failure, response.status, url)
    const parsed = z.array(schema).safeParse(await readJson(response))
    if (!parsed.success) throw new ApiError(failure, response.status, url)
    return parsed.data
  }

  /**
   * The redirect is read, not followed (a Worker's service binding must not chase a Location);
   * a browser only sees an opaque redirect, so it asks again and follows it.
   */
  async function getWorkItem(slug: string): Promise<WorkItemLookup> {
    const url = `${base}/public/work/${encodeURIComponent(slug)}`
    const failure = LIST_MESSAGES.loadFailed
    const init: RequestInit = { headers: { accept: 'application/json' }, redirect: 'manual' }
    let response = await request(url, init, failure)
    // A browser's opaque redirect has status 0 (its type is not known to every runtime's types).
    if (response.status === 0) response = await request(url, { ...init, redirect: 'follow' }, failure)
    if (response.status === 404) return { kind: 'missing' }
    if (response.status === 301 || response.status === 308) {
      const moved = WorkItemRedirectSchema.safeParse(await readJson(response))
      if (!moved.success) throw new ApiError(failure, response.status, url)
      return { kind: 'moved', slug: moved.data.redirect }
    }
    if (!response.ok) throw new ApiError(failure, response.status, url)
    const parsed = PublicWorkItemSchema.safeParse(await readJson(response))
    if (!parsed.success) throw new ApiError(failure, response.status, url)
    // Followed to the current address: the item names its own slug.
    if (parsed.data.slug !== undefined && parsed.data.slug !== slug)
      return { kind: 'moved', slug: parsed.data.slug }
    return { kind: 'item', item: parsed.data }
  }

  return {
    ...siteContentPublicCalls(base, request),
    listProjects: () => getList('/public/projects', PublicProjectSchema, LIST_MESSAGES.projectsFailed),
    listAllWork: () => getList('/public/all-work', PublicWorkItemSchema, LIST_MESSAGES.allWorkFailed),
    getWorkItem,
    listSitemapEntries: () =>
      getList('/public/sitemap-entries', SitemapEntrySchema, LIST_MESSAGES.loadFailed),
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
