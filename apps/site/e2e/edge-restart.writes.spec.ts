import { copyFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { type ApiDatabase, e2eDataDir, MAIN_DATABASE, startApi, stopApi } from './api-server'
import { cachedAnswer } from './edge-answers'
import { API_URL, adminToken, expect, test } from './fixtures'
import { RESTARTED_SITE_URL, startSite, stopSite } from './site-server'

/**
 * The edge cache outlives databases: the site (and its cache, kept by workerd) runs on while the API
 * restarts on other databases, and the cache's entries on disk outlive a restart of the site itself.
 * Each database, and a restored copy that then takes a new save, must get its own pages, never the
 * cached pages of another state with the same number of saves.
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

/**
 * A fresh database writes the published site copy on its first read, a save the site would see as a
 * new content version: read it now, so the version of the database stays put from here.
 */
async function publishSiteCopy(request: APIRequestContext) {
  const response = await request.get(`${API_URL}/public/site-content`)
  expect(response.status(), await response.text()).toBe(200)
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
  await stopSite()
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

test('a restarted site keeps its cache on disk, and a database with as many saves gets its own pages', async ({
  request,
}) => {
  const site = (address: string) => request.get(`${RESTARTED_SITE_URL}${address}`)
  const state = path.join(e2eDataDir(), 'restarted-site-state')
  const first = database('restart-first')

  await switchTo(first)
  await addItem(request, 'Alpha Orchard')
  await publishSiteCopy(request)
  await startSite(state)
  for (const [address, shown] of [
    ['/all-work', 'Alpha Orchard'],
    ['/sitemap.xml', '/work/alpha-orchard</loc>'],
  ] as const) {
    const rendered = await site(address)
    expect(rendered.headers()['x-edge-cache'], address).toBe('MISS')
    expect(await rendered.text(), address).toContain(shown)
    // Kept once the Worker's cache write is done.
    await cachedAnswer(request, `${RESTARTED_SITE_URL}${address}`)
  }
  await stopSite()

  await switchTo(database('restart-second'))
  await addItem(request, 'Beta Orchard')
  await publishSiteCopy(request)
  await startSite(state)
  const allWork = await site('/all-work')
  expect(allWork.headers()['x-edge-cache']).toBe('MISS')
  const html = await allWork.text()
  expect(html).toContain('Beta Orchard')
  expect(html).not.toContain('Alpha Orchard')
  const sitemap = await (await site('/sitemap.xml')).text()
  expect(sitemap).toContain('/work/beta-orchard</loc>')
  expect(sitemap).not.toContain('alpha-orchard')

  // Back on the first database, its page is the one cached before the restart, read from disk.
  await switchTo(first)
  let answer = allWork
  await expect
    .poll(
      async () => {
        answer = await site('/all-work')
        return (await answer.text()).includes('Alpha Orchard')
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  expect(answer.headers()['x-edge-cache']).toBe('HIT')
})
