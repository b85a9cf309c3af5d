import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  ARCHIVE_MESSAGES,
  type ImportPlanAnswer,
  type ImportStart,
  type MediaRecord,
} from '@studio/contracts/archive'
import { describe, expect, it, vi } from 'vitest'
import { openArchiveFile } from '../../archive/node-file'
import { openArchive } from '../../archive/read'
import { changedManifest, changedRecords, fillStudio, zipEntries } from '../../test-support/archive-studio'
import { logLinesOf } from '../../test-support/log-lines'
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

/** Opens an import on `t` and sends every record file of the archive (a file, or its entries), in parts of 1 KB. */
async function stage(t: TestApp, token: string, file: string | Map<string, Uint8Array>) {
  const entries = typeof file === 'string' ? await zipEntries(file) : file
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

// Each test builds, exports and imports whole studios: seconds alone, a minute beside a fresh clone's
// whole npm test on two cores (the imports in steps took 60 s there): a ceiling of two.
describe('admin archive routes', { timeout: 120_000 }, () => {
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
    // Each media file costs its own bytes: the records checked by the plan judge it, unread again.
    const reads = vi.spyOn(t.archiveStore, 'get')
    for (const { sha256 } of missing_media) {
      const answer = await put(
        t,
        `/sb-admin/archive/imports/${id}/media/${sha256}`,
        token,
        entries.get(`media/${sha256}`) ?? new Uint8Array(0),
      )
      expect(answer.status).toBe(204)
    }
    expect(reads.mock.calls.map(([key]) => key).filter((key) => key.includes('/files/'))).toEqual([])
    reads.mockRestore()
    // Uploaded files wait in the private archive store: the studio's media are untouched, nothing is
    // served, and a new plan names no file still to send.
    expect(await t.media.list('')).toEqual([])
    expect(await t.media.list('archive-imports/')).toEqual([])
    const staged = await t.archiveStore.list(`archive-imports/${id}/`)
    expect(staged.filter((listing) => listing.key.includes('/media/'))).toHaveLength(missing_media.length)
    for (const key of [`archive-imports/${id}/manifest.json`, `archive-imports/${id}/media/${first?.sha256}`])
      expect((await t.app.request(`/media/${key}`)).status).toBe(404)
    const replanned = await sendJson(t, 'POST', `/sb-admin/archive/imports/${id}/plan`, {}, { token })
    expect(((await replanned.json()) as ImportPlanAnswer).missing_media).toEqual([])

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
    // The import's parts are gone once applied; the covers were written under their own keys.
    expect(await t.archiveStore.list('archive-imports/')).toEqual([])
    expect((await t.media.list('covers/')).length).toBeGreaterThanOrEqual(missing_media.length)
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
    // Besides the slug, the other studio's work items share ids with this one's: conflicts too.
    expect(plan.conflicts).toContainEqual(
      expect.objectContaining({
        kind: 'work_items',
        message: expect.stringContaining('The slug "quarry-fleet"'),
      }),
    )
    const refused = await sendJson(t, 'POST', `/sb-admin/archive/imports/${id}/apply`, {}, { token })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: ARCHIVE_MESSAGES.conflicts(plan.conflicts.length) })
    const titles = ((await (await t.app.request('/public/all-work')).json()) as Array<{ title: string }>).map(
      (item) => item.title,
    )
    expect(titles.sort()).toEqual(['One', 'Quarry logistics', 'Two'])
  })

  it('refuses a staged media file whose record names a backup, or an HTML page, and stores it nowhere', async () => {
    const source = await createTestApp()
    const { token: sourceToken } = await fillStudio(source)
    const entries = await zipEntries(await download(source, sourceToken))
    const records = mediaRecordsOf(entries)
    const [backup, page] = [...new Map(records.map((record) => [record.sha256, record])).values()]
    if (!backup || !page) throw new Error('the studio needs two media files')
    const hostile = withMediaRecords(entries, (record) =>
      record.sha256 === backup.sha256
        ? { ...record, key: 'backups/studio-2099-01-01.zip' }
        : record.sha256 === page.sha256
          ? { ...record, content_type: 'text/html' }
          : record,
    )
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    const { id } = await stage(t, token, hostile)

    const planted = await put(
      t,
      `/sb-admin/archive/imports/${id}/media/${backup.sha256}`,
      token,
      entries.get(`media/${backup.sha256}`) ?? new Uint8Array(0),
    )
    expect(planted.status).toBe(400)
    expect(await planted.json()).toEqual({
      error: ARCHIVE_MESSAGES.badMediaKey('backups/studio-2099-01-01.zip'),
    })
    const retyped = await put(
      t,
      `/sb-admin/archive/imports/${id}/media/${page.sha256}`,
      token,
      entries.get(`media/${page.sha256}`) ?? new Uint8Array(0),
    )
    expect(retyped.status).toBe(400)
    expect(await retyped.json()).toEqual({ error: ARCHIVE_MESSAGES.badMediaType(page.key, 'text/html') })

    expect(await t.media.list('')).toEqual([])
    expect(await t.archiveStore.list('backups/')).toEqual([])
    expect(await t.archiveStore.list(`archive-imports/${id}/media/`)).toEqual([])
    // The plan refuses the archive too: nothing of it can be written.
    const planned = await sendJson(t, 'POST', `/sb-admin/archive/imports/${id}/plan`, {}, { token })
    expect(planned.status).toBe(400)
  })

  it('leaves the share cards out of an archive, and passes over the cards an earlier export carried', async () => {
    const source = await createTestApp()
    const { token: sourceToken } = await fillStudio(source)
    const card = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9])
    const cardKey = 'cards/work-1.en.0123456789abcdef01234567.jpg'
    await source.media.put(cardKey, card, 'image/jpeg')
    const entries = await zipEntries(await download(source, sourceToken))
    expect(mediaRecordsOf(entries).map((record) => record.key)).not.toContain(cardKey)

    // The same studio as an export of the last round wrote it: its card among the media.
    const sha256 = createHash('sha256').update(card).digest('hex')
    const carried = changedRecords(entries, 'media.ndjson', (records) => {
      records.push({ key: cardKey, sha256, content_type: 'image/jpeg', bytes: card.byteLength, used_by: [] })
      records.sort((a, b) => (String(a.key) < String(b.key) ? -1 : 1))
    })
    carried.set(`media/${sha256}`, card)
    carried.set(
      'manifest.json',
      changedManifest(carried, (manifest) => {
        manifest.files[`media/${sha256}`] = { sha256, bytes: card.byteLength }
      }),
    )
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    const { id } = await stage(t, token, carried)
    const planned = await sendJson(t, 'POST', `/sb-admin/archive/imports/${id}/plan`, {}, { token })
    expect(planned.status).toBe(200)
    const { missing_media } = (await planned.json()) as ImportPlanAnswer
    expect(missing_media.map((file) => file.sha256)).not.toContain(sha256)
    const sent = await put(t, `/sb-admin/archive/imports/${id}/media/${sha256}`, token, card)
    expect(sent.status).toBe(400)
    for (const file of missing_media) {
      const answer = await put(
        t,
        `/sb-admin/archive/imports/${id}/media/${file.sha256}`,
        token,
        carried.get(`media/${file.sha256}`) ?? new Uint8Array(0),
      )
      expect(answer.status).toBe(204)
    }
    const applied = await sendJson(t, 'POST', `/sb-admin/archive/imports/${id}/apply`, {}, { token })
    expect(applied.status).toBe(200)
    expect(((await (await t.app.request('/public/projects')).json()) as unknown[]).length).toBe(2)
    expect(await t.media.list('cards/')).toEqual([])
  })

  it('refuses a part that would take a staged file past the size its manifest gives it', async () => {
    const source = await createTestApp()
    const { token: sourceToken } = await fillStudio(source)
    const entries = await zipEntries(await download(source, sourceToken))
    const manifest = JSON.parse(new TextDecoder().decode(entries.get('manifest.json')))
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    const { id } = (await (
      await sendJson(t, 'POST', '/sb-admin/archive/imports', { manifest }, { token })
    ).json()) as ImportStart
    const name = 'projects.ndjson'
    const size: number = manifest.files[name].bytes
    const partAt = (part: number, bytes: number) =>
      put(t, `/sb-admin/archive/imports/${id}/files/${name}?part=${part}`, token, new Uint8Array(bytes))
    const refusal = { error: ARCHIVE_MESSAGES.importPartBeyondFile(name, size) }

    const oversize = await partAt(0, size + 1)
    expect(oversize.status).toBe(400)
    expect(await oversize.json()).toEqual(refusal)
    expect((await partAt(0, size - 1)).status).toBe(204)
    expect(await (await partAt(1, 2)).json()).toEqual(refusal)
    expect((await partAt(1, 1)).status).toBe(204)
    // A retried part replaces itself: counted once, and refused when the file would grow past its size.
    expect((await partAt(0, size - 1)).status).toBe(204)
    expect(await (await partAt(0, size)).json()).toEqual(refusal)
    expect(await t.archiveStore.list(`archive-imports/${id}/files/${name}/`)).toHaveLength(2)
  })
})

