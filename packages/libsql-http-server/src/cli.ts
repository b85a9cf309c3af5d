import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startLibsqlHttpServer } from './server'

const USAGE = 'Usage: tsx src/cli.ts --db <file> [--port 0] [--host 127.0.0.1] [--rtt-ms 0] [--auth-token T]'

function nonNegativeInteger(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`--${name} takes a whole number ≥ 0, got ${text}`)
  return value
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      db: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'rtt-ms': { type: 'string' },
      'auth-token': { type: 'string' },
    },
  })
  if (values.db === undefined) throw new Error(`--db is required. ${USAGE}`)
  const file = resolve(values.db)
  const server = await startLibsqlHttpServer({
    file,
    port: nonNegativeInteger('port', values.port, 0),
    host: values.host,
    rttMs: nonNegativeInteger('rtt-ms', values['rtt-ms'], 0),
    authToken: values['auth-token'],
  })
  console.log(`libSQL HTTP server on ${server.url} (database ${file})`)
  const stop = () => {
    void server.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
