import { createTestApp, type TestApp } from '@studio/api/test-app'
import type { SessionResponse } from '@studio/contracts/auth'
import type { AdminProject, ProjectBody } from '@studio/contracts/projects'
import type { SiteContent } from '@studio/contracts/site-content'
import type { AdminSiteContent, SavedDraft, SiteContentPreviewLink } from '@studio/contracts/site-content-api'
import type { UploadResponse } from '@studio/contracts/upload'
import type { AdminWorkItem, WorkItemBody } from '@studio/contracts/work-items'
import type { AppLoadContext } from 'react-router'

/** Signs the tests' preview links (the API makes none without a secret). */
const PREVIEW_SECRET = 'site-test-preview-secret-0123456789abcdef'

/** The admin who creates the tests' content; the password passes the API's common-password check. */
const TEST_ADMIN = { email: 'admin@example.com', password: 'correct horse battery staple' }

/** A work item to save: its title and description, and any other field of the admin's form. */
type WorkItemFields = Pick<WorkItemBody, 'title' | 'description'> & Partial<WorkItemBody>

/** When a record is saved (its created_at and updated_at, so the sitemap's lastmod), else now. */
interface SavedAt {
  at?: string
}

/**
 * The real API (the Hono app over a migrated libSQL file database, `@studio/api/test-app`) behind the
 * Worker's API service binding, and the admin's calls that put content into it.
 */
export interface RealApi {
  /** A load context whose `cloudflare.env.API` is a service binding to the real app. */
  context: AppLoadContext
  api: TestApp
  /** POST {prefix}/all-work: a work item (its slug made from the title unless given). */
  createWorkItem: (fields: WorkItemFields, options?: SavedAt) => Promise<AdminWorkItem>
  /** POST {prefix}/projects. */
  createProject: (fields: ProjectBody, options?: SavedAt) => Promise<AdminProject>
  /**
   * POST {prefix}/upload, as the admin uploads a cover: its `url` is a cover_url to save. Node's own
   * environment only (`// @vitest-environment node`): jsdom's Blob is not one the API recognises.
   */
  uploadCover: (bytes: Uint8Array) => Promise<UploadResponse>
  /** PUT {prefix}/all-work/{id} with a new slug: the old slug then answers 301 to the new one. */
  renameWorkItem: (item: AdminWorkItem, slug: string, options?: SavedAt) => Promise<AdminWorkItem>
  /** PUT {prefix}/all-work/{id} with the item's fields changed (a full update). */
  updateWorkItem: (
    item: AdminWorkItem,
    changes: Partial<WorkItemBody>,
    options?: SavedAt,
  ) => Promise<AdminWorkItem>
  /** Saves a draft of the English site copy changed by `edit` (any shape the draft schema takes). */
  saveSiteContentDraft: (edit: (draft: SiteContent) => void) => Promise<SavedDraft>
  /** Saves a draft changed by `edit` and publishes it: the site's pages then show it. */
  publishSiteContent: (edit: (draft: SiteContent) => void) => Promise<void>
  /** A preview link of the current English draft: its token (the `preview` parameter). */
  /** A preview link's token for a language's draft (English unless named). */
  previewToken: (language?: 'en' | 'ar') => Promise<string>
}

/** The Worker's load context with the given API service binding. */
function contextWith(fetcher: typeof fetch): AppLoadContext {
  return { cloudflare: { env: { API: { fetch: fetcher } }, ctx: { waitUntil: () => undefined } } }
}

/** A fresh real API with a signed-up admin, bound to the Worker's context as its `API` service. */
export async function apiContext(): Promise<RealApi> {
  // The admin's session outlives any date a test saves content at.
  const api = await createTestApp({
    config: { sessionTtlMs: 100 * 365 * 24 * 60 * 60 * 1000, previewSecret: PREVIEW_SECRET },
  })
  let token: string | null = null

  async function call<T>(method: string, path: string, body: unknown, options: SavedAt = {}): Promise<T> {
    api.setNow(options.at ? new Date(options.at) : null)
    try {
      const response = await api.app.request(path, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
      return (await response.json()) as T
    } finally {
      api.setNow(null)
    }
  }

  const session = await call<SessionResponse>('POST', '/auth/signup', TEST_ADMIN)
  if (!session.access_token) throw new Error('The first signup answered without a session.')
  token = session.access_token

  const admin = (path: string) => `${api.config.adminPrefix}${path}`
  const updateWorkItem: RealApi['updateWorkItem'] = (item, changes, options) => {
    const { title, description, cover_url, category, website, href, tags, hidden, slug, featured } = item
    const body: WorkItemFields = {
      ...{ title, description, cover_url, category, website, href, tags, hidden, slug, featured },
      ...changes,
    }
    return call('PUT', admin(`/all-work/${item.id}`), body, options)
  }

  const saveSiteContentDraft: RealApi['saveSiteContentDraft'] = async (edit) => {
    const current = await call<AdminSiteContent>('GET', admin('/site-content?lang=en'), undefined)
    const draft = structuredClone(current.draft) as SiteContent
    edit(draft)
    return call('PUT', admin('/site-content/draft?lang=en'), {
      base_version: current.draft_version,
      content: draft,
    })
  }

  return {
    saveSiteContentDraft,
    async publishSiteContent(edit) {
      const saved = await saveSiteContentDraft(edit)
      await call('POST', admin('/site-content/publish?lang=en'), { base_version: saved.draft_version })
    },
    async previewToken(language = 'en') {
      const link = await call<SiteContentPreviewLink>(
        'POST',
        admin(`/site-content/preview?lang=${language}`),
        undefined,
      )
      const token = new URL(link.url).searchParams.get('preview')
      if (!token) throw new Error(`The preview link has no token: ${link.url}`)
      return token
    },
    context: contextWith(async (input, init) => api.app.fetch(new Request(input, init))),
    api,
    createWorkItem: (fields, options) => call('POST', admin('/all-work'), fields, options),
    createProject: (fields, options) => call('POST', admin('/projects'), fields, options),
    async uploadCover(bytes) {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(bytes)]), 'cover')
      const response = await api.app.request(admin('/upload'), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`)
      return (await response.json()) as UploadResponse
    },
    updateWorkItem,
    renameWorkItem: (item, slug, options) => updateWorkItem(item, { slug }, options),
  }
}

/** A load context whose API service binding never answers (the API Worker is unreachable). */
export function unreachableApiContext(): AppLoadContext {
  return contextWith(async () => {
    throw new TypeError('fetch failed')
  })
}
