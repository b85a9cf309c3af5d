/**
 * Business constants that more than one app uses, plus the limits the spec leaves
 * open (enforced by the API). The site's own tuning (breakpoints, throttles, thresholds) is in the site.
 */

export const PAGE_SIZE = {
  publicAllWork: 8,
  adminProjects: 8,
  adminAllWork: 8,
  adminMessages: 10,
} as const

export const ADMIN_TAGS_SHOWN = 4
export const SKELETON_ROWS = 6

/** The local API's origin (ARCHITECTURE: local ports), used when VITE_API_URL is unset. */
export const DEFAULT_API_URL = 'http://localhost:8787'

export const ADMIN_TOKEN_KEY = 'admin_token'
/**
 * The spec's second session entry, `admin_jwt`: a copy of the bearer token kept beside
 * `admin_token` (this API issues one opaque token, not a JWT), written and cleared with it.
 */
export const ADMIN_TOKEN_MIRROR_KEY = 'admin_jwt'
export const ADMIN_EMAIL_KEY = 'admin_email'
export const ADMIN_PASSWORD_MIN = 8
export const ADMIN_PASSWORD_MAX = 256
export const DEFAULT_ADMIN_API_PREFIX = '/sb-admin'

/** The most a form or JSON body may carry (the API's JSON bodies, the site's no-JavaScript contact post). */
export const BODY_LIMIT_BYTES = 64 * 1024

/** The filter tabs of All Work, in order; `value` is the stored category. */
export const WORK_CATEGORIES = [
  { value: 'apps', label: 'Apps' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'informative', label: 'Informative Websites' },
  { value: 'shopify', label: 'Shopify' },
] as const

export type WorkCategory = (typeof WORK_CATEGORIES)[number]['value']

/** The All Work badge: the filter tab's label, otherwise the raw category, or 'Other'. */
export function categoryLabel(value: string | null | undefined): string {
  const match = WORK_CATEGORIES.find((entry) => entry.value === value)
  return match?.label ?? (value || 'Other')
}

export const LIMITS = {
  name: 100,
  company: 100,
  email: 254,
  subject: 200,
  message: 5000,
  title: 120,
  description: 2000,
  tags: 20,
  tag: 32,
  url: 2048,
  category: 40,
} as const
