import { createPublicClient } from '@studio/contracts/public-client'
import { siteConfig } from '../config'

/** The one public API client of the site, pointed at the configured API base. */
export const publicClient = createPublicClient(siteConfig.apiUrl)

/** The text to show for a thrown error: its message without a leading 'Error:', or the fallback. */
export function errorText(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const stripped = message.replace(/^\s*Error:\s*/i, '').trim()
  return stripped || fallback
}
