import { currentPage } from './edge-answers'
import { API_URL, adminToken, expect, test } from './fixtures'

/** An item saved with English texts only, read in Arabic. */

test('an item with no Arabic texts shows its English ones, marked as English, never an empty card', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const headers = { authorization: `Bearer ${token}` }
  const title = `Untranslated ${Date.now()}`
  const created = await request.post(`${API_URL}/sb-admin/all-work`, {
    headers,
    data: { title, description: 'Written in English only.', category: 'apps', tags: [] },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { id, slug } = (await created.json()) as { id: number; slug: string }
  try {
    // Once the Worker renders the list from the version with the item (it asks at most once a second).
    await currentPage(request, '/ar/all-work')
    await page.goto('/ar/all-work')
    await expect(page.getByRole('heading', { name: title })).toHaveCount(1)
    await expect(page.getByRole('heading', { name: title })).toHaveAttribute('lang', 'en')
    await expect(page.getByText('Written in English only.')).toHaveAttribute('lang', 'en')
    await page.goto(`/ar/work/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  } finally {
    await request.delete(`${API_URL}/sb-admin/all-work/${id}`, { headers })
  }
})
