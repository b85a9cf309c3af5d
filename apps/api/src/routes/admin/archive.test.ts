import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ARCHIVE_MESSAGES, type ImportPlanAnswer, type ImportStart } from '@studio/contracts/archive'
import { describe, expect, it } from 'vitest'
import { openArchiveFile } from '../../archive/node-file'
import { openArchive } from '../../archive/read'
import { fillStudio, zipEntries } from '../../archive/test-studio'
import { send, sendJson, signInFirstAdmin } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'

/** The admin's archive routes: the streamed export, and the import in steps a Worker can take. */

const put = (t: TestApp, path: string, token: string, body: Uint8Array) =>
  t.app.request(path, { method: 'PUT', headers: { authorization: `Bearer ${token}` }, body: body.slice() })

async function download(t: TestApp, token: string, query = '') {
  const answer = await send(t, 'GET', `/sb-admin/archive/export${query}`, { token })
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toBe('application/zip')
  expect(answer.headers.get('content-disposition')).toMatch(
    /^attachment; filename="studio-archive-\d{4}-\d{2}-\d{2}\.zip"$/,
  )
  const file = join(t.dir, `download-${Math.random()}.zip`)
  writeFileSync(file, new Uint8Array(await answer.arrayBuffer()))
  return file
}

/** Opens an import on `t` and sends every record file of the archive at `file`, in parts of 1 KB. */
async function stage(t: TestApp, token: string, file: string) {
  const entries = await zipEntries(file)
  const manifest = JSON.parse(new TextDecoder().decode(entries.get('manifest.json')))
  const started = await sendJson(t, 'POST', '/sb-admin/archive/imports', { manifest }, { token })
  expect(started.status).toBe(201)
  const { id, files } = (await started.json()) as ImportStart
  for (const { name } of files) {
    const bytes = entries.get(name) ?? new Uint8Array(0)
    for (let part = 0; part === 0 || part * 1024 < bytes.byteLength; part++) {
      const answer = await put(
        t,
        `/sb-admin/archive/imports/${id}/files/${name}?part=${part}`,
        token,
        bytes.subarray(part * 1024, (part + 1) * 1024),
      )
      expect(answer.status).toBe(204)
    }
  }
  return { id, entries }
}

const version = async (t: TestApp) =>
  ((await (await t.app.request('/public/content-version')).json()) as { version: string }).version

