import type { Context } from 'hono'
import type { Database } from './db/client'
import type { MediaStore } from './media/store'

/** Everything the app needs from its entry; nothing inside the app reads the environment. */
export interface AppConfig {
  siteOrigin: string
  adminOrigin: string
  /** Admin routes prefix, default /sb-admin. */
  adminPrefix: string
  /** Comma-separated emails or @domain entries allowed to sign up after the first admin. */
  signupAllowlist: string[]
  sessionTtlMs: number
  /** Base URL that uploaded media is served from (e.g. http://localhost:8787/media). */
  publicMediaBaseUrl: string
  now: () => Date
}

export interface AppDeps {
  db: Database
  media: MediaStore
  config: AppConfig
  /** The caller's address for rate limits: CF-Connecting-IP in the Worker, the socket in Node. */
  clientAddress: (c: Context) => string
}
