import { ALERT_SETTINGS_MESSAGES } from '@studio/contracts'
import { isPublicUnicast, parseIpAddress } from '../lib/ip-address'

/**
 * Which webhook addresses the API posts to. Only public https addresses, unless the entry opts in
 * (`allowLocalWebhooks`, set by the entry from its environment, never by a request): a private,
 * loopback or otherwise special address would turn the owner's form into a way to probe and read
 * the network behind the server. The Worker never opts in; the Node entry only with
 * ALLOW_LOCAL_WEBHOOKS=true (a developer, the tests), which also allows plain http.
 *
 * Names are judged as written: a public name that resolves to a private address is not caught here
 * (the Worker cannot resolve names itself; its fetch does not reach private networks).
 */

/**
 * Top-level names that never reach the public internet: IANA's special-use names (localhost, test,
 * example, invalid, onion, alt, arpa with home.arpa), names ICANN keeps out of the root for private
 * use (internal, home, corp, mail), and suffixes private networks use by habit (local for mDNS,
 * localdomain, lan, intranet, private, and svc and cluster of Kubernetes' service names).
 */
const PRIVATE_TLDS = new Set([
  'localhost',
  'test',
  'example',
  'invalid',
  'onion',
  'alt',
  'arpa',
  'internal',
  'home',
  'corp',
  'mail',
  'local',
  'localdomain',
  'lan',
  'intranet',
  'private',
  'svc',
  'cluster',
])

/**
 * Whether a URL's host is anything but an ordinary public one: an IP address outside public
 * unicast (lib/ip-address.ts), a single-label name, or a name under a private top-level name. A
 * host the URL parser would not take is local too: nothing is posted to an address nobody can judge.
 */
export function isLocalHost(hostname: string): boolean {
  let host: string
  try {
    // Through the URL parser once more, so a number form (2130706433, 0x7f.1) is judged as the
    // dotted address it means, whoever calls this.
    host = new URL(`http://${hostname}/`).hostname.replace(/\.$/, '')
  } catch {
    return true
  }
  const address = parseIpAddress(host.startsWith('[') ? host.slice(1, -1) : host)
  if (address) return !isPublicUnicast(address)
  const labels = host.split('.')
  return labels.length < 2 || labels.includes('') || PRIVATE_TLDS.has(labels[labels.length - 1] ?? '')
}

/** Why the API will not post to this webhook address, or null when it will. */
export function webhookAddressProblem(address: string, allowLocal: boolean): string | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return ALERT_SETTINGS_MESSAGES.webhookUrl
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return ALERT_SETTINGS_MESSAGES.webhookUrl
  // fetch refuses a URL with credentials in it; a receiver's secret belongs in its path or the signature.
  if (url.username !== '' || url.password !== '') return ALERT_SETTINGS_MESSAGES.webhookCredentials
  if (allowLocal) return null
  if (url.protocol !== 'https:') return ALERT_SETTINGS_MESSAGES.webhookHttps
  if (isLocalHost(url.hostname)) return ALERT_SETTINGS_MESSAGES.webhookPrivate
  return null
}
