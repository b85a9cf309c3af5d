import { DEFAULT_ADMIN_API_PREFIX, trimBase } from '@studio/contracts'

/**
 * The admin panel's only reader of build-time environment. Values are fixed when the bundle is
 * built (Vite inlines them), so a bad value fails loudly here instead of as odd network errors.
 */
export interface AdminConfig {
  apiUrl: string
  adminApiPrefix: string
}

export function parseAdminEnv(env: { VITE_API_URL?: string; VITE_ADMIN_API_PREFIX?: string }): AdminConfig {
  const apiUrl = env.VITE_API_URL?.trim() || 'http://localhost:8787'
  if (!/^https?:\/\/[^\s/]+/.test(apiUrl))
    throw new Error(`VITE_API_URL must be an http(s) URL, got "${apiUrl}".`)
  const prefix = env.VITE_ADMIN_API_PREFIX?.trim() || DEFAULT_ADMIN_API_PREFIX
  if (!/^\/[\w\-/]*$/.test(prefix)) {
    throw new Error(`VITE_ADMIN_API_PREFIX must be a path starting with /, got "${prefix}".`)
  }
  return { apiUrl: trimBase(apiUrl), adminApiPrefix: trimBase(prefix) || DEFAULT_ADMIN_API_PREFIX }
}

export const config = parseAdminEnv({
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_ADMIN_API_PREFIX: import.meta.env.VITE_ADMIN_API_PREFIX,
})
