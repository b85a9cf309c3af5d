import { copyFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { type ApiDatabase, e2eDataDir, MAIN_DATABASE, startApi, stopApi } from './api-server'
import { API_URL, adminToken, expect, test } from './fixtures'

/**
 * The edge cache outlives databases: the site (and its cache, kept by workerd) runs on while the API
 * restarts on other databases. Each database, and a restored copy that then takes a new save, must
 * get its own pages, never the cached pages of another state with the same number of saves.
 */

const database = (name: string): ApiDatabase => ({ file: path.join(e2eDataDir(), `${name}.db`), seed: false })

async function switchTo(db: ApiDatabase) {
  await stopApi()
  await startApi(db)
}

async function addItem(request: APIRequestContext, title: string) {
  const token = await adminToken(request)
  const response = await request.post(`${API_URL}/sb-admin/all-work`, {
    headers: { authorization: `Bearer ${token}` },
    data: { title, description: `${title} case study.` },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/** The titles /all-work shows, once the site has seen the newest content (its version check is per second). */
async function expectAllWork(request: APIRequestContext, shown: string[], hidden: string[]) {
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/all-work')).text()
        return shown.every((title) => html.includes(title)) && hidden.every((title) => !html.includes(title))
      },
      { timeout: 10_000 },
    )
    .toBe(true)
}

/** A file copy of a stopped database: its main file and write-ahead log. */
function copyDatabase(from: string, to: string) {
  copyFileSync(from, to)
  if (existsSync(`${from}-wal`)) copyFileSync(`${from}-wal`, `${to}-wal`)
}

test.afterAll(async () => {
  await switchTo(MAIN_DATABASE())
})

test('two databases with the same number of saves each show their own pages and sitemap', async ({
  request,
}) => {
  await switchTo(database('alpha'))
  await addItem(request, 'Alpha Station')
  await expectAllWork(request, ['Alpha Station'], [])

  await switchTo(database('beta'))
  await addItem(request, 'Beta Harbour')
  await expectAllWork(request, ['Beta Harbour'], ['Alpha Station'])
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/work/beta-harbour</loc>')
  expect(sitemap).not.toContain('alpha-station')
})

test('a restored database shows its restored state plus the save after it', async ({ request }) => {
  const live = database('restore-live')
  await switchTo(live)
  await addItem(request, 'Kept Before Backup')
  await stopApi()
  const backup = path.join(e2eDataDir(), 'restore-backup.db')
  copyDatabase(live.file, backup)
  await startApi(live)
  await addItem(request, 'Lost One')
  await addItem(request, 'Lost Two')
  await expectAllWork(request, ['Kept Before Backup', 'Lost One', 'Lost Two'], [])

  // Put the copy back and save once: two saves fewer than before, one more than the copy.
  const restored = database('restore-restored')
  copyDatabase(backup, restored.file)
  await switchTo(restored)
  await addItem(request, 'After Restore')
  await expectAllWork(request, ['Kept Before Backup', 'After Restore'], ['Lost One', 'Lost Two'])
})
