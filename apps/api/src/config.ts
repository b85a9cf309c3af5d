import { type AlertTargets, DEFAULT_ADMIN_API_PREFIX, INVITE_TTL_DAYS } from '@studio/contracts'
import { bytesToHex } from '@studio/contracts/bytes'
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
  // Alerts are set in the admin panel's Settings (the database). These two are read only as the
  // first value of an install that had them: adopted once, when nothing was saved yet (alerts/initial-targets.ts).
  ENQUIRY_WEBHOOK_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  ENQUIRY_ALERT_EMAIL: optional(z.email({ error: 'must be an email address' }).optional()),
  // Signs webhook bodies: a secret, so it stays here.
  ENQUIRY_WEBHOOK_SECRET: optional(z.string().optional()),
  INVITE_TTL_DAYS: optional(
    z.coerce
      .number({ error: 'must be a number of days' })
      .positive('must be above 0')
      .max(365, 'must be at most 365')
      .default(INVITE_TTL_DAYS),
  ),
  // Signs the admin's preview links (docs/decisions/0010); without it the Worker makes none.
  PREVIEW_SECRET: optional(
    z
      .string()
      .min(32, 'must be at least 32 characters (e.g. the output of `openssl rand -base64 32`)')
      .optional(),
  ),
  // The key the site's Worker sends with page views and contact posts (docs/decisions/0018); without
  // it no view is recorded and no enquiry attributed.
  AUDIENCE_SECRET: optional(
    z
      .string()
      .min(32, 'must be at least 32 characters (e.g. the output of `openssl rand -base64 32`)')
      .optional(),
  ),
  // Seals the authenticator app secrets (docs/decisions/0028); without it the Worker refuses
  // authenticator codes with a text naming this variable, and passkeys still work.
  TWO_FACTOR_KEY: optional(
    z
      .string()
      .min(32, 'must be at least 32 characters (e.g. the output of `openssl rand -base64 32`)')
      .optional(),
  ),
  MESSAGE_RETENTION_DAYS: optional(
    z.coerce
      .number({ error: 'must be a whole number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1')
      .max(36_500, 'must be at most 36500')
      .optional(),
  ),
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
  // The studio archive's private files (daily backups, staged imports): never inside MEDIA_DIR, never served.
  ARCHIVE_DIR: optional(z.string().optional()),
  SEED_DEMO_CONTENT: optional(flag.default(true)),
  // Webhooks on this machine or a private network (and plain http): a developer's opt-in, off by
  // default, so the panel of a server behind a proxy never reaches what sits beside it.
  ALLOW_LOCAL_WEBHOOKS: optional(flag.default(false)),
  // Loopback by default: reaching the API from elsewhere is a deliberate choice (a proxy, a container).
  API_HOST: optional(z.string().trim().min(1).default('localhost')),
  TRUSTED_PROXY_HOPS: optional(
    z.coerce
      .number({ error: 'must be a whole number of proxies (0 when clients connect directly)' })
      .int('must be a whole number of proxies (0 when clients connect directly)')
      .min(0, 'must be 0 or more')
      .max(10, 'must be at most 10')
      .default(0),
  ),
  // Its old meaning (trust the first, client-written entry) was unsafe; refusing it makes the change seen.
  TRUST_FORWARDED_FOR: optional(
    z
      .undefined({
        error:
          'is no longer supported: set TRUSTED_PROXY_HOPS to the number of proxies in front of the API (usually 1)',
      })
      .optional(),
  ),
  // Email (alerts and invites) on Node: SMTP (e.g. smtps://user:pass@smtp.example.com:465) and the sender.
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  SMTP_FROM: optional(z.string().trim().min(3, 'must be a sender address').optional()),
})

