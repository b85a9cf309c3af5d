import { ALERT_SETTINGS_MESSAGES } from '@studio/contracts'

/**
 * Which webhook addresses the API posts to. In production (the Worker) only public https
 * addresses: a private, loopback or link-local one would turn the owner's form into a way to probe
 * the network behind the server, and Cloudflare's fetch refuses most of them anyway. The embedded
 * default (the Node entry: `allowLocalWebhooks`, set by the entry, never by a request) accepts them
 * and plain http too, so a developer and the tests can try alerts on one machine.
 *
 * Names are judged as written: a public name that resolves to a private address is not caught here
 * (the Worker cannot resolve names itself; its fetch does not reach private networks).
 */

/** Names that never leave the machine or the local network. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/

/** IPv4 blocks that are not the public internet: [first octets as a number, prefix length]. */
const PRIVATE_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
]

function v4Number(address: string): number | null {
  const parts = address.split('.')
  if (parts.length !== 4) return null
  let value = 0
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null
    value = value * 256 + Number(part)
  }
  return value
}

function isPrivateV4(address: string): boolean {
  const value = v4Number(address)
  if (value === null) return false
  return PRIVATE_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits)
    const start = v4Number(base) ?? 0
    return value >= start && value < start + size
  })
}

/** The 8 groups of an IPv6 address as the URL parser writes it (compressed, lower-case hex). */
function v6Groups(address: string): number[] | null {
  const [head = '', tail] = address.split('::')
  const part = (text: string) =>
    text === '' ? [] : text.split(':').map((group) => Number.parseInt(group, 16))
  const start = part(head)
  const end = tail === undefined ? [] : part(tail)
  const missing = 8 - start.length - end.length
  if (missing < 0 || (tail === undefined && missing !== 0)) return null
  const groups = [...start, ...Array<number>(missing).fill(0), ...end]
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null
}

function isPrivateV6(address: string): boolean {
  const groups = v6Groups(address)
  if (!groups) return true
  const [first = 0] = groups
  const zeroesBefore = (count: number) => groups.slice(0, count).every((group) => group === 0)
  // ::, ::1
  if (zeroesBefore(7) && (groups[7] ?? 0) <= 1) return true
  // ::ffff:a.b.c.d (mapped IPv4): judged as the IPv4 address it carries.
  if (zeroesBefore(5) && groups[5] === 0xffff) {
    const high = groups[6] ?? 0
    const low = groups[7] ?? 0
    return isPrivateV4(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`)
  }
  // fc00::/7 unique local, fe80::/10 link-local, ff00::/8 multicast.
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00
}

/** Whether a URL's host is a private, loopback, link-local or local-network one. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host.startsWith('[')) return isPrivateV6(host.slice(1, -1))
  if (v4Number(host) !== null) return isPrivateV4(host)
  return !host.includes('.') || LOCAL_NAME.test(host)
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
