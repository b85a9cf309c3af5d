import type { Context } from 'hono'
import type { AlertSetup } from './alerts/channel'
import type { ShareCardRenderer } from './cards/card-renderer'
import type { Database } from './db/client'
import type { CoverImages } from './media/cover-images'
import type { MediaStore } from './media/store'

/** Everything the app needs from its entry; nothing inside the app reads the environment. */
export interface AppConfig {
  siteOrigin: string
  adminOrigin: string
  /** Admin routes prefix, default /sb-admin. */
  adminPrefix: string
  /** Comma-separated emails or @domain entries allowed to sign up after the first admin. */
  signupAllowlist: string[]
  /**
   * With an empty allowlist, whether the first signup on an empty database becomes the admin (the
   * Node entry, for local use) or is refused (the Worker: its allowlist must name the owner).
   */
  openBootstrap: boolean
  sessionTtlMs: number
  /** Base URL that uploaded media is served from (e.g. http://localhost:8787/media). */
  publicMediaBaseUrl: string
  /** MESSAGE_RETENTION_DAYS: messages archived longer ago than this are deleted; null keeps them forever. */
  messageRetentionDays: number | null
  /** INVITE_TTL_DAYS (default 7) in milliseconds: how long an invite link stays valid. */
  inviteTtlMs: number
  /**
   * PREVIEW_SECRET: the HMAC key of site-content preview links. Absent or null: previews are off
   * (the Worker without the secret); the Node entry makes a random one per process.
   */
  previewSecret?: string | null
  /**
   * AUDIENCE_SECRET: the key the site's Worker sends with its page views and contact posts
   * (docs/decisions/0018). Absent or null: no view is recorded and no enquiry attributed.
   */
  audienceSecret?: string | null
  /**
   * TWO_FACTOR_KEY: the key authenticator app secrets are sealed with (docs/decisions/0028). Absent
   * or null: authenticator codes are refused with a text naming the variable (passkeys still work);
   * the Node entry makes a random one per process when unset, as it does for PREVIEW_SECRET.
   */
  twoFactorKey?: string | null
  now: () => Date
}

export interface AppDeps {
  db: Database
  /** Covers and their variants (and the demo's): what `/media/<key>` serves. */
  media: MediaStore
  /**
   * The studio archive's private files: daily backups and staged imports; never served. A folder of
   * its own beside the media folder in Node (ARCHIVE_DIR), the ARCHIVE R2 bucket in the Worker.
   */
  archiveStore: MediaStore
  /**
   * Makes each cover's widths and formats at upload and in the backfill: sharp on the Node entry,
   * the Cloudflare Images binding in the Worker. Absent: covers are stored and shown as uploaded,
   * their record saying that no variants were made.
   */
  images?: CoverImages
  /**
   * Draws share cards when a page's or case study's inputs change: sharp on the Node entry. Absent
   * (the Worker): every page keeps its last card, or the studio's default (cards/draw-share-cards.ts).
   */
  cards?: ShareCardRenderer
  config: AppConfig
  /**
   * The caller's rate-limit address (normalised, IPv6 by /64): CF-Connecting-IP in the Worker, the
   * socket or a trusted proxy's X-Forwarded-For entry in Node. Throws a 400 HTTPException when the
   * address cannot be known, so no unknown clients share one bucket.
   */
  clientAddress: (c: Context) => string
  /**
   * How this entry sends enquiry alerts and invites (the webhook, email when it has a sender) and
   * its webhook rule; where alerts go is saved in Settings (alerts/channel.ts, alerts/alert-setup.ts).
   */
  alerts: AlertSetup
  /**
   * Runs work after the answer without holding it up: `ctx.waitUntil` on the Worker, fire-and-forget
   * with errors logged on Node. A failure there never touches the answer already given.
   */
  defer: (c: Context, work: Promise<unknown>) => void
  /** Waits this long (the login slow path); tests pass one that returns at once. Default: a timer. */
  sleep?: (ms: number) => Promise<void>
}
