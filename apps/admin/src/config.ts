import { DEFAULT_ADMIN_API_PREFIX, DEFAULT_API_URL } from '@studio/contracts/constants'
import { envHttpUrl, envPath, parseEnv, type RawEnv } from '@studio/contracts/env'

/**
 * The admin panel's only reader of build-time environment. Values are fixed when the bundle is
 * built (Vite inlines them), so a bad value fails loudly here instead of as odd network errors.
 */
export interface AdminConfig {
  apiUrl: string
  adminApiPrefix: string
}

const adminEnvShape = {
  VITE_API_URL: envHttpUrl(DEFAULT_API_URL),
  VITE_ADMIN_API_PREFIX: envPath(DEFAULT_ADMIN_API_PREFIX),
}

export function parseAdminEnv(raw: RawEnv): AdminConfig {
  const env = parseEnv(adminEnvShape, raw)
  return { apiUrl: env.VITE_API_URL, adminApiPrefix: env.VITE_ADMIN_API_PREFIX }
}

export const config = parseAdminEnv({
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_ADMIN_API_PREFIX: import.meta.env.VITE_ADMIN_API_PREFIX,
})
