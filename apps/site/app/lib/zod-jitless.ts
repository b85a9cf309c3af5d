/**
 * The site's `zod` (aliased in vite.config.ts): zod itself, switched to jitless mode before any
 * schema exists. zod 4 otherwise probes `new Function('')` while building object schemas, which the
 * site's CSP (no 'unsafe-eval') reports as a violation on every page that loads the API client.
 */
import { config } from 'zod/v4/core'

config({ jitless: true })

export * from 'zod/v4'
export { z as default } from 'zod/v4'
