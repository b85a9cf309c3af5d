import { phonePhoto } from '@studio/api/phone-photo'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { API_URL, adminApi, adminToken, expect, test } from './fixtures'
import { openAs, PHONE } from './media-files'

/** Covers made from phone photographs, uploaded as the admin uploads them, as a phone downloads them. */

test.describe('phone photographs', () => {
  // Four 12-megapixel uploads, each made into every variant before it answers.
  test.setTimeout(240_000)

  test('a 390 px phone downloads at most 150 KB of images for the first screen of All Work, 40 KB a card, 90 KB a case study', async ({
    browser,
    request,
  }) => {
    const { call, upload } = adminApi(request, await adminToken(request))
    const photo = await phonePhoto()
    const created: number[] = []
    try {
      // Newest first: these are the cards the phone's first screen shows, and those it fetches ahead.
      for (let index = 1; index <= 4; index++) {
        const item = await call<PublicWorkItem>('POST', '/all-work', {
          title: `Photographed work ${index}`,
          description: 'A cover from a phone.',
          category: 'apps',
          cover_url: await upload(photo),
        })
        created.push(item.id)
      }
      const last = created.at(-1)
      const list = (await (await request.get(`${API_URL}/public/all-work`)).json()) as PublicWorkItem[]
      const newest = list.find((item) => item.id === last)
      await expect
        .poll(async () => (await (await request.get('/all-work')).text()).includes('Photographed work 4'))
        .toBe(true)

      const allWork = await openAs(browser, PHONE, '/all-work')
      const total = allWork.files.reduce((sum, file) => sum + file.bytes, 0)
      for (const file of allWork.files) expect(file.bytes, file.url).toBeLessThanOrEqual(40_000)
      expect(allWork.files.length).toBeGreaterThan(0)
      expect(total, allWork.files.map((file) => `${file.url} ${file.bytes}`).join('\n')).toBeLessThanOrEqual(
        150_000,
      )
      await allWork.close()

      const study = await openAs(browser, PHONE, `/work/${newest?.slug}`)
      expect(study.files).toHaveLength(1)
      expect(study.files[0]?.bytes).toBeLessThanOrEqual(90_000)
      await study.close()
    } finally {
      for (const id of created) await call('DELETE', `/all-work/${id}`)
    }
  })
})
