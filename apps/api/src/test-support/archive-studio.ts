import { createHash } from 'node:crypto'
import { openAsBlob, readFileSync } from 'node:fs'
import type { ArchiveManifest } from '@studio/contracts/archive'
import { createZip, maxBytesOf, openArchiveZip, zipEntryChunks } from '@studio/contracts/archive-zip'
import { contactMessages } from '../db/schema'
import { SEED_COVERS_DIR } from '../db/seed'
import { send, sendJson, signInFirstAdmin } from './requests'
import type { TestApp } from './test-app'

/** A studio with something of every kind an archive holds, made through the API as an admin would (test-only). */

async function ok<T>(answer: Response | Promise<Response>, status = 200): Promise<T> {
  const response = await answer
  if (response.status !== status) throw new Error(`${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

export async function uploadCover(t: TestApp, token: string, name: string): Promise<string> {
  const form = new FormData()
  const bytes = readFileSync(new URL(`${name}.webp`, SEED_COVERS_DIR))
  form.set('file', new Blob([bytes], { type: 'image/webp' }), `${name}.webp`)
  const answer = await t.app.request('/sb-admin/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  if (answer.status !== 201) throw new Error(`upload ${answer.status}: ${await answer.text()}`)
  return ((await answer.json()) as { url: string }).url
}

export interface FilledStudio {
  token: string
  projectIds: number[]
  workItemIds: number[]
}

/** Projects, work items (one renamed, so it has an old slug), both languages' copy published and a newer draft, covers (the upload writes their records), enquiries. */
export async function fillStudio(t: TestApp, options: { enquiries?: number } = {}): Promise<FilledStudio> {
  const token = await signInFirstAdmin(t)
  const coverA = await uploadCover(t, token, 'atlas-bike-parts')
  const coverB = await uploadCover(t, token, 'fernway-outdoor')
  const projectIds: number[] = []
  for (const body of [
    {
      title: 'Harbourline',
      description: 'Banking app',
      cover_url: coverA,
      tags: ['fintech'],
      cover_alt: 'A phone',
    },
    {
      title: 'Fernway',
      description: 'Outdoor shop',
      cover_url: 'https://images.example/fern.jpg',
      hidden: true,
    },
    { title: 'Lumen', description: 'Dental clinic', title_ar: 'لومن', cover_url: coverB },
  ]) {
    projectIds.push(
      (await ok<{ id: number }>(sendJson(t, 'POST', '/sb-admin/projects', body, { token }), 201)).id,
    )
  }
  const workItemIds: number[] = []
  for (const body of [
    { title: 'Atlas bike parts', description: 'Shop', cover_url: coverA, featured: true, category: 'web' },
    { title: 'Quarry logistics', description: 'Fleet', tags: ['b2b'] },
  ]) {
    workItemIds.push(
      (await ok<{ id: number }>(sendJson(t, 'POST', '/sb-admin/all-work', body, { token }), 201)).id,
    )
  }
  await ok(
    sendJson(
      t,
      'PUT',
      `/sb-admin/all-work/${workItemIds[1]}`,
      { title: 'Quarry logistics', description: 'Fleet', slug: 'quarry-fleet' },
      { token },
    ),
  )
  for (const lang of ['en', 'ar']) {
    const state = await ok<{ draft: Record<string, unknown>; draft_version: string }>(
      send(t, 'GET', `/sb-admin/site-content?lang=${lang}`, { token }),
    )
    const draft = structuredClone(state.draft) as { contact: { lead: string } }
    draft.contact.lead = `Published ${lang}`
    const saved = await ok<{ draft_version: string }>(
      sendJson(
        t,
        'PUT',
        `/sb-admin/site-content/draft?lang=${lang}`,
        { base_version: state.draft_version, content: draft },
        { token },
      ),
    )
    const published = await ok<{ draft_version?: string }>(
      sendJson(
        t,
        'POST',
        `/sb-admin/site-content/publish?lang=${lang}`,
        { base_version: saved.draft_version },
        { token },
      ),
    )
    const base = published.draft_version ?? saved.draft_version
    draft.contact.lead = `Draft ${lang}`
    await ok(
      sendJson(
        t,
        'PUT',
        `/sb-admin/site-content/draft?lang=${lang}`,
        { base_version: base, content: draft },
        { token },
      ),
    )
  }
  const count = options.enquiries ?? 3
  for (let start = 0; start < count; start += 500) {
    const rows = []
    for (let i = start; i < Math.min(count, start + 500); i++) {
      rows.push({
        name: `Visitor ${i}`,
        email: `visitor${i}@example.com`,
        company: i % 2 ? 'Acme' : null,
        subject: 'Hello',
        message: `Message number ${i}: we would like a website.`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        status: (['new', 'read', 'archived'] as const)[i % 3] ?? 'new',
        statusChangedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        language: i % 5 === 0 ? ('ar' as const) : ('en' as const),
      })
    }
    await t.db.insert(contactMessages).values(rows)
  }
  return { token, projectIds, workItemIds }
}

/** Every entry of a zip file as bytes, by name. */
export async function zipEntries(path: string): Promise<Map<string, Uint8Array>> {
  const zip = await openArchiveZip(await openAsBlob(path))
  const out = new Map<string, Uint8Array>()
  for (const [name, entry] of zip.entries) {
    const chunks: Uint8Array[] = []
    for await (const chunk of zipEntryChunks(entry, maxBytesOf(name))) chunks.push(chunk)
    out.set(name, Buffer.concat(chunks))
  }
  await zip.close()
  return out
}

/** Writes these entries, in this order, as a zip file (to make damaged or foreign archives in tests). */
export async function writeZip(path: string, entries: Iterable<[string, Uint8Array]>): Promise<void> {
  const { createWriteStream } = await import('node:fs')
  const { Writable } = await import('node:stream')
  const zip = createZip(Writable.toWeb(createWriteStream(path)) as WritableStream<Uint8Array>)
  for (const [name, bytes] of entries) {
    await zip.add(name, new Blob([bytes.slice()]).stream(), { store: false, at: new Date(0) })
  }
  await zip.close()
}

/** The archive's manifest with `change` made to it, as bytes. */
export function changedManifest(
  entries: Map<string, Uint8Array>,
  change: (manifest: ArchiveManifest) => void,
) {
  const manifest = JSON.parse(new TextDecoder().decode(entries.get('manifest.json'))) as ArchiveManifest
  change(manifest)
  return new TextEncoder().encode(JSON.stringify(manifest))
}

/**
 * The archive's entries with `change` made to the records of one file, the manifest's size, hash
 * and row count following, so only the records themselves are hostile (to test the record rules).
 */
export function changedRecords(
  entries: Map<string, Uint8Array>,
  name: string,
  change: (records: Record<string, unknown>[]) => void,
): Map<string, Uint8Array> {
  const copy = new Map(entries)
  const records = new TextDecoder()
    .decode(entries.get(name))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
  change(records)
  const bytes = new TextEncoder().encode(records.map((record) => `${JSON.stringify(record)}\n`).join(''))
  copy.set(name, bytes)
  copy.set(
    'manifest.json',
    changedManifest(entries, (manifest) => {
      manifest.files[name] = {
        ...manifest.files[name],
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes: bytes.byteLength,
        rows: records.length,
      }
    }),
  )
  return copy
}

/**
 * The archive as format 2 wrote it: the same records, no studio named, no settings (its settings
 * file was always empty).
 */
export async function asFormat2(file: string): Promise<string> {
  const entries = changedRecords(await zipEntries(file), 'settings.ndjson', (records) => {
    records.splice(0)
  })
  entries.set(
    'manifest.json',
    changedManifest(entries, (manifest) => {
      manifest.format_version = 2
      delete manifest.studio_id
    }),
  )
  const out = `${file}.v2.zip`
  await writeZip(out, entries)
  return out
}
