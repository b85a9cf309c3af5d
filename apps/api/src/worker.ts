import { createClient } from '@libsql/client/web'
import { API_MESSAGES, EMAIL_SETUP_TEXTS } from '@studio/contracts'
import { requestIdOf, withRequestId } from '@studio/contracts/request-id'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { createAlertSetup } from './alerts/alert-setup'
import { createCloudflareEmailSender } from './alerts/cloudflare-email-sender'
import { adoptOnce } from './alerts/initial-targets'
import { type App, createApp } from './app'
import { loadWorkerConfig } from './config'
import { createDatabase } from './db/client'
import type { AppDeps } from './deps'
import { runScheduled } from './jobs/run-scheduled'
import { logError, routeOf } from './lib/log'
import { rateLimitAddress } from './lib/rate-limit'
import { inRequestScope } from './lib/request-scope'
import { createImagesBindingCoverImages } from './media/images-binding-cover-images'
import { createR2MediaStore } from './media/r2-store'

/**
 * Cloudflare Worker entry: libSQL over HTTP (Turso), media in R2 (covers in MEDIA, the archive's
 * backups and staged imports in ARCHIVE, never served), cover variants made by the Images
 * binding. The app is built once per isolate, on the first request, because bindings and secrets
 * only arrive with a request. Must not import node: modules (so no migrations, no folder store and
 * no sharp here), but AsyncLocalStorage (`node:async_hooks`, the `nodejs_als` flag): each request is
 * handled in its scope, so every line written for it, from the first, carries its id.
 */

let built: { deps: AppDeps; app: App; adoptAlertSettings: () => Promise<void> } | undefined

/**
 * Cloudflare sets CF-Connecting-IP to the visitor's address; clients cannot forge it past the edge.
 * A request without it did not come from the internet through the edge (a service binding, a
 * misrouted subrequest): a rate-limited route refuses it rather than pool all such callers in one
 * bucket that anyone could fill.
 */
function workerClientAddress(c: Context): string {
  const address = c.req.header('cf-connecting-ip')
  if (!address) throw new HTTPException(400, { message: API_MESSAGES.clientAddressUnknown })
  return rateLimitAddress(address)
}

function build(env: Record<string, unknown>): NonNullable<typeof built> {
  const config = loadWorkerConfig(env)
  const client = createClient({ url: config.databaseUrl, authToken: config.databaseAuthToken })
  const deps: AppDeps = {
    db: createDatabase(client),
    media: createR2MediaStore(config.mediaBucket),
    archiveStore: createR2MediaStore(config.archiveBucket),
    images: config.images && createImagesBindingCoverImages(config.images),
    config: config.app,
    clientAddress: workerClientAddress,
    // Production: webhooks only to public https addresses (ALLOW_LOCAL_WEBHOOKS: `npm run start:edge` only).
    alerts: createAlertSetup({
      email: config.alerts.email && createCloudflareEmailSender(config.alerts.email),
      emailSetup: EMAIL_SETUP_TEXTS.cloudflare,
      webhookSecret: config.alerts.webhookSecret,
      allowLocalWebhooks: config.allowLocalWebhooks,
    }),
    // The isolate stays alive for this work after the answer (up to 30 s; the Cron sweep does the rest).
    defer: (c, work) => {
      c.executionCtx.waitUntil(
        work.catch((error) => logError('deferred.failed', { route: routeOf(c), cause: error })),
      )
    },
  }
  // An older install's alert variables become the saved settings before the first answer.
  const adoptAlertSettings = adoptOnce(deps.db, config.alerts.initialTargets, config.app.now)
  return { deps, app: createApp(deps), adoptAlertSettings }
}

/** Builds the app on first use; a configuration mistake is logged (Workers Logs, `wrangler tail`). */
function builtFor(env: Record<string, unknown>) {
  try {
    built ??= build(env)
    return built
  } catch (error) {
    logError('config.invalid', { cause: error })
    return null
  }
}

export default {
  fetch(request, env, ctx) {
    const requestId = requestIdOf(request.headers, { callerFirst: true })
    return inRequestScope(requestId, async () => {
      // Visitors only see the usual 500 for a configuration mistake.
      const current = builtFor(env)
      if (!current)
        return withRequestId(Response.json({ error: API_MESSAGES.internal }, { status: 500 }), requestId)
      await current.adoptAlertSettings()
      return withRequestId(await current.app.fetch(request, env, ctx), requestId)
    })
  },
  /**
   * The Cron Trigger (wrangler.jsonc `triggers.crons`): alert retries, the other sweeps, and the
   * variants of a few covers that lack them (so a deploy's existing covers get theirs within minutes).
   */
  scheduled(_controller, env, ctx) {
    const current = builtFor(env)
    if (current) ctx.waitUntil(runScheduled(current.deps))
  },
} satisfies ExportedHandler<Record<string, unknown>>
