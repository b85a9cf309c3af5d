/**
 * The error every client call throws; `status` is 0 when no HTTP answer came back. The message is
 * the words alone: the address stays in `url`, and a screen adds it where it shows one (the admin's
 * lists: "{message} at {url}").
 */
export class ApiError extends Error {
  readonly status: number
  readonly url: string

  constructor(message: string, status: number, url: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.url = url
  }
}

export function trimBase(base: string): string {
  return base.replace(/\/+$/, '')
}

export function isJsonResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().includes('json')
}

/** The text of an error answer: its `error` field (the API's one shape), else a `message` field. */
export function errorFieldOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  for (const key of ['error', 'message'] as const) {
    const value = (body as Record<string, unknown>)[key]
    if (typeof value === 'string' && value) return value
  }
  return undefined
}
