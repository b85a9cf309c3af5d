import { SITE_CONTENT_DEFAULTS_EN } from '@studio/contracts/site-content-defaults'
import type { SiteCopy } from '../lib/site-content'

/** What the root loader answers for an English page of a fresh install: the default copy, published. */
export const ROOT_COPY_EN: SiteCopy = { content: SITE_CONTENT_DEFAULTS_EN, preview: null, year: 2031 }

/** The root route of a test's router: id 'root', answering the default copy, as the site's root does. */
export const rootRoute = { id: 'root', loader: () => ROOT_COPY_EN }
