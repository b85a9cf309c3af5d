import { loadNodeConfig } from '../config'
import {
  databaseLabel,
  describeStartupError,
  migrateNodeDatabase,
  NODE_DEFAULTS,
  openNodeDatabase,
} from './open-node'

/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL (local file or Turso). */
try {
  const config = loadNodeConfig(process.env, NODE_DEFAULTS)
  const { client, db } = await openNodeDatabase(config.databaseUrl, config.databaseAuthToken)
  await migrateNodeDatabase(db)
  client.close()
  console.log(`Migrations applied to ${databaseLabel(config.databaseUrl)}.`)
} catch (error) {
  console.error(describeStartupError(error, 'Migration'))
  process.exit(1)
}
