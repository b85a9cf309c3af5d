/**
 * Parses the site's build-time settings. Pure, so the build step (sitemap, robots, headers) and the
 * browser bundle read the same values with the same defaults; only `config.ts` passes it
 * `import.meta.env`, and the build passes Vite's resolved env.
 */
export interface SiteEnv {
  /** Base of the public API, trailing slashes removed. */
  apiUrl: string
  /** Canonical origin of the site, used for canonical links, Open Graph, sitemap and robots. */
  siteUrl: string
  /** Cloudflare Web Analytics token; the beacon is only added when this is set. */
  analyticsToken: string | null
  /** The studio's phone number as shown in the footer (international format). */
  phone: string
  /** The studio's name as shown in the logo, titles and structured data. */
  studioName: string
  /** The studio's profiles on the professional network, social network and photo-sharing service. */
  socialUrls: { linkedin: string; facebook: string; instagram: string }
}

export type RawEnv = Record<string, string | boolean | undefined>

export const DEFAULT_API_URL = 'http://localhost:8787'
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

function text(env: RawEnv, key: string): string | null {
  const value = env[key]
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/** An http(s) URL, trailing slashes removed. */
function httpUrl(value: string, key: string): string {
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol')
    return value.replace(/\/+$/, '')
  } catch {
    throw new Error(`${key} must be an http(s) URL, got "${value}"`)
  }
}

export function parseSiteEnv(env: RawEnv): SiteEnv {
  return {
    apiUrl: httpUrl(text(env, 'VITE_API_URL') ?? DEFAULT_API_URL, 'VITE_API_URL'),
    siteUrl: httpUrl(text(env, 'VITE_SITE_URL') ?? DEFAULT_SITE_URL, 'VITE_SITE_URL'),
    analyticsToken: text(env, 'VITE_CF_ANALYTICS_TOKEN'),
    phone: text(env, 'VITE_STUDIO_PHONE') ?? DEFAULT_STUDIO_PHONE,
    studioName: text(env, 'VITE_STUDIO_NAME') ?? DEFAULT_STUDIO_NAME,
    socialUrls: {
      linkedin: httpUrl(text(env, 'VITE_LINKEDIN_URL') ?? DEFAULT_SOCIAL_URLS.linkedin, 'VITE_LINKEDIN_URL'),
      facebook: httpUrl(text(env, 'VITE_FACEBOOK_URL') ?? DEFAULT_SOCIAL_URLS.facebook, 'VITE_FACEBOOK_URL'),
      instagram: httpUrl(
        text(env, 'VITE_INSTAGRAM_URL') ?? DEFAULT_SOCIAL_URLS.instagram,
        'VITE_INSTAGRAM_URL',
      ),
    },
  }
}