const workerSchema = sharedSchema.extend({
  // Webhooks on this machine (and plain http): only for the Worker run locally (`npm run start:edge`
  // sets it); a deploy refuses it (scripts/check-build-api-deploy.mjs). Off by default.
  ALLOW_LOCAL_WEBHOOKS: optional(flag.default(false)),
  // Email (alerts and invites) on the Worker: a send_email binding and a sender on an onboarded domain.
  ALERT_EMAIL: z
    .custom<SendEmail>(
      (value) => typeof value === 'object' && value !== null && 'send' in value,
      'must be a send_email binding (see send_email in wrangler.jsonc)',
    )
    .optional(),
  ENQUIRY_ALERT_FROM: optional(z.email({ error: 'must be an email address' }).optional()),
  // Workers cannot open files: the database is always reached over HTTP(S).
  DATABASE_URL: z
    .string({ error: 'is required (the Turso URL, set with `wrangler secret put DATABASE_URL`)' })
    .regex(/^(libsql|https?):\/\//, 'must be a libsql:// or https:// URL'),
  PUBLIC_MEDIA_BASE_URL: httpUrl,
  MEDIA: z.custom<R2Bucket>(
    (value) => typeof value === 'object' && value !== null && 'get' in value && 'put' in value,
    'must be an R2 bucket binding (see r2_buckets in wrangler.jsonc)',
  ),
  // The studio archive's private files (daily backups, staged imports): a bucket of their own, never served.
  ARCHIVE: z.custom<R2Bucket>(
    (value) => typeof value === 'object' && value !== null && 'get' in value && 'put' in value,
    'must be an R2 bucket binding (see r2_buckets in wrangler.jsonc)',
  ),
  // Makes every width and format of an uploaded cover (media/images-binding-cover-images.ts).
  // Without it covers are stored and shown as uploaded, each record saying no variants were made.
  IMAGES: z
    .custom<ImagesBinding>(
      (value) => typeof value === 'object' && value !== null && 'input' in value,
      'must be an Images binding (see images in wrangler.jsonc)',
    )
    .optional(),
})

function randomPreviewSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return bytesToHex(bytes)
}

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

function appConfigOf(
  env: z.output<typeof sharedSchema>,
  publicMediaBaseUrl: string,
  openBootstrap: boolean,
): AppConfig {
  return {
    siteOrigin: env.SITE_ORIGIN,
    adminOrigin: env.ADMIN_ORIGIN,
    adminPrefix: env.ADMIN_API_PREFIX,
    signupAllowlist: env.ADMIN_SIGNUP_ALLOWLIST,
    openBootstrap,
    sessionTtlMs: env.SESSION_TTL_HOURS * 60 * 60 * 1000,
    publicMediaBaseUrl,
    messageRetentionDays: env.MESSAGE_RETENTION_DAYS ?? null,
    inviteTtlMs: env.INVITE_TTL_DAYS * 24 * 60 * 60 * 1000,
    previewSecret: env.PREVIEW_SECRET ?? null,
    audienceSecret: env.AUDIENCE_SECRET ?? null,
    twoFactorKey: env.TWO_FACTOR_KEY ?? null,
    now: () => new Date(),
  }
}

/** What an entry needs for enquiry alerts besides the settings the owner saves. */
export interface AlertEnvironment<Email> {
  /** How the entry sends email (its sender and credentials), or null: email cannot be sent. */
  email: Email | null
  /** ENQUIRY_WEBHOOK_SECRET. */
  webhookSecret: string | undefined
  /** ENQUIRY_ALERT_EMAIL and ENQUIRY_WEBHOOK_URL of an older install: the settings' first value. */
  initialTargets: AlertTargets | null
}

type Settings = Record<string, unknown>

/**
 * The entry's email settings (keyed by their variable names): all set, or none. Half of them is a
 * configuration error naming each missing variable, in the same words as every other one.
 */
function emailOf<S extends Settings, Email>(
  settings: S,
  email: (settings: { [Name in keyof S]: Exclude<S[Name], undefined> }) => Email,
): Email | null {
  const names = Object.keys(settings)
  const missing = names.filter((name) => settings[name] === undefined)
  if (missing.length === names.length) return null
  if (missing.length === 0) return email(settings as { [Name in keyof S]: Exclude<S[Name], undefined> })
  const given = names.filter((name) => !missing.includes(name)).join(' and ')
  const lines = missing.map((name) => `  ${name}: is required when ${given} is set`)
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
}

function alertEnvironmentOf<Email>(
  env: z.output<typeof sharedSchema>,
  email: Email | null,
): AlertEnvironment<Email> {
  const { ENQUIRY_ALERT_EMAIL: to, ENQUIRY_WEBHOOK_URL: url } = env
  const initialTargets =
    to || url ? { recipients: to ? [to.toLowerCase()] : [], webhook_url: url ?? null } : null
  return { email, webhookSecret: env.ENQUIRY_WEBHOOK_SECRET, initialTargets }
}

export interface NodeConfig {
  port: number
  databaseUrl: string
  databaseAuthToken: string | undefined
  mediaDir: string
  /** ARCHIVE_DIR: the studio archive's private files (daily backups, staged imports), never served. */
  archiveDir: string
  seedDemoContent: boolean
  /** Interface the server listens on (API_HOST). */
  host: string
  /** Proxies in front of the API: the client is the X-Forwarded-For entry this many from the right. */
  trustedProxyHops: number
  /** ALLOW_LOCAL_WEBHOOKS: webhooks may post to loopback, private and plain-http addresses. */
  allowLocalWebhooks: boolean
  alerts: AlertEnvironment<{ smtpUrl: string; from: string }>
  app: AppConfig
}

