import { DEFAULT_API_URL } from '@studio/contracts/constants'
import { envHttpUrl, optionalEnvDays, optionalEnvText, parseEnv, type RawEnv } from '@studio/contracts/env'

/**
 * Parses the site's build-time settings. Pure, so the build step (robots.txt, `_headers`) and the
 * bundle read the same values with the same defaults. Vite runs it once at start-up
 * (site-env.config.ts) and hands the result to `config.ts`, so the browser ships no rules.
 */

export type { RawEnv }

export const DEFAULT_SITE_URL = 'http://localhost:5173'

const siteEnvShape = {
  VITE_API_URL: envHttpUrl(DEFAULT_API_URL),
  /** Canonical origin: canonical links, Open Graph, sitemap and robots. */
  VITE_SITE_URL: envHttpUrl(DEFAULT_SITE_URL),
  /** Cloudflare Web Analytics; the beacon is only added when this is set. */
  VITE_CF_ANALYTICS_TOKEN: optionalEnvText(),
  /** Mirrors the API's MESSAGE_RETENTION_DAYS, so the privacy page states the rule the API applies. */
  VITE_MESSAGE_RETENTION_DAYS: optionalEnvDays(),
}

export interface SiteEnv {
  apiUrl: string
  siteUrl: string
  analyticsToken: string | null
  /** Days after which archived enquiries are deleted; null: kept until someone deletes them. */
  messageRetentionDays: number | null
}

export function parseSiteEnv(raw: RawEnv): SiteEnv {
  const env = parseEnv(siteEnvShape, raw)
  return {
    apiUrl: env.VITE_API_URL,
    siteUrl: env.VITE_SITE_URL,
    analyticsToken: env.VITE_CF_ANALYTICS_TOKEN,
    messageRetentionDays: env.VITE_MESSAGE_RETENTION_DAYS,
  }
}
