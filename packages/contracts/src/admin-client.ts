import * as z from 'zod/mini'
import { ApiError, isJsonResponse, trimBase } from './api-error'
import type { LoginBody, SessionResponse, SignupBody } from './auth'
import { MeResponseSchema, SessionResponseSchema } from './auth'
import { DEFAULT_ADMIN_API_PREFIX } from './constants'
import { type ContactMessage, ContactMessageSchema } from './contact'
import { type AdminProject, AdminProjectSchema, type ProjectBody } from './projects'
import { type UploadResponse, UploadResponseSchema } from './upload'
import {
  type AdminWorkItem,
  AdminWorkItemSchema,
  type WorkItemBody,
  type WorkItemFeaturedBody,
} from './work-items'

export interface AdminClientOptions {
  /** The API host, e.g. https://api.example.com (trailing slashes removed). */
  apiUrl: string
  /** Admin path prefix, default /sb-admin. */
  prefix?: string
  /** Returns the stored bearer token, if any. */
  getToken: () => string | null
  fetcher?: typeof fetch
}

function messageField(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  const record = body as Record<string, unknown>
  for (const key of ['error', 'message'] as const) {
    const value = record[key]
    if (typeof value === 'string' && value) return value
  }
  return undefined
}

/** Where the first problem is, in words: `the answer`, or a path such as `item 2, title`. */
function placeOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }>): string {
  const path = issues[0]?.path ?? []
  if (path.length === 0) return 'the answer'
  return path.map((key) => (typeof key === 'number' ? `item ${key + 1}` : String(key))).join(', ')
}

/** A 2xx answer of the wrong shape (or null) is an ApiError like any other, naming the URL. */
function parseAnswer<T>(schema: z.ZodMiniType<T>, body: unknown, status: number, url: string): T {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  throw new ApiError(
    `Unexpected answer from the API (${placeOf(parsed.error.issues)} has the wrong shape) at ${url}`,
    status,
    url,
  )
}

/** The admin panel's client: bearer token, no cookies, spec section 8 error rules. */
export function createAdminClient(options: AdminClientOptions) {
  const host = trimBase(options.apiUrl)
  const adminBase = `${host}${trimBase(options.prefix ?? DEFAULT_ADMIN_API_PREFIX)}`
  const fetcher = options.fetcher ?? fetch

  async function call<T>(url: string, init: RequestInit, schema: z.ZodMiniType<T>): Promise<T> {
    const headers = new Headers(init.headers)
    headers.set('accept', 'application/json')
    const token = options.getToken()
    if (token) headers.set('authorization', `Bearer ${token}`)
    // No cookies ever: the session travels only as the bearer header.
    const response = await fetcher(url, { ...init, headers, credentials: 'omit' } as RequestInit)
    if (response.status === 204) return parseAnswer(schema, {}, response.status, url)
    if (!isJsonResponse(response)) {
      const text = await response.text().catch(() => '')
      const contentType = response.headers.get('content-type') ?? 'none'
      throw new ApiError(
        `Expected JSON but got status ${response.status} from ${url} (content-type: ${contentType}): ${text.slice(0, 400)} ` +
          '— check the admin API URL configuration (VITE_API_URL and VITE_ADMIN_API_PREFIX).',
        response.status,
        url,
      )
    }
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      throw new ApiError(
        `${messageField(body) ?? `Request failed (${response.status})`} at ${url}`,
        response.status,
        url,
      )
    }
    return parseAnswer(schema, body, response.status, url)
  }

  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const anything = z.unknown()
  const list = <T>(schema: z.ZodMiniType<T>) => z.array(schema)

  return {
    adminBase,
    signup: (body: SignupBody) =>
      call(`${host}/auth/signup`, json('POST', body), z.partial(SessionResponseSchema)),
    login: (body: LoginBody): Promise<SessionResponse> =>
      call(`${host}/auth/login`, json('POST', body), SessionResponseSchema),
    logout: () => call(`${host}/auth/logout`, { method: 'POST' }, anything),
    me: () => call(`${host}/auth/me`, { method: 'GET' }, MeResponseSchema),

    listProjects: (): Promise<AdminProject[]> => call(`${adminBase}/projects`, {}, list(AdminProjectSchema)),
    createProject: (body: ProjectBody) =>
      call(`${adminBase}/projects`, json('POST', body), AdminProjectSchema),
    updateProject: (id: number, body: ProjectBody) =>
      call(`${adminBase}/projects/${id}`, json('PUT', body), AdminProjectSchema),
    deleteProject: (id: number) => call(`${adminBase}/projects/${id}`, { method: 'DELETE' }, anything),

    upload(file: Blob, filename = 'cover'): Promise<UploadResponse> {
      const form = new FormData()
      form.append('file', file, filename)
      return call(`${adminBase}/upload`, { method: 'POST', body: form }, UploadResponseSchema)
    },

    listContactMessages: (): Promise<ContactMessage[]> =>
      call(`${adminBase}/contact-messages`, {}, list(ContactMessageSchema)),

    listWorkItems: (): Promise<AdminWorkItem[]> =>
      call(`${adminBase}/all-work`, {}, list(AdminWorkItemSchema)),
    createWorkItem: (body: WorkItemBody) =>
      call(`${adminBase}/all-work`, json('POST', body), AdminWorkItemSchema),
    updateWorkItem: (id: number, body: WorkItemBody | WorkItemFeaturedBody) =>
      call(`${adminBase}/all-work/${id}`, json('PUT', body), AdminWorkItemSchema),
    deleteWorkItem: (id: number) => call(`${adminBase}/all-work/${id}`, { method: 'DELETE' }, anything),
  }
}

export type AdminClient = ReturnType<typeof createAdminClient>
