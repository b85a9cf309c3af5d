import type { AdminConfig } from './env'

export type { AdminConfig }

/**
 * The admin panel's only reader of build-time settings. Vite parses them once at start-up
 * (vite.config.ts, with the rules of env.ts: a bad value fails loudly there instead of as odd
 * network errors) and defines the result, so the bundle holds the values only.
 */
declare const __ADMIN_CONFIG__: AdminConfig

export const config: AdminConfig = __ADMIN_CONFIG__
