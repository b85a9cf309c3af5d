import { DEFAULT_ADMIN_API_PREFIX, DEFAULT_API_URL } from '@studio/contracts/constants'
import { envHttpUrl, envPath, optionalEnvHttpUrl, parseEnv, type RawEnv } from '@studio/contracts/env'

/**
 * The admin panel's only reader of build-time environment. Values are fixed when the bundle is
 * built (Vite inlines them), so a bad value fails loudly here instead of as odd network errors.
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

export const config = parseAdminEnv({
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_ADMIN_API_PREFIX: import.meta.env.VITE_ADMIN_API_PREFIX,
  VITE_MEDIA_URL: import.meta.env.VITE_MEDIA_URL,
})
