import { currentPage } from './edge-answers'
import { API_URL, adminToken, decodeHtml as decode, expect, test } from './fixtures'

/** A save through the admin API reaches the next page load: the Worker's edge cache follows the content version. */

test.describe('fresh after every save', () => {
  test('a work item saved through the admin API is in the next HTML, and browsers revalidate', async ({
    request,
  }) => {
    const before = await request.get('/all-work')
    const etag = before.headers().etag ?? ''
    expect(etag).not.toBe('')
    expect((await request.get('/all-work', { headers: { 'If-None-Match': etag } })).status()).toBe(304)

    const token = await adminToken(request)
    const title = `Fresh case study ${Date.now()}`
    const created = await request.post(`${API_URL}/sb-admin/all-work`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title,
        description: 'Shown in the next page load.',
        category: 'apps',
        tags: ['Fresh'],
        cover_url: null,
        website: null,
        href: null,
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const { id, slug } = (await created.json()) as { id: number; slug: string }

    // The first list rendered from the version with the save (the Worker asks it at most once a second).
    const saved = await currentPage(request, '/all-work')
    expect(decode(await saved.text())).toContain(title)
    const after = await request.get('/all-work', { headers: { 'If-None-Match': etag } })
    expect(after.status()).toBe(200)
    const study = await request.get(`/work/${slug}`)
    expect(study.status()).toBe(200)
    expect(decode(await study.text())).toContain(title)

    const removed = await request.delete(`${API_URL}/sb-admin/all-work/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(removed.ok()).toBe(true)
    const gone = await currentPage(request, '/all-work')
    expect(decode(await gone.text())).not.toContain(title)
    expect((await request.get(`/work/${slug}`)).status()).toBe(404)
  })
})
