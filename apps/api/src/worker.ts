import { createClient } from '@libsql/client/web'
import { API_MESSAGES } from '@studio/contracts'
import { type App, createApp } from './app'
import { loadWorkerConfig } from './config'
import { createDatabase } from './db/client'
import { createR2MediaStore } from './media/r2-store'

/**
 * Cloudflare Worker entry: libSQL over HTTP (Turso), media in R2. The app is built once per
 * isolate, on the first request, because bindings and secrets only arrive with a request.
 * Must not import node: modules (so no migrations and no folder store here).
 */

let app: App | undefined

function buildApp(env: Record<string, unknown>): App {
  const config = loadWorkerConfig(env)
  const client = createClient({ url: config.databaseUrl, authToken: config.databaseAuthToken })
  return createApp({
    db: createDatabase(client),
    media: createR2MediaStore(config.mediaBucket),
    config: config.app,
    // Cloudflare sets this to the visitor's address; clients cannot forge it past the edge.
    clientAddress: (c) => c.req.header('cf-connecting-ip') ?? 'unknown',
  })
}

export default {
  fetch(request, env, ctx) {
    try {
      app ??= buildApp(env)
    } catch (error) {
      // A configuration mistake is logged for `wrangler tail`; visitors only see the usual 500.
      console.error(error instanceof Error ? error.message : error)
      return Response.json({ error: API_MESSAGES.internal }, { status: 500 })
    }
    return app.fetch(request, env, ctx)
  },
} satisfies ExportedHandler<Record<string, unknown>>
