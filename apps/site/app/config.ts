/**
 * The site's one configuration module: the build-time settings (validated by Vite at start-up). The
 * studio's facts (name, phone, city, social links, claims) are not settings: they live in the
 * published site copy, which every page reads (lib/site-content.ts).
 */
import type { SiteEnv } from './env'

/** Parsed and validated by `parseSiteEnv` when Vite starts (site-env.config.ts). */
declare const __SITE_ENV__: SiteEnv
declare const __BUILD_STAMP__: string

export const siteConfig = {
  ...__SITE_ENV__,
  /** Changes on every build; appended to the favicon URL so browsers fetch a new one. */
  buildStamp: typeof __BUILD_STAMP__ === 'string' ? __BUILD_STAMP__ : 'dev',
} as const
