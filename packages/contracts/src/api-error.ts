/** The error every client call throws; `status` is 0 when no HTTP answer came back. */
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

/** Removes trailing slashes from a configured base address. */
export function trimBase(base: string): string {
  return base.replace(/\/+$/, '')
}

export function isJsonResponse(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').toLowerCase().includes('json')
}