/** Where local data lives when the environment does not say; the Node side computes the paths. */
export interface NodeDefaults {
  databaseUrl: string
  mediaDir: string
  /** The key kept beside the archive folder when TWO_FACTOR_KEY is not set (made on first use). */
  localTwoFactorKey: (archiveDir: string) => string
}

/**
 * `archive` beside the media folder (`…/data/media` -> `…/data/archive`): the archive's files live
 * with the media they back up, outside the folder that is served. String work only: this module
 * imports no node: module.
 */
export function archiveDirBeside(mediaDir: string): string {
  const trimmed = mediaDir.replace(/[\\/]+$/, '')
  const cut = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'))
  return cut < 0 ? 'archive' : `${trimmed.slice(0, cut + 1)}archive`
}

export function loadNodeConfig(env: Env, defaults: NodeDefaults): NodeConfig {
  const parsed = parse(nodeSchema, env)
  const smtp = emailOf({ SMTP_URL: parsed.SMTP_URL, SMTP_FROM: parsed.SMTP_FROM }, (settings) => ({
    smtpUrl: settings.SMTP_URL,
    from: settings.SMTP_FROM,
  }))
  const alerts = alertEnvironmentOf(parsed, smtp)
  const mediaDir = parsed.MEDIA_DIR ?? defaults.mediaDir
  const archiveDir = parsed.ARCHIVE_DIR ?? archiveDirBeside(mediaDir)
  return {
    port: parsed.API_PORT,
    databaseUrl: parsed.DATABASE_URL ?? defaults.databaseUrl,
    databaseAuthToken: parsed.DATABASE_AUTH_TOKEN,
    mediaDir,
    archiveDir,
    seedDemoContent: parsed.SEED_DEMO_CONTENT,
    host: parsed.API_HOST,
    trustedProxyHops: parsed.TRUSTED_PROXY_HOPS,
    allowLocalWebhooks: parsed.ALLOW_LOCAL_WEBHOOKS,
    alerts,
    // Local use keeps the open bootstrap: the first signup on an empty database becomes the admin.
    app: {
      ...appConfigOf(
        parsed,
        parsed.PUBLIC_MEDIA_BASE_URL ?? `http://localhost:${parsed.API_PORT}/media`,
        true,
      ),
      // Local use without PREVIEW_SECRET: a random secret per process (links die with a restart).
      previewSecret: parsed.PREVIEW_SECRET ?? randomPreviewSecret(),
      // Without TWO_FACTOR_KEY: a key kept in a file beside the archive folder, so an authenticator
      // app set up on this machine keeps matching across restarts and processes.
      twoFactorKey: parsed.TWO_FACTOR_KEY ?? defaults.localTwoFactorKey(archiveDir),
    },
  }
}

export interface WorkerConfig {
  databaseUrl: string
  databaseAuthToken: string | undefined
  mediaBucket: R2Bucket
  /** The ARCHIVE binding: the studio archive's private files (daily backups, staged imports), never served. */
  archiveBucket: R2Bucket
  images: ImagesBinding | undefined
  /** ALLOW_LOCAL_WEBHOOKS: webhooks may post to loopback, private and plain-http addresses. */
  allowLocalWebhooks: boolean
  alerts: AlertEnvironment<{ from: string; binding: SendEmail }>
  app: AppConfig
}

export function loadWorkerConfig(env: Env): WorkerConfig {
  const parsed = parse(workerSchema, env)
  const email = emailOf(
    { ALERT_EMAIL: parsed.ALERT_EMAIL, ENQUIRY_ALERT_FROM: parsed.ENQUIRY_ALERT_FROM },
    (settings) => ({ from: settings.ENQUIRY_ALERT_FROM, binding: settings.ALERT_EMAIL }),
  )
  const alerts = alertEnvironmentOf(parsed, email)
  return {
    databaseUrl: parsed.DATABASE_URL,
    databaseAuthToken: parsed.DATABASE_AUTH_TOKEN,
    mediaBucket: parsed.MEDIA,
    archiveBucket: parsed.ARCHIVE,
    images: parsed.IMAGES,
    allowLocalWebhooks: parsed.ALLOW_LOCAL_WEBHOOKS,
    alerts,
    // A public deploy never lets a stranger who signs up first own the panel: the allowlist names the owner.
    app: appConfigOf(parsed, parsed.PUBLIC_MEDIA_BASE_URL, false),
  }
}
