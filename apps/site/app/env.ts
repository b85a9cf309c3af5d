import { DEFAULT_API_URL } from '@studio/contracts/constants'
import {
  envHttpUrl,
  envText,
  optionalEnvDays,
  optionalEnvText,
  parseEnv,
  type RawEnv,
} from '@studio/contracts/env'

/**
 * Parses the site's build-time settings. Pure, so the build step (sitemap, robots, headers) and the
 * bundle read the same values with the same defaults. Vite runs it once at start-up
 * (site-env.config.ts) and hands the result to `config.ts`, so the browser ships no rules.
 */

export type { RawEnv }

export const DEFAULT_SITE_URL = 'http://localhost:5173'
/** The studio line printed in the footer unless a deployment overrides it with VITE_STUDIO_PHONE. */
export const DEFAULT_STUDIO_PHONE = '+20 100 555 0123'
export const DEFAULT_STUDIO_NAME = 'Nile Byte Studio'
/** The networks' own home pages until a deployment sets the studio's profiles (VITE_*_URL). */
export const DEFAULT_SOCIAL_URLS = {
  linkedin: 'https://www.linkedin.com/',
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
} as const

const siteEnvShape = {
  VITE_API_URL: envHttpUrl(DEFAULT_API_URL),
  /** Canonical origin: canonical links, Open Graph, sitemap and robots. */
  VITE_SITE_URL: envHttpUrl(DEFAULT_SITE_URL),
  /** Cloudflare Web Analytics; the beacon is only added when this is set. */
  VITE_CF_ANALYTICS_TOKEN: optionalEnvText(),
  VITE_STUDIO_PHONE: envText(DEFAULT_STUDIO_PHONE),
  VITE_STUDIO_NAME: envText(DEFAULT_STUDIO_NAME),
  VITE_LINKEDIN_URL: envHttpUrl(DEFAULT_SOCIAL_URLS.linkedin),
  VITE_FACEBOOK_URL: envHttpUrl(DEFAULT_SOCIAL_URLS.facebook),
  VITE_INSTAGRAM_URL: envHttpUrl(DEFAULT_SOCIAL_URLS.instagram),
  /** Mirrors the API's MESSAGE_RETENTION_DAYS, so the privacy page states the rule the API applies. */
  VITE_MESSAGE_RETENTION_DAYS: optionalEnvDays(),
}

export interface SiteEnv {
  apiUrl: string
  siteUrl: string
  analyticsToken: string | null
  /** International format, as shown in the footer. */
  phone: string
  studioName: string
  socialUrls: { linkedin: string; facebook: string; instagram: string }
  /** Days after which archived enquiries are deleted; null: kept until someone deletes them. */
  messageRetentionDays: number | null
}

export function parseSiteEnv(raw: RawEnv): SiteEnv {
  const env = parseEnv(siteEnvShape, raw)
  return {
    apiUrl: env.VITE_API_URL,
    siteUrl: env.VITE_SITE_URL,
    analyticsToken: env.VITE_CF_ANALYTICS_TOKEN,
    phone: env.VITE_STUDIO_PHONE,
    studioName: env.VITE_STUDIO_NAME,
    socialUrls: {
      linkedin: env.VITE_LINKEDIN_URL,
      facebook: env.VITE_FACEBOOK_URL,
      instagram: env.VITE_INSTAGRAM_URL,
    },
    messageRetentionDays: env.VITE_MESSAGE_RETENTION_DAYS,
  }
}
