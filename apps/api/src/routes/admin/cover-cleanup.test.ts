import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createItem, signedInTestApp } from '../../test-support/admin-api'
import { send, sendJson } from '../../test-support/requests'
import type { TestApp } from '../../test-support/test-app'
import { uploadedCoverKey, uploadedCoverObjects, uploadedCoverOwner } from './uploaded-cover'

async function uploadCover(t: TestApp, token: string) {
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), 'c.png')
  const response = await t.app.request('/sb-admin/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { url: string; key: string }
}

/** Uploads a cover the way the admin does: a 1600 x 1067 WebP with its 480 px sibling. */
async function uploadSizedCover(t: TestApp, token: string) {
  const webp = async (width: number, height: number) =>
    new Blob([
      new Uint8Array(
        await sharp({ create: { width, height, channels: 3, background: '#abc' } })
          .webp()
          .toBuffer(),
      ),
    ])
  const form = new FormData()
  form.append('file', await webp(1600, 1067), 'c.webp')
  form.append('file_w480', await webp(480, 320), 'c-480.webp')
  const response = await t.app.request('/sb-admin/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  expect(response.status).toBe(201)
  const answer = (await response.json()) as { url: string; key: string }
  return { ...answer, smallKey: answer.key.replace(/\.webp$/, '.w480.webp') }
}

describe('uploaded cover clean-up', () => {
  it('removes the old object when a project cover is replaced, and the last one when it is deleted', async () => {
    const { t, token } = await signedInTestApp()
    const first = await uploadCover(t, token)
    const id = await createItem(t, token, '/sb-admin/projects', { title: 'P', cover_url: first.url })

    const second = await uploadCover(t, token)
    const replaced = await sendJson(
      t,
      'PUT',
      `/sb-admin/projects/${id}`,
      { title: 'P', description: 'd', cover_url: second.url },
      { token },
    )
    expect(replaced.status).toBe(200)
    expect(await t.media.get(first.key)).toBeNull()
    expect((await t.app.request(`/media/${first.key}`)).status).toBe(404)
    expect(await t.media.get(second.key)).not.toBeNull()

    // Saving again with the same cover keeps it.
    await sendJson(
      t,
      'PUT',
      `/sb-admin/projects/${id}`,
      { title: 'Q', description: 'd', cover_url: second.url },
      { token },
    )
    expect(await t.media.get(second.key)).not.toBeNull()

    expect((await send(t, 'DELETE', `/sb-admin/projects/${id}`, { token })).status).toBe(200)
    expect(await t.media.get(second.key)).toBeNull()
  })

  it('removes a work item cover on replacement and on delete', async () => {
    const { t, token } = await signedInTestApp()
    const first = await uploadCover(t, token)
    const id = await createItem(t, token, '/sb-admin/all-work', { title: 'W', cover_url: first.url })
    // A featured-only update does not touch the cover.
    await sendJson(t, 'PUT', `/sb-admin/all-work/${id}`, { featured: true }, { token })
    expect(await t.media.get(first.key)).not.toBeNull()

    const cleared = await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${id}`,
      { title: 'W', description: 'd', cover_url: '' },
      { token },
    )
    expect(((await cleared.json()) as { cover_url: string | null }).cover_url).toBeNull()
    expect(await t.media.get(first.key)).toBeNull()

    const second = await uploadCover(t, token)
    await sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${id}`,
      { title: 'W', description: 'd', cover_url: second.url },
      { token },
    )
    await send(t, 'DELETE', `/sb-admin/all-work/${id}`, { token })
    expect(await t.media.get(second.key)).toBeNull()
  })

  it('never deletes seed art, foreign URLs, or a cover another item still uses', async () => {
    const { t, token } = await signedInTestApp()
    await t.media.put('seed/atlas.webp', new Uint8Array([1, 2, 3]), 'image/webp')
    const seedUrl = 'http://localhost:8787/media/seed/atlas.webp'
    const seeded = await createItem(t, token, '/sb-admin/projects', { title: 'S', cover_url: seedUrl })
    await send(t, 'DELETE', `/sb-admin/projects/${seeded}`, { token })
    expect(await t.media.get('seed/atlas.webp')).not.toBeNull()

    const shared = await uploadCover(t, token)
    const a = await createItem(t, token, '/sb-admin/projects', { title: 'A', cover_url: shared.url })
    await createItem(t, token, '/sb-admin/all-work', { title: 'B', cover_url: shared.url })
    await send(t, 'DELETE', `/sb-admin/projects/${a}`, { token })
    expect(await t.media.get(shared.key)).not.toBeNull()
  })

  it('removes a sized cover together with its 480 px sibling on replacement and on delete', async () => {
    const { t, token } = await signedInTestApp()
    const first = await uploadSizedCover(t, token)
    expect(await t.media.get(first.smallKey)).not.toBeNull()
    const id = await createItem(t, token, '/sb-admin/projects', { title: 'P', cover_url: first.url })
    const second = await uploadSizedCover(t, token)
    await sendJson(
      t,
      'PUT',
      `/sb-admin/projects/${id}`,
      { title: 'P', description: 'd', cover_url: second.url },
      { token },
    )
    expect(await t.media.get(first.key)).toBeNull()
    expect(await t.media.get(first.smallKey)).toBeNull()
    expect((await t.app.request(`/media/${first.smallKey}`)).status).toBe(404)
    expect(await t.media.get(second.smallKey)).not.toBeNull()

    await send(t, 'DELETE', `/sb-admin/projects/${id}`, { token })
    expect(await t.media.get(second.key)).toBeNull()
    expect(await t.media.get(second.smallKey)).toBeNull()
  })

  it("keeps both files while another item shows the main file or the sibling's own URL", async () => {
    const { t, token } = await signedInTestApp()
    const cover = await uploadSizedCover(t, token)
    const base = t.config.publicMediaBaseUrl
    const a = await createItem(t, token, '/sb-admin/projects', { title: 'A', cover_url: cover.url })
    const b = await createItem(t, token, '/sb-admin/projects', {
      title: 'B',
      cover_url: `${base}/${cover.smallKey}`,
    })
    await send(t, 'DELETE', `/sb-admin/projects/${a}`, { token })
    expect(await t.media.get(cover.key)).not.toBeNull()
    expect(await t.media.get(cover.smallKey)).not.toBeNull()
    // Deleting the item that shows the sibling's URL deletes nothing: that URL is not a main cover.
    expect((await send(t, 'DELETE', `/sb-admin/projects/${b}`, { token })).status).toBe(200)
    expect(await t.media.get(cover.smallKey)).not.toBeNull()
  })

  it('pairs a sized key with its sibling, and nothing else', () => {
    const main = 'covers/0b7c6a0e-1f2d-4c3b-9a8e-7d6c5b4a3f21.1600x1067.webp'
    const small = 'covers/0b7c6a0e-1f2d-4c3b-9a8e-7d6c5b4a3f21.1600x1067.w480.webp'
    const single = 'covers/0b7c6a0e-1f2d-4c3b-9a8e-7d6c5b4a3f21.png'
    expect(uploadedCoverObjects(main)).toEqual([main, small])
    expect(uploadedCoverObjects(single)).toEqual([single])
    expect(uploadedCoverOwner(main)).toBe(main)
    expect(uploadedCoverOwner(small)).toBe(main)
    expect(uploadedCoverOwner(single)).toBe(single)
    expect(uploadedCoverOwner('seed/atlas.1200x800.w480.webp')).toBeNull()
    expect(uploadedCoverOwner('covers/x.1200x800.w480.webp')).toBeNull()
    expect(uploadedCoverOwner('covers/0b7c6a0e-1f2d-4c3b-9a8e-7d6c5b4a3f21.400x300.webp')).toBeNull()
    const base = 'http://localhost:8787/media'
    expect(uploadedCoverKey(`${base}/${main}`, base)).toBe(main)
    expect(uploadedCoverKey(`${base}/${small}`, base)).toBeNull()
  })

  it('recognises only keys this API made under the configured media base', () => {
    const base = 'http://localhost:8787/media'
    const key = 'covers/0b7c6a0e-1f2d-4c3b-9a8e-7d6c5b4a3f21.png'
    expect(uploadedCoverKey(`${base}/${key}`, base)).toBe(key)
    expect(uploadedCoverKey(`${base}/${key}`, `${base}/`)).toBe(key)
    expect(uploadedCoverKey(`${base}/seed/atlas.webp`, base)).toBeNull()
    expect(uploadedCoverKey(`https://evil.example/media/${key}`, base)).toBeNull()
    expect(uploadedCoverKey(`${base}/covers/../seed/x.png`, base)).toBeNull()
    expect(uploadedCoverKey(null, base)).toBeNull()
  })
})
