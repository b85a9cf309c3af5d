/**
 * The baseline: a bare Hono route on @hono/node-server answering the identical JSON payload the
 * API returned (read once from the file run.mjs saved), with no database, middleware or ETag.
 * Started by run.mjs as `node scripts/bench/bare-server.mjs --port N --payload FILE`.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const { values } = parseArgs({ options: { port: { type: 'string' }, payload: { type: 'string' } } })
const port = Number(values.port)
const payload = JSON.parse(readFileSync(values.payload ?? '', 'utf8'))

const app = new Hono()
app.get('/public/all-work', (c) => c.json(payload))

const server = serve({ fetch: app.fetch, port }, () => {
  process.send?.({ type: 'ready', url: `http://localhost:${port}` })
  if (!process.send) console.log(`bare Hono route on http://localhost:${port}/public/all-work`)
})
const stop = () => {
  server.close()
  server.closeAllConnections?.()
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
process.on('disconnect', stop)
