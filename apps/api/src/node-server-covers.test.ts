import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'
import { createDatabase } from './db/client'
import { migrateDatabase } from './db/migrate'
import type { CoverImages } from './media/cover-images'
import { createFolderMediaStore } from './media/folder-store'
import { photoFixture } from './media/phone-photo'
import { createSharpCoverImages } from './media/sharp-cover-images'
import { startNodeServer } from './node-server'
import { scratchDir } from './test-support/test-run-dir'

const stops: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

describe('the Node entry and cover variants', () => {
  it('answers at once, then gives a cover that lacks them its variants in the background', async () => {
    const dir = scratchDir('studio-api-covers-')
    const databaseUrl = `file:${join(dir, 'studio.db')}`
    const mediaDir = join(dir, 'media')
    const base = 'http://localhost:8861/media'
    // A database from before variants existed: one work item showing an uploaded JPEG.
    const client = createClient({ url: databaseUrl })
    const db = createDatabase(client)
    await migrateDatabase(db)
    await client.execute({
      sql: "INSERT INTO work_items (title, description, slug, cover_url) VALUES ('Old', 'd', 'old', ?)",
      args: [`${base}/covers/1c8d7b1f-2a3e-4d4c-8b9f-8e7d6c5b4a32.jpg`],
    })
    client.close()
    await createFolderMediaStore(mediaDir).put(
      'covers/1c8d7b1f-2a3e-4d4c-8b9f-8e7d6c5b4a32.jpg',
      await photoFixture(),
      'image/jpeg',
    )

    // Sharp, held until the server has answered: the backfill cannot finish first by chance.
    const sharp = createSharpCoverImages()
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const held: CoverImages = {
      name: sharp.name,
      makeVariants: async (...args) => {
        await answered
        return sharp.makeVariants(...args)
      },
    }
    const server = await startNodeServer(
      { API_PORT: '8861', DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir, SEED_DEMO_CONTENT: 'false' },
      { images: held },
    )
    stops.push(() => server.close())
    let done = false
    void server.coversReady.then(() => {
      done = true
    })
    // Listening while the backfill is under way: it runs off the request path.
    expect((await fetch(`${server.url}/health`)).status).toBe(200)
    expect(done).toBe(false)
    answer()

    expect(await server.coversReady).toEqual({ covers: 1, failed: 0 })
    const [item] = (await (await fetch(`${server.url}/public/all-work`)).json()) as Array<{
      cover: { widths: number[] } | null
    }>
    expect(item?.cover?.widths).toEqual([320, 480, 720])
  })
})
