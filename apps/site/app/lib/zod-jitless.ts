/**
 * The site's `zod/mini` (aliased in vite.config.ts, which also routes classic `zod` through here):
 * zod switched to jitless mode before any schema exists. zod/mini's objects never compile parsers,
 * but classic zod 4 probes `new Function('')` while building object schemas, which the site's CSP
 * (no 'unsafe-eval') reports as a violation on every page that loads it. One switch covers both.
 */
import { config } from 'zod/v4/core'

config({ jitless: true })

export * from 'zod/v4/mini'
