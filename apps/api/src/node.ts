import { databaseLabel, describeStartupError } from './db/open-node'
import { startNodeServer } from './node-server'

/** Node entry (`npm start`, `npm run dev`): the embedded default with a local file database. */
try {
  const server = await startNodeServer(process.env)
  console.log(`API listening on ${server.url} (database ${databaseLabel(server.config.databaseUrl)})`)
  const stop = () => {
    server.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
} catch (error) {
  console.error(describeStartupError(error, 'Starting the API'))
  process.exit(1)
}
