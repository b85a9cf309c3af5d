/**
 * The inbox benchmark's API: the Node entry's own wiring (startNodeServer: config from the
 * environment, migrations, alert channels, the sweep timer) over the database the benchmark seeded.
 * The caller sets DATABASE_URL, API_PORT, API_HOST, ENQUIRY_WEBHOOK_URL, TRUSTED_PROXY_HOPS and the
 * rest; nothing here differs from `npm start` but the ready message over IPC.
 *
 *   node --import tsx scripts/bench/inbox-api-server.mjs   (started by inbox.mjs)
 */
import { describeStartupError } from '../../apps/api/src/db/open-node.ts'
import { startNodeServer } from '../../apps/api/src/node-server.ts'

let server
try {
  server = await startNodeServer(process.env)
} catch (error) {
  console.error(describeStartupError(error, 'Starting the bench API'))
  process.exit(1)
}

let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  server.close().then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
process.on('disconnect', stop)

process.send?.({ type: 'ready', url: server.url, pid: process.pid })
