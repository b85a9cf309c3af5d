import { loadNodeConfig } from '../config'
import { describeStartupError, migrateNodeDatabase, NODE_DEFAULTS, openNodeDatabase } from '../db/open-node'
import { backfillCoverVariants } from './backfill-covers'
import { createFolderMediaStore } from './folder-store'
import { createSharpCoverImages } from './sharp-cover-images'

/**
 * `npm run media:backfill -w @studio/api`: gives every cover that a project or work item of
 * DATABASE_URL shows, and that lacks them, its widths and formats in MEDIA_DIR, retrying failed ones
 * at once. Run after a deploy of the Node entry, or after moving covers in by hand; the Node entry
 * also runs it at every start, and the Worker's Cron Trigger does a few covers a minute. A second
 * run does nothing.
 */
try {
  const config = loadNodeConfig(process.env, NODE_DEFAULTS)
  const { client, db } = await openNodeDatabase(config.databaseUrl, config.databaseAuthToken)
  await migrateNodeDatabase(db)
  const started = performance.now()
  const result = await backfillCoverVariants(
    {
      db,
      media: createFolderMediaStore(config.mediaDir),
      images: createSharpCoverImages(),
      config: config.app,
    },
    { retryFailedNow: true },
  )
  client.close()
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    result.covers === 0
      ? 'Every cover already has its variants; nothing to do.'
      : `Made the variants of ${result.covers} covers in ${seconds} s (${result.failed} failed: their originals are shown as they are).`,
  )
} catch (error) {
  console.error(describeStartupError(error, 'The cover backfill'))
  process.exit(1)
}