function mediaRecordsOf(entries: Map<string, Uint8Array>): MediaRecord[] {
  return new TextDecoder()
    .decode(entries.get('media.ndjson'))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as MediaRecord)
}

/** The archive's entries with each media record changed, the manifest's size, hash and rows following. */
function withMediaRecords(entries: Map<string, Uint8Array>, change: (record: MediaRecord) => MediaRecord) {
  const bytes = new TextEncoder().encode(
    mediaRecordsOf(entries)
      .map((record) => `${JSON.stringify(change(record))}\n`)
      .join(''),
  )
  const manifest = JSON.parse(new TextDecoder().decode(entries.get('manifest.json')))
  manifest.files['media.ndjson'] = {
    ...manifest.files['media.ndjson'],
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes: bytes.byteLength,
  }
  return new Map([
    ...entries,
    ['media.ndjson', bytes],
    ['manifest.json', new TextEncoder().encode(JSON.stringify(manifest))],
  ])
}

describe('the refusal trace', () => {
  it('logs a refused import with its route and reason', async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    let status = 0
    const lines = await logLinesOf(async () => {
      status = (
        await sendJson(t, 'POST', '/sb-admin/archive/imports', { manifest: { nope: true } }, { token })
      ).status
    })
    expect(status).toBe(400)
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        event: 'archive.refused',
        route: 'POST /sb-admin/archive/imports',
        status: 400,
      }),
    ])
  })
})