describe('admin archive routes', () => {
  it('streams a zip to an admin only, with the enquiries only when asked, and records the export', async () => {
    const t = await createTestApp()
    const { token } = await fillStudio(t)
    expect((await t.app.request('/sb-admin/archive/export')).status).toBe(401)
    const without = await openArchive(await openArchiveFile(await download(t, token)))
    expect(without.manifest.enquiries).toBe(false)
    const withEnquiries = await openArchive(await openArchiveFile(await download(t, token, '?enquiries=1')))
    expect(withEnquiries.manifest.files['contact_messages.ndjson']?.rows).toBe(3)

    const sealed = await sendJson(
      t,
      'POST',
      '/sb-admin/archive/export',
      { enquiries: false, passphrase: 'long enough phrase' },
      { token },
    )
    expect(sealed.status).toBe(400)
    const audit = (
      await t.client.execute("SELECT action, target_type FROM audit_log WHERE action = 'export'")
    ).rows
    expect(audit.map((row) => row.target_type)).toEqual(['archive', 'archive'])
  })

  it('imports in steps: the plan names the media to send, apply waits for them, and the content version moves', async () => {
    const source = await createTestApp()
    const { token: sourceToken } = await fillStudio(source)
    const file = await download(source, sourceToken, '?enquiries=1')
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    const versionBefore = await version(t)
    const { id, entries } = await stage(t, token, file)

    const planned = await sendJson(t, 'POST', `/sb-admin/archive/imports/${id}/plan`, {}, { token })
    expect(planned.status).toBe(200)
    const { plan, missing_media } = (await planned.json()) as ImportPlanAnswer
    expect(plan.kinds.projects?.create).toBe(3)
    expect(missing_media.length).toBeGreaterThan(0)
    expect(await version(t)).toBe(versionBefore)

    const early = await sendJson(t, 'POST', `/sb-admin/archive/imports/${id}/apply`, {}, { token })
    expect(early.status).toBe(400)
    expect(await early.json()).toEqual({ error: ARCHIVE_MESSAGES.mediaNotUploaded(missing_media.length) })

    const [first] = missing_media
    const wrong = await put(
      t,
      `/sb-admin/archive/imports/${id}/media/${first?.sha256}`,
      token,
      new Uint8Array([1, 2, 3]),
    )
    expect(await wrong.json()).toEqual({ error: ARCHIVE_MESSAGES.mediaMismatch })
    for (const { sha256 } of missing_media) {
      const answer = await put(
        t,
        `/sb-admin/archive/imports/${id}/media/${sha256}`,
        token,
        entries.get(`media/${sha256}`) ?? new Uint8Array(0),
      )
      expect(answer.status).toBe(204)
    }
    const applied = await sendJson(t, 'POST', `/sb-admin/archive/imports/${id}/apply`, {}, { token })
    expect(applied.status).toBe(200)
    expect(await version(t)).not.toBe(versionBefore)
    expect(((await (await t.app.request('/public/projects')).json()) as unknown[]).length).toBe(2)
    const audit = (
      await t.client.execute("SELECT actor_email, target_type FROM audit_log WHERE action = 'import'")
    ).rows
    expect(audit).toEqual([
      expect.objectContaining({ actor_email: 'owner@studio.test', target_type: 'archive' }),
    ])
    // The import's parts are gone once applied.
    expect(await t.media.list('archive-imports/')).toEqual([])
  })

  it('refuses an encrypted manifest, parts out of order, and a plan whose slug another item holds', async () => {
    const source = await createTestApp()
    const { token: sourceToken } = await fillStudio(source)
    const file = await download(source, sourceToken)
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    const manifest = JSON.parse(new TextDecoder().decode((await zipEntries(file)).get('manifest.json')))

    const encrypted = await sendJson(
      t,
      'POST',
      '/sb-admin/archive/imports',
      {
        manifest: {
          ...manifest,
          enquiries: true,
          files: {
            ...manifest.files,
            'contact_messages.ndjson': { sha256: '0'.repeat(64), bytes: 16, rows: 0, encrypted: true },
          },
          encryption: {
            cipher: 'AES-256-GCM-STREAM',
            kdf: 'PBKDF2-SHA256',
            iterations: 100000,
            salt: 'AAAA',
            nonce_prefix: 'AAAAAAAAAAA=',
            chunk_bytes: 65536,
          },
        },
      },
      { token },
    )
    expect(await encrypted.json()).toEqual({ error: ARCHIVE_MESSAGES.importEncrypted })

    const started = (await (
      await sendJson(t, 'POST', '/sb-admin/archive/imports', { manifest }, { token })
    ).json()) as ImportStart
    const skipped = await put(
      t,
      `/sb-admin/archive/imports/${started.id}/files/projects.ndjson?part=1`,
      token,
      new Uint8Array(1),
    )
    expect(await skipped.json()).toEqual({ error: ARCHIVE_MESSAGES.importPartOrder('projects.ndjson', 0) })

    // An item of this studio that the archive does not hold (its id is not in the archive) lives at
    // the address the archive gives one of its items.
    for (const title of ['One', 'Two'])
      await sendJson(t, 'POST', '/sb-admin/all-work', { title, description: 'd' }, { token })
    await sendJson(
      t,
      'POST',
      '/sb-admin/all-work',
      { title: 'Quarry logistics', description: 'Ours', slug: 'quarry-fleet' },
      { token },
    )
    const { id } = await stage(t, token, file)
    const { plan } = (await (
      await sendJson(t, 'POST', `/sb-admin/archive/imports/${id}/plan`, {}, { token })
    ).json()) as ImportPlanAnswer
    expect(plan.conflicts).toEqual([
      expect.objectContaining({
        kind: 'work_items',
        message: expect.stringContaining('The slug "quarry-fleet"'),
      }),
    ])
    const refused = await sendJson(t, 'POST', `/sb-admin/archive/imports/${id}/apply`, {}, { token })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: ARCHIVE_MESSAGES.conflicts(1) })
    const titles = ((await (await t.app.request('/public/all-work')).json()) as Array<{ title: string }>).map(
      (item) => item.title,
    )
    expect(titles.sort()).toEqual(['One', 'Quarry logistics', 'Two'])
  })
})
