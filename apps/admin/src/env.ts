import { DEFAULT_ADMIN_API_PREFIX, DEFAULT_API_URL } from '@studio/contracts/constants'
import { envHttpUrl, envPath, optionalEnvHttpUrl, parseEnv, type RawEnv } from '@studio/contracts/env'

/**
 * The admin panel's build-time settings and their rules. Vite reads them once, when it starts
 * (vite.config.ts: a bad value fails the build or dev server, naming it), and hands the result to
 * `config.ts` as a plain value, so the bundle ships neither the rules nor the local defaults (a
 * production build names no localhost address: scripts/check-build.mjs).
 */
export interface AdminConfig {
  apiUrl: string
  adminApiPrefix: string
  /** Where covers are served from when not the API (an R2 public domain); only the CSP needs it. */
  mediaUrl: string | null
}

const adminEnvShape = {
  VITE_API_URL: envHttpUrl(DEFAULT_API_URL),
  VITE_ADMIN_API_PREFIX: envPath(DEFAULT_ADMIN_API_PREFIX),
  VITE_MEDIA_URL: optionalEnvHttpUrl(),
}

export function parseAdminEnv(raw: RawEnv): AdminConfig {
  const env = parseEnv(adminEnvShape, raw)
  return { apiUrl: env.VITE_API_URL, adminApiPrefix: env.VITE_ADMIN_API_PREFIX, mediaUrl: env.VITE_MEDIA_URL }
}
