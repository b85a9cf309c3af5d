/** Business constants of spec section 9, plus the limits the spec leaves open (enforced by the API). */

export const PAGE_SIZE = {
  publicAllWork: 8,
  adminProjects: 8,
  adminAllWork: 8,
  adminMessages: 10,
} as const

export const ADMIN_TAGS_SHOWN = 4
export const SKELETON_ROWS = 6
export const CONTACT_SUCCESS_HIDE_MS = 6000
export const PROJECTS_WHEEL_THROTTLE_MS = 650

export const BREAKPOINTS = {
  /** Projects page: mobile layout up to and including this width, desktop card stack above. */
  projectsDesktopMin: 1024,
  /** Footer columns are accordions up to and including this width. */
  footerAccordionMax: 768,
  /** FAQ paired heights are equalised from this width. */
  faqEqualiseMin: 1024,
} as const

export const SECTION_IN_VIEW_THRESHOLD = 0.28
export const DOT_NAV_THRESHOLDS = [0, 0.25, 0.5, 0.75, 1] as const
export const DOT_NAV_ROOT_MARGIN = '-20% 0px -20% 0px'

export const ADMIN_TOKEN_KEY = 'admin_token'
export const ADMIN_JWT_KEY = 'admin_jwt'
export const ADMIN_EMAIL_KEY = 'admin_email'
export const ADMIN_PASSWORD_MIN = 8
export const ADMIN_PASSWORD_MAX = 256
export const DEFAULT_ADMIN_API_PREFIX = '/sb-admin'

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

/** Two-digit zero-padded index used by the projects pages: 1 -> "01". */
export function formatProjectIndex(index: number): string {
  return String(index).padStart(2, '0')
}
