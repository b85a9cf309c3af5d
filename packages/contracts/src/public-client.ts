import * as z from 'zod/mini'
import { ApiError, isJsonResponse, trimBase } from './api-error'
import type { ContactEnquiry } from './contact'
import { CONTACT_MESSAGES, LIST_MESSAGES } from './messages'
import { type PublicProject, PublicProjectSchema } from './projects'
import { type PublicWorkItem, PublicWorkItemSchema } from './work-items'

/** The site's client for the public calls of spec section 7. */
export interface PublicClient {
  listProjects(): Promise<PublicProject[]>
  listAllWork(): Promise<PublicWorkItem[]>
  sendContact(enquiry: Omit<ContactEnquiry, 'website'>): Promise<void>
}

async function readJson(response: Response): Promise<unknown> {
  if (!isJsonResponse(response)) return null
  try {
    return await response.json()
  } catch {
    return null
  }
}

function errorField(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) {
    return body.error
  }
  return undefined
}

export function createPublicClient(baseUrl: string, fetcher: typeof fetch = fetch): PublicClient {
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

  return {
    listProjects: () => getList('/public/projects', PublicProjectSchema, LIST_MESSAGES.projectsFailed),
    listAllWork: () => getList('/public/all-work', PublicWorkItemSchema, LIST_MESSAGES.allWorkFailed),
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
        throw new ApiError(errorField(body) ?? CONTACT_MESSAGES.sendFailed, response.status, url)
    },
  }
}
