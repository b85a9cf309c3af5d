import { createPublicClient, type PublicClient } from '@studio/contracts/public-client'
import type { AppLoadContext } from 'react-router'
import { siteConfig } from '../config'

/** What the site's Worker is given by Cloudflare (wrangler.jsonc). */
export interface SiteWorkerEnv {
  /** The API Worker, through a service binding (production only). */
  API?: { fetch: typeof fetch }
}

declare module 'react-router' {
  interface AppLoadContext {
    cloudflare?: { env: SiteWorkerEnv; ctx: { waitUntil(promise: Promise<unknown>): void } }
  }
}

/** Any origin will do through a service binding: the request goes straight to the API Worker. */
const SERVICE_ORIGIN = 'https://studio-api.internal'

/**
 * The public API client for the Worker's loaders: over the service binding when deployed, over HTTP
 * at the configured API URL locally (dev, preview, e2e).
 */
export function serverApi(context: AppLoadContext | undefined): PublicClient {
  const binding = context?.cloudflare?.env.API
  if (!binding) return createPublicClient(siteConfig.apiUrl)
  return createPublicClient(SERVICE_ORIGIN, (input, init) => binding.fetch(input, init))
}
