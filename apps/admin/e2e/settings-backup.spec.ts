import type { APIRequestContext } from '@playwright/test'
import { apiToken, E2E, expect, expectNoAxeViolations, shootWidths, test } from './fixtures'

/**
 * The studio's backup from the Settings screen on the real stack: a backup downloaded, a project
 * deleted afterwards, then the same archive imported: the dry run shows the project coming back and
 * writes nothing, Apply brings it back. Screenshots of the screen go to SCREENS_DIR for people to look at.
 */
test.describe.configure({ mode: 'serial' })

const SCREENS_DIR = process.env.ADMIN_SCREENS_DIR ?? '/tmp/admin-settings-screens'
const TITLE = `Backup journey ${Date.now()}`

let token = ''
const auth = () => ({ authorization: `Bearer ${token}` })

async function projectTitles(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get(`${E2E.apiUrl}/sb-admin/projects`, { headers: auth() })
  return ((await answer.json()) as Array<{ title: string }>).map((project) => project.title)
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request)
  // An archive carries a webhook only at a public https address (a deployed studio's): the receivers
  // on this machine that other files set (allowed by the run's ALLOW_LOCAL_WEBHOOKS) are turned off.
  const noWebhook = await request.put(`${E2E.apiUrl}/sb-admin/settings/alerts`, {
    headers: auth(),
    data: { webhook_url: null },
  })
  expect(noWebhook.ok(), await noWebhook.text()).toBe(true)
  const created = await request.post(`${E2E.apiUrl}/sb-admin/projects`, {
    headers: auth(),
    data: { title: TITLE, description: 'Kept safe by the backup.' },
  })
  expect(created.ok()).toBe(true)
})

test('a downloaded backup is imported back: dry run first, then apply restores the deleted project', async ({
  signedIn: page,
  request,
}, testInfo) => {
  await page.goto('/admin/settings')
  await expect(page.getByRole('heading', { name: 'Backups', level: 2 })).toBeVisible()
  await expectNoAxeViolations(page)
  await shootWidths(page, `${SCREENS_DIR}/settings`)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download a backup' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^studio-archive-\d{4}-\d{2}-\d{2}\.zip$/)
  const archive = testInfo.outputPath('studio.zip')
  await download.saveAs(archive)

  // The wrong delete the backup is for.
  const [project] = (
    (await (await request.get(`${E2E.apiUrl}/sb-admin/projects`, { headers: auth() })).json()) as Array<{
      id: number
      title: string
    }>
  ).filter((entry) => entry.title === TITLE)
  expect(project).toBeDefined()
  expect(
    (await request.delete(`${E2E.apiUrl}/sb-admin/projects/${project!.id}`, { headers: auth() })).ok(),
  ).toBe(true)
  expect(await projectTitles(request)).not.toContain(TITLE)

  await page.getByLabel('Studio archive (.zip)').setInputFiles(archive)
  await page.getByRole('button', { name: 'Dry run' }).click()
  const plan = page.getByRole('table', { name: 'What the import would do' })
  await expect(plan.getByRole('row', { name: /^Projects/ })).toHaveText(/^Projects10\d+$/)
  // A dry run writes nothing.
  expect(await projectTitles(request)).not.toContain(TITLE)
  await expectNoAxeViolations(page)
  await shootWidths(page, `${SCREENS_DIR}/settings-import-plan`)

  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText(/^Imported: 1 created/)).toBeVisible()
  expect(await projectTitles(request)).toContain(TITLE)
  await page.goto('/admin/projects')
  await expect(page.getByText(TITLE)).toBeVisible()
})

test('a daily backup downloads in the admin, and never without a session', async ({
  signedIn: page,
  request,
}) => {
  await page.goto('/admin/settings')
  await page.getByRole('button', { name: 'Back up now' }).click()
  const made = await page.getByText(/^Backed up: studio-\d{4}-\d{2}-\d{2}\.zip\.$/).textContent()
  const name = (made ?? '').replace(/^Backed up: /, '').replace(/\.$/, '')

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: `Download ${name}` }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(name)

  // The same file to a stranger: the admin route wants a session, and the media address has no such file.
  const anonymous = await request.get(`${E2E.apiUrl}/sb-admin/archive/backups/${name}`)
  expect(anonymous.status()).toBe(401)
  expect((await request.get(`${E2E.apiUrl}/media/backups/${name}`)).status()).toBe(404)
  const owner = await request.get(`${E2E.apiUrl}/sb-admin/archive/backups/${name}`, { headers: auth() })
  expect(owner.status()).toBe(200)
  expect(owner.headers()['cache-control']).toBe('private, no-store')
})
