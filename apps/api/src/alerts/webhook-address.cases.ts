/** Webhook hosts for the address rule's tests, in Node and in workerd alike (test-only data). */

/**
 * Spellings of special-purpose addresses (IANA's IPv4 and IPv6 registries), number forms of
 * IPv4, IPv6 forms that carry an IPv4 address, and names that stay inside a network: without the
 * opt-in, each is refused with the same words, before any connection.
 */
export const SPECIAL_HOSTS = [
  // Loopback, and the number forms the URL parser reads as 127.0.0.1.
  '127.0.0.1',
  '127.1',
  '2130706433',
  '0x7f000001',
  '0x7f.1',
  '017700000001',
  // "This network", private, shared (CGNAT), link-local.
  '0.0.0.0',
  '0.1.2.3',
  '10.1.2.3',
  '172.16.0.1',
  '192.168.0.10',
  '100.64.0.1',
  '100.127.255.254',
  '169.254.169.254',
  // IETF protocol assignments, the 6to4 relay, TEST-NET-1/2/3, benchmarking.
  '192.0.0.8',
  '192.88.99.1',
  '192.0.2.1',
  '198.51.100.1',
  '203.0.113.1',
  '198.18.0.1',
  '198.19.255.255',
  // Reserved, multicast, broadcast.
  '240.0.0.1',
  '224.0.0.1',
  '239.255.255.250',
  '255.255.255.255',
  // IPv6: unspecified, loopback, IPv4-compatible, IPv4-mapped, IPv4-translated.
  '[::]',
  '[::1]',
  '[::127.0.0.1]',
  '[::a9fe:a9fe]',
  '[::ffff:127.0.0.1]',
  '[::ffff:a9fe:a9fe]',
  '[::ffff:0:7f00:1]',
  // NAT64 (well-known and local-use), 6to4, Teredo.
  '[64:ff9b::7f00:1]',
  '[64:ff9b:1::1]',
  '[2002:7f00:1::1]',
  '[2001::1]',
  '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
  // Unique local, link-local, site-local, multicast.
  '[fc00::1]',
  '[fd12:3456::1]',
  '[fe80::1]',
  '[fec0::1]',
  '[ff02::1]',
  // Discard-only, documentation (old and new), ORCHID and ORCHIDv2, benchmarking, outside 2000::/3.
  '[100::1]',
  '[2001:db8::1]',
  '[3fff::1]',
  '[2001:10::1]',
  '[2001:20::1]',
  '[2001:2::1]',
  '[4000::1]',
  // Names: single labels, special-use and private top-level names.
  'router',
  'localhost',
  'api.localhost',
  'kubernetes.default.svc',
  'web.default.svc.cluster.local',
  'nas.local',
  'db.internal',
  'box.home.arpa',
  '1.0.0.127.in-addr.arpa',
  'printer.lan',
  'wiki.intranet',
  'vault.private',
  'nas.home',
  'dc.corp',
  'box.localdomain',
  'hooks.test',
  'hooks.example',
  'hooks.invalid',
  'hooks.onion',
] as const

/** Public hosts every entry posts to. */
export const PUBLIC_HOSTS = [
  'hooks.slack.com',
  'discord.com',
  'example.com',
  'outlook.office.com',
  '8.8.8.8',
  '1.1.1.1',
  '[2606:4700:4700::1111]',
  '[2a00:1450:4001:80b::200e]',
  '[::ffff:8.8.8.8]',
] as const
