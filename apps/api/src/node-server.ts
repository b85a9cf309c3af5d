import { type ServerType, serve } from '@hono/node-server'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { createApp } from './app'
import { loadNodeConfig, type NodeConfig } from './config'
import { migrateNodeDatabase, NODE_DEFAULTS, openNodeDatabase } from './db/open-node'
import { seedDemoContent } from './db/seed'
import { createFolderMediaStore } from './media/folder-store'

/** The Node entry's wiring, separate from node.ts so the boot can be driven by tests and CLIs. */

/**
 * The caller's address for rate limits: the socket's peer, or, behind a trusted reverse proxy
 * (TRUST_FORWARDED_FOR=true), the first X-Forwarded-For entry, which the proxy sets to the client.
 */
export function nodeClientAddress(trustForwardedFor: boolean) {
  return (c: Context): string => {
    if (trustForwardedFor) {
      const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
      if (first) return first
    }
    return getConnInfo(c).remote.address ?? 'unknown'
  }
}

export interface RunningServer {
  url: string
  config: NodeConfig
  close(): Promise<void>
}

/** Reads the environment, opens and migrates the database, seeds an empty one, and listens. */
export async function startNodeServer(env: Record<string, string | undefined>): Promise<RunningServer> {
  const config = loadNodeConfig(env, NODE_DEFAULTS)
  const { client, db } = await openNodeDatabase(config.databaseUrl, config.databaseAuthToken)
  await migrateNodeDatabase(db)
  const media = createFolderMediaStore(config.mediaDir)
  if (config.seedDemoContent) {
    const result = await seedDemoContent(db, media, { publicMediaBaseUrl: config.app.publicMediaBaseUrl })
    if (result.seeded)
      console.log(`Seeded demo content: ${result.projects} projects, ${result.workItems} work items.`)
  }
  const app = createApp({
    db,
    media,
    config: config.app,
    clientAddress: nodeClientAddress(config.trustForwardedFor),
  })

  const server = await new Promise<ServerType>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: config.port }, () => resolve(started))
    started.once('error', reject)
  })
  return {
    url: `http://localhost:${config.port}`,
    config,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          client.close()
          resolve()
        })
      }),
  }
}
