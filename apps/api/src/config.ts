import { DEFAULT_ADMIN_API_PREFIX } from '@studio/contracts'
import { z } from 'zod'
import type { AppConfig } from './deps'

/**
 * The one module that reads the environment (process.env in Node, the Worker's `env`), validates it
 * with zod and turns it into the app's config. Nothing else reads environment variables. It imports
 * no node: module, so the Worker bundle can use it.
 */

/** A variable that is set but blank counts as unset, so `FOO=` falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema)

const origin = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) origin such as https://example.com' })
  .transform((value) => new URL(value).origin)

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''))

/** First path segments of the public, auth, media and health routes: the admin prefix must differ. */
const RESERVED_PATHS = ['public', 'auth', 'media', 'health']

const flag = z.stringbool({ error: 'must be true or false' })

const sharedSchema = z.object({
  SITE_ORIGIN: optional(origin.default('http://localhost:5173')),
  ADMIN_ORIGIN: optional(origin.default('http://localhost:5174')),
  ADMIN_API_PREFIX: optional(
    z
      .string()
      .trim()
      .regex(/^\/[A-Za-z0-9._~/-]*[A-Za-z0-9._~-]$/, 'must start with / and name a path, e.g. /sb-admin')
      .refine(
        (prefix) => !RESERVED_PATHS.includes(prefix.split('/')[1] ?? ''),
        `must not start with a path the API already serves (/${RESERVED_PATHS.join(', /')})`,
      )
      .default(DEFAULT_ADMIN_API_PREFIX),
  ),
  ADMIN_SIGNUP_ALLOWLIST: optional(z.string().default('')).transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry.length > 0),
  ),
  SESSION_TTL_HOURS: optional(
    z.coerce
      .number({ error: 'must be a number of hours' })
      .positive('must be above 0')
      .max(24 * 365)
      .default(24),
  ),
  PUBLIC_MEDIA_BASE_URL: optional(httpUrl.optional()),
  DATABASE_AUTH_TOKEN: optional(z.string().optional()),
})

const nodeSchema = sharedSchema.extend({
  API_PORT: optional(
    z.coerce
      .number({ error: 'must be a port number' })
      .int()
      .min(1)
      .max(65535, 'must be a port number')
      .default(8787),
  ),
  DATABASE_URL: optional(
    z
      .string()
      .regex(
        /^(file:|libsql:\/\/|https?:\/\/|wss?:\/\/)/,
        'must be a file: URL or a libsql:// / https:// URL',
      )
      .optional(),
  ),
  MEDIA_DIR: optional(z.string().optional()),
  SEED_DEMO_CONTENT: optional(flag.default(true)),
  TRUST_FORWARDED_FOR: optional(flag.default(false)),
})

const workerSchema = sharedSchema.extend({
  // Workers cannot open files: the database is always reached over HTTP(S).
  DATABASE_URL: z
    .string({ error: 'is required (the Turso URL, set with `wrangler secret put DATABASE_URL`)' })
    .regex(/^(libsql|https?):\/\//, 'must be a libsql:// or https:// URL'),
  PUBLIC_MEDIA_BASE_URL: httpUrl,
  MEDIA: z.custom<R2Bucket>(
    (value) => typeof value === 'object' && value !== null && 'get' in value && 'put' in value,
    'must be an R2 bucket binding (see r2_buckets in wrangler.jsonc)',
  ),
})

export class ConfigError extends Error {
  override name = 'ConfigError'
}

type Env = Record<string, unknown>

function parse<T extends z.ZodType>(schema: T, env: Env): z.output<T> {
  const result = schema.safeParse(env)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`)
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
}

function appConfigOf(env: z.output<typeof sharedSchema>, publicMediaBaseUrl: string): AppConfig {
  return {
    siteOrigin: env.SITE_ORIGIN,
    adminOrigin: env.ADMIN_ORIGIN,
    adminPrefix: env.ADMIN_API_PREFIX,
    signupAllowlist: env.ADMIN_SIGNUP_ALLOWLIST,
    sessionTtlMs: env.SESSION_TTL_HOURS * 60 * 60 * 1000,
    publicMediaBaseUrl,
    now: () => new Date(),
  }
}

export interface NodeConfig {
  port: number
  databaseUrl: string
  databaseAuthToken: string | undefined
  mediaDir: string
  seedDemoContent: boolean
  /** When true the client address is the first X-Forwarded-For entry (behind a trusted proxy). */
  trustForwardedFor: boolean
  app: AppConfig
}

/** Where local data lives when the environment does not say; the Node side computes the paths. */
export interface NodeDefaults {
  databaseUrl: string
  mediaDir: string
}

export function loadNodeConfig(env: Env, defaults: NodeDefaults): NodeConfig {
  const parsed = parse(nodeSchema, env)
  return {
    port: parsed.API_PORT,
    databaseUrl: parsed.DATABASE_URL ?? defaults.databaseUrl,
    databaseAuthToken: parsed.DATABASE_AUTH_TOKEN,
    mediaDir: parsed.MEDIA_DIR ?? defaults.mediaDir,
    seedDemoContent: parsed.SEED_DEMO_CONTENT,
    trustForwardedFor: parsed.TRUST_FORWARDED_FOR,
    app: appConfigOf(parsed, parsed.PUBLIC_MEDIA_BASE_URL ?? `http://localhost:${parsed.API_PORT}/media`),
  }
}

export interface WorkerConfig {
  databaseUrl: string
  databaseAuthToken: string | undefined
  mediaBucket: R2Bucket
  app: AppConfig
}

export function loadWorkerConfig(env: Env): WorkerConfig {
  const parsed = parse(workerSchema, env)
  return {
    databaseUrl: parsed.DATABASE_URL,
    databaseAuthToken: parsed.DATABASE_AUTH_TOKEN,
    mediaBucket: parsed.MEDIA,
    app: appConfigOf(parsed, parsed.PUBLIC_MEDIA_BASE_URL),
  }
}
