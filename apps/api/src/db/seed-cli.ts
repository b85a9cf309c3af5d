import { loadNodeConfig } from '../config'
import { createFolderMediaStore } from '../media/folder-store'
import { describeStartupError, migrateNodeDatabase, NODE_DEFAULTS, openNodeDatabase } from './open-node'
import { seedDemoContent } from './seed'

/**
 * `npm run db:seed`: migrates DATABASE_URL, then fills it with the demo content if it holds no
 * projects and no work items. Covers go to MEDIA_DIR; their widths and formats are made where the
 * covers are served from: by the Node entry's start (or `npm run media:backfill`), or, for a deployed
 * Worker, by its Cron Trigger once `npm run media:upload-seed` has put the covers into R2 (with
 * PUBLIC_MEDIA_BASE_URL set to the Worker's /media URL). Making them here would record variants that
 * only this machine's folder holds. The rows name their covers by key, so they follow whatever
 * PUBLIC_MEDIA_BASE_URL the API is later started with.
 */
try {
  const config = loadNodeConfig(process.env, NODE_DEFAULTS)
  const { client, db } = await openNodeDatabase(config.databaseUrl, config.databaseAuthToken)
  await migrateNodeDatabase(db)
  const media = createFolderMediaStore(config.mediaDir)
  const result = await seedDemoContent(db, media)
  client.close()
  console.log(
    result.seeded
      ? `Seeded ${result.projects} projects and ${result.workItems} work items (covers in ${config.mediaDir}, served from ${config.app.publicMediaBaseUrl}/seed/).`
      : 'The database already has content; nothing seeded.',
  )
} catch (error) {
  console.error(describeStartupError(error, 'Seeding'))
  process.exit(1)
}
