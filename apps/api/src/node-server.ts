import { type ServerType, serve } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import { API_MESSAGES, EMAIL_SETUP_TEXTS } from '@studio/contracts'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { createAlertSetup } from './alerts/alert-setup'
import { adoptOnce } from './alerts/initial-targets'
import { createSmtpSender } from './alerts/smtp-sender'
import { createApp } from './app'
import { drawShareCards } from './cards/draw-share-cards'
import { createSharpCardRenderer } from './cards/sharp-card-renderer'
import { loadNodeConfig, type NodeConfig } from './config'
import { migrateNodeDatabase, NODE_DEFAULTS, openNodeDatabase } from './db/open-node'
import { seedDemoContent } from './db/seed'
import type { AppDeps } from './deps'
import { runScheduled, SWEEP_INTERVAL_MS } from './jobs/run-scheduled'
import { logError, routeOf } from './lib/log'
import { rateLimitAddress } from './lib/rate-limit'
import { createArchiveFolderStore } from './media/archive-folder'
import { type BackfillResult, backfillCoverVariants } from './media/backfill-covers'
import type { CoverImages } from './media/cover-images'
import { createFolderMediaStore } from './media/folder-store'
import { createSharpCoverImages } from './media/sharp-cover-images'

/** The Node entry's wiring, separate from node.ts so the boot can be driven by tests and CLIs. */

/**
 * The client's address as the proxies in front of the API saw it. Each proxy appends the address it
 * received the request from to X-Forwarded-For, so with N trusted proxies the client is the N-th
 * entry from the right: everything left of it was written by the client and proves nothing. With 0
 * hops the socket's peer is the client. Null when the chain is shorter than the proxies configured
 * (the request did not come through them).
 */
export function forwardedClientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxyHops: number,
): string | null {
  if (trustedProxyHops === 0) return socketAddress || null
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
  return entries[entries.length - trustedProxyHops] ?? null
}

/** The caller's rate-limit address; a request whose address cannot be known is refused, not pooled. */
export function nodeClientAddress(trustedProxyHops: number) {
  return (c: Context): string => {
    const address = forwardedClientAddress(
      c.req.header('x-forwarded-for'),
      getConnInfo(c).remote.address,
      trustedProxyHops,
    )
    if (!address) throw new HTTPException(400, { message: API_MESSAGES.clientAddressUnknown })
    return rateLimitAddress(address)
  }
}

/**
 * Slow or idle clients must not hold connections: a request's headers must arrive within 10 s and the
 * whole request (a 5 MB upload on a slow link included) within 60 s, and an idle keep-alive
 * connection closes after 5 s (Node adds a second of its own). Node checks the first two every
 * `connectionsCheckingInterval`.
 */
export const NODE_SERVER_TIMEOUTS = {
  headersTimeout: 10_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
}

/**
 * Off the request path: first the backfill gives every cover that lacks them its variants (the demo
 * covers just seeded, covers uploaded before variants existed); and every minute the scheduled
 * sweeps run (the Worker's Cron Trigger does the same), never two at once. A sweep's own cover job
 * returns at once while the start's backfill is still going (one backfill at a time per database).
 */
function startBackgroundWork(deps: AppDeps, signal: AbortSignal) {
  const backfill = backfillCoverVariants(deps, { signal })
    .then((result) => {
      if (result.covers > 0)
        console.log(`Cover variants made for ${result.covers} covers (${result.failed} failed).`)
      return result
    })
    .catch((error): BackfillResult => {
      logError('cover.backfill_failed', { cause: error })
      return { covers: 0, failed: 0 }
    })
  // Then every page's and case study's share card that is missing or out of date (after the covers:
  // a card crops its cover).
  const cards = backfill.then(() =>
    drawShareCards(deps, { signal }).catch((error) => logError('card.backfill_failed', { cause: error })),
  )
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    void runScheduled(deps).finally(() => {
      running = false
    })
  }, SWEEP_INTERVAL_MS)
  timer.unref()
  return { timer, backfill, cards }
}

export interface RunningServer {
  url: string
  config: NodeConfig
  /** The start's cover backfill, settled once every cover that lacked variants has them. */
  coversReady: Promise<BackfillResult>
  close(): Promise<void>
}

export interface NodeServerOptions {
  /** Shorter timeouts for tests. */
  timeouts?: Partial<typeof NODE_SERVER_TIMEOUTS>
  /** What makes the covers' variants: sharp unless a test holds it. */
  images?: CoverImages
}

/** Reads the environment, opens and migrates the database, seeds an empty one, and listens. */
export async function startNodeServer(
  env: Record<string, string | undefined>,
  options: NodeServerOptions = {},
): Promise<RunningServer> {
  const config = loadNodeConfig(env, NODE_DEFAULTS)
  const archiveStore = createArchiveFolderStore(config.archiveDir, config.mediaDir)
  const { client, db } = await openNodeDatabase(config.databaseUrl, config.databaseAuthToken)
  await migrateNodeDatabase(db)
  const media = createFolderMediaStore(config.mediaDir)
  if (config.seedDemoContent) {
    const result = await seedDemoContent(db, media, { publicMediaBaseUrl: config.app.publicMediaBaseUrl })
    if (result.seeded)
      console.log(`Seeded demo content: ${result.projects} projects, ${result.workItems} work items.`)
  }
  const deps: AppDeps = {
    db,
    media,
    archiveStore,
    images: options.images ?? createSharpCoverImages(),
    cards: createSharpCardRenderer(),
    config: config.app,
    clientAddress: nodeClientAddress(config.trustedProxyHops),
    alerts: createAlertSetup({
      email: config.alerts.email && createSmtpSender(config.alerts.email),
      emailSetup: EMAIL_SETUP_TEXTS.smtp,
      webhookSecret: config.alerts.webhookSecret,
      // A webhook on this machine or a private network only when the environment opts in.
      allowLocalWebhooks: config.allowLocalWebhooks,
    }),
    // No request outlives its answer here, but nothing waits for this work: log its failures.
    defer: (c, work) => {
      work.catch((error) => logError('deferred.failed', { route: routeOf(c), cause: error }))
    },
  }
  await adoptOnce(db, config.alerts.initialTargets, config.app.now)()
  const app = createApp(deps)

  const serverOptions = { ...NODE_SERVER_TIMEOUTS, ...options.timeouts }
  const server = await new Promise<ServerType>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: config.port, hostname: config.host, serverOptions }, () =>
      resolve(started),
    )
    started.once('error', reject)
  }).catch((error: unknown) => {
    // A port already taken, say: the database is not left open behind the refusal.
    client.close()
    throw error
  })
  // Only once the server listens: the backfill never delays readiness.
  const stopping = new AbortController()
  const background = startBackgroundWork(deps, stopping.signal)
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  return {
    url: `http://${host}:${config.port}`,
    config,
    coversReady: background.backfill,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(background.timer)
        // The backfill stops after the cover it is on; the database closes once it has.
        stopping.abort()
        server.close(() => {
          void Promise.allSettled([background.backfill, background.cards]).finally(() => {
            client.close()
            resolve()
          })
        })
        // Keep-alive connections would otherwise hold close() open until they time out.
        if ('closeAllConnections' in server) server.closeAllConnections()
      }),
  }
}
