import ipaddr from 'ipaddr.js'

/**
 * The API's one reading of IP addresses (client addresses for rate limits and visitor hashes,
 * webhook hosts), through ipaddr.js: a hand-written parser misses spellings, and its ranges follow
 * IANA's IPv4 and IPv6 special-purpose address registries, which a hand-kept list falls behind.
 */

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6

/**
 * A bare address as a socket, a proxy header or the URL parser writes it: IPv4 in four decimal
 * parts only (a number like `10` or `0x7f.1` is not taken for an address here; the URL parser has
 * already turned those into dotted ones), IPv6 in any valid spelling, with a zone or a dotted tail.
 */
export function parseIpAddress(text: string): IpAddress | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text)
  if (text.includes(':') && ipaddr.IPv6.isValid(text)) return ipaddr.IPv6.parse(text)
  return null
}

/** An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) is the IPv4 address it carries; others stay as they are. */
export function unmapped(address: IpAddress): IpAddress {
  return address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() ? address.toIPv4Address() : address
}

/** 2000::/3, the only IPv6 block IANA allocates as global unicast. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3')

/**
 * Whether an address is an ordinary public one, outside every special-purpose block: ipaddr.js's
 * range `unicast` (IPv4), or `unicast` inside 2000::/3 (IPv6), a mapped IPv4 address judged as its
 * IPv4. IPv6 forms that carry an IPv4 address elsewhere (IPv4-compatible ::/96, NAT64, 6to4,
 * Teredo) are not ordinary: each has a range of its own, or lies outside 2000::/3.
 */
export function isPublicUnicast(address: IpAddress): boolean {
  const plain = unmapped(address)
  if (plain instanceof ipaddr.IPv4) return plain.range() === 'unicast'
  return plain.range() === 'unicast' && plain.match(GLOBAL_UNICAST_V6)
}

/**
 * What one client is counted by: an IPv4 address whole (a mapped one as its IPv4), an IPv6 address
 * by its /64 (one subscriber usually holds a whole /64), written `2001:0db8:0001:0002::/64`.
 */
export function networkKeyOf(address: IpAddress): string {
  const plain = unmapped(address)
  if (plain instanceof ipaddr.IPv4) return plain.toString()
  const prefix = plain.parts.slice(0, 4).map((part) => part.toString(16).padStart(4, '0'))
  return `${prefix.join(':')}::/64`
}
