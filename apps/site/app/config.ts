/**
 * The site's one configuration module: build-time settings (validated by Vite at start-up)
 * and the studio facts every screen shows.
 */
import type { SiteEnv } from './env'

/** Parsed and validated by `parseSiteEnv` when Vite starts (site-env.config.ts). */
declare const __SITE_ENV__: SiteEnv
declare const __BUILD_STAMP__: string

const env = __SITE_ENV__

export const siteConfig = {
  ...env,
  /** Changes on every build; appended to the favicon URL so browsers fetch a new one. */
  buildStamp: typeof __BUILD_STAMP__ === 'string' ? __BUILD_STAMP__ : 'dev',
} as const

export const studio = {
  name: env.studioName,
  tagline: 'Web, app, AI and data work for regional and global businesses.',
  blurb:
    'A small software studio in Giza building tailored, affordable and high-quality web apps, mobile apps, AI agents and data dashboards for businesses in the region and around the world.',
  phone: env.phone,
  phoneHref: `tel:${env.phone.replace(/[^\d+]/g, '')}`,
  city: 'Giza',
  country: 'Egypt',
  mapUrl: 'https://www.openstreetmap.org/search?query=Giza%2C%20Egypt',
  founded: 2025,
  claims: {
    satisfaction: '95%',
    response: '24/7',
    established: '2025',
    projects: '10+',
  },
  social: [
    { network: 'LinkedIn', label: `${env.studioName} on LinkedIn`, url: env.socialUrls.linkedin },
    { network: 'Facebook', label: `${env.studioName} on Facebook`, url: env.socialUrls.facebook },
    { network: 'Instagram', label: `${env.studioName} on Instagram`, url: env.socialUrls.instagram },
  ],
} as const

export type SocialNetwork = (typeof studio.social)[number]['network']
