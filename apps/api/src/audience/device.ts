import type { DeviceClass } from '@studio/contracts/audience'

/**
 * A device class from the user agent, by the rule MDN's "Browser detection using the user agent"
 * recommends: "Mobi" anywhere means a phone; a tablet says iPad, Tablet (Firefox and Windows
 * tablets), Kindle or Silk, or is an Android without "Mobi" (Android phones' browsers add it, its
 * tablets' do not). An iPad on iPadOS 13 or later asks for desktop pages with a Mac's user agent,
 * so it counts as a desktop: nothing on the server can tell them apart.
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|Kindle|Silk|PlayBook/i.test(userAgent)) return 'tablet'
  if (/Mobi|iPhone|iPod|Windows Phone|Opera Mini/i.test(userAgent)) return 'mobile'
  if (/Android/i.test(userAgent)) return 'tablet'
  return 'desktop'
}
