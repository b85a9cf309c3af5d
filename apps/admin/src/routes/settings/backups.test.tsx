import { ARCHIVE_FILES, ARCHIVE_MESSAGES } from '@studio/contracts/archive'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  BlobReader,
  BlobWriter,
  TextReader,
  ZipReader,
  ZipWriter,
} from '@zip.js/zip.js/lib/zip-core-native.js'
import { catchDownloads } from '../../test-support/downloads'
import { renderApp } from '../../test-support/render-app'
import {
  callApi,
  createMessages,
  createProjects,
  startSignedIn,
  storedProjects,
} from '../../test-support/seed'
import { adminPath, type TestApi } from '../../test-support/test-api'
import { ARCHIVE_UPLOAD_TEXTS } from './archive-upload'

/** The studio's archive, as its own export route writes it (with a passphrase: encrypted enquiries). */
async function exportedArchive(api: TestApi, passphrase?: string): Promise<File> {
  const response = await api.server.app.request(
    adminPath(passphrase ? '/archive/export' : '/archive/export?enquiries=0'),
    {
      method: passphrase ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
      ...(passphrase ? { body: JSON.stringify({ enquiries: true, passphrase }) } : {}),
    },
  )
  if (!response.ok) throw new Error(`export: ${response.status}`)
  return new File([await response.arrayBuffer()], 'studio.zip', { type: 'application/zip' })
}

/** The entries of a zip, by name, as text (media files are left out). */
async function entriesOf(blob: Blob): Promise<Map<string, string>> {
  const reader = new ZipReader(new BlobReader(blob))
  const texts = new Map<string, string>()
  for (const entry of await reader.getEntries()) {
    if (entry.directory || entry.filename.startsWith('media/')) continue
    texts.set(entry.filename, await (await entry.getData(new BlobWriter())).text())
  }
  await reader.close()
  return texts
}

/** The archive written again with one entry's text changed (its manifest left as it was). */
async function rewritten(file: File, name: string, change: (text: string) => string): Promise<File> {
  const reader = new ZipReader(new BlobReader(file))
  const sink = new BlobWriter('application/zip')
  const writer = new ZipWriter(sink)
  for (const entry of await reader.getEntries()) {
    if (entry.directory) continue
    const bytes = await entry.getData(new BlobWriter())
    if (entry.filename === name) await writer.add(name, new TextReader(change(await bytes.text())))
    else await writer.add(entry.filename, new BlobReader(bytes))
  }
  await reader.close()
  return new File([await writer.close()], file.name, { type: 'application/zip' })
}

async function pickArchive(file: File, { replace = false } = {}) {
  await userEvent.upload(await screen.findByLabelText('Studio archive (.zip)'), file)
  if (replace) await userEvent.click(screen.getByRole('checkbox', { name: /^Replace: also delete/ }))
  await userEvent.click(screen.getByRole('button', { name: 'Dry run' }))
}

const planRow = (caption: string, kind: string) =>
  within(screen.getByRole('table', { name: caption })).getByRole('row', { name: new RegExp(`^${kind}`) })

const titles = async (api: TestApi) => (await storedProjects(api)).map((project) => project.title).sort()

describe('settings screen: backups', () => {
  it('imports an archive from another studio: the dry run shows the plan and writes nothing, apply does', async () => {
    const source = await startSignedIn()
    await createProjects(source, [{ title: 'Harbour' }, { title: 'Lantern' }])
    const archive = await exportedArchive(source)
    const api = await startSignedIn()
    renderApp('/admin/settings', api)

    await pickArchive(archive)
    const caption = 'What the import would do'
    await screen.findByRole('table', { name: caption })
    expect(planRow(caption, 'Projects')).toHaveTextContent(/^Projects200$/)
    expect(await titles(api)).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText(/^Imported: \d+ created/)).toBeInTheDocument()
    expect(await titles(api)).toEqual(['Harbour', 'Lantern'])

    // The same archive again changes nothing.
    await pickArchive(archive)
    await screen.findByRole('table', { name: caption })
    expect(planRow(caption, 'Projects')).toHaveTextContent(/^Projects002$/)
  })

  it.each([
    [
      'a truncated zip',
      async (file: File) => new File([file.slice(0, file.size - 200)], file.name),
      ARCHIVE_MESSAGES.notZip,
    ],
    [
      'a record file that does not match its checksum',
      (file: File) => rewritten(file, ARCHIVE_FILES.projects, (text) => text.replace('Harbour', 'Harbor')),
      ARCHIVE_MESSAGES.checksum(ARCHIVE_FILES.projects),
    ],
    [
      'an archive of a newer format',
      (file: File) =>
        rewritten(file, ARCHIVE_FILES.manifest, (text) =>
          text.replace(/"format_version":\s*\d+/, '"format_version": 99'),
        ),
      ARCHIVE_MESSAGES.newerFormat(99),
    ],
  ])('refuses %s with its message, before anything is written', async (_case, damage, message) => {
    const source = await startSignedIn()
    await createProjects(source, [{ title: 'Harbour' }])
    const archive = await damage(await exportedArchive(source))
    const api = await startSignedIn()
    renderApp('/admin/settings', api)
    await pickArchive(archive)
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull()
    expect(await titles(api)).toEqual([])
  })

  it('says where to import an archive whose enquiries are encrypted, sending nothing', async () => {
    const source = await startSignedIn()
    await createMessages(source, [{ name: 'Ada' }])
    const archive = await exportedArchive(source, 'a long enough passphrase')
    const api = await startSignedIn()
    renderApp('/admin/settings', api)
    await pickArchive(archive)
    expect(await screen.findByText(ARCHIVE_UPLOAD_TEXTS.encrypted)).toBeInTheDocument()
    expect(api.sent.some((request) => request.path.includes('/archive/imports'))).toBe(false)
  })

  it('replaces only after the typed confirmation the plan asks for', async () => {
    const api = await startSignedIn()
    await createProjects(api, [{ title: 'Harbour' }])
    const archive = await exportedArchive(api)
    await createProjects(api, [{ title: 'Added later' }])
    renderApp('/admin/settings', api)

    await pickArchive(archive, { replace: true })
    const caption = 'What the import would do'
    await screen.findByRole('table', { name: caption })
    expect(planRow(caption, 'Projects')).toHaveTextContent(/^Projects0011$/)
    const apply = screen.getByRole('button', { name: 'Apply' })
    expect(apply).toBeDisabled()
    const confirm = screen.getByRole('textbox', { name: /Type “delete 1” to confirm/ })
    await userEvent.type(confirm, 'delete 2')
    expect(apply).toBeDisabled()
    await userEvent.clear(confirm)
    await userEvent.type(confirm, 'delete 1')
    await waitFor(() => expect(apply).toBeEnabled())
    await userEvent.click(apply)
    expect(await screen.findByText(/^Imported: .*1 deleted/)).toBeInTheDocument()
    expect(await titles(api)).toEqual(['Harbour'])
  })

  it('backs up now, lists the backup, and restores it after a dry run', async () => {
    const api = await startSignedIn()
    const [harbour] = await createProjects(api, [{ title: 'Harbour' }, { title: 'Lantern' }])
    renderApp('/admin/settings', api)
    expect(await screen.findByText('No backups yet')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }))
    const made = await screen.findByText(/^Backed up: studio-\d{4}-\d{2}-\d{2}\.zip\.$/)
    const name = made.textContent!.replace(/^Backed up: /, '').replace(/\.$/, '')
    const restore = await screen.findByRole('button', { name: `Restore ${name}` })

    await callApi(api, 'DELETE', adminPath(`/projects/${harbour!.id}`))
    await userEvent.click(restore)
    const caption = `What restoring ${name} would do`
    await screen.findByRole('table', { name: caption })
    expect(planRow(caption, 'Projects')).toHaveTextContent(/^Projects101$/)
    expect(await titles(api)).toEqual(['Lantern'])
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText(/^Imported: 1 created/)).toBeInTheDocument()
    expect(await titles(api)).toEqual(['Harbour', 'Lantern'])
  })

  it('downloads a daily backup as a complete archive, under its own name', async () => {
    const { blobs, click } = catchDownloads()
    const api = await startSignedIn()
    await createProjects(api, [{ title: 'Harbour' }])
    renderApp('/admin/settings', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Back up now' }))
    const made = await screen.findByText(/^Backed up: studio-\d{4}-\d{2}-\d{2}\.zip\.$/)
    const name = made.textContent!.replace(/^Backed up: /, '').replace(/\.$/, '')
    await userEvent.click(await screen.findByRole('button', { name: `Download ${name}` }))
    await waitFor(() => expect(blobs).toHaveLength(1))
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(name)
    const entries = await entriesOf(blobs[0]!)
    expect(entries.get(ARCHIVE_FILES.projects)).toContain('Harbour')
  })

  it('downloads the studio, with the enquiries only when ticked, encrypted with a passphrase', async () => {
    const { blobs, click } = catchDownloads()
    const api = await startSignedIn()
    await createMessages(api, [{ name: 'Ada' }])
    renderApp('/admin/settings', api)

    await userEvent.click(await screen.findByRole('button', { name: 'Download a backup' }))
    await waitFor(() => expect(blobs).toHaveLength(1))
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^studio-archive-.*\.zip$/)
    const plain = await entriesOf(blobs[0]!)
    expect(plain.has(ARCHIVE_FILES.manifest)).toBe(true)
    expect(plain.has(ARCHIVE_FILES.contactMessages)).toBe(false)

    await userEvent.click(screen.getByRole('checkbox', { name: 'Include the enquiries' }))
    await userEvent.type(screen.getByLabelText('Passphrase'), 'short')
    await userEvent.click(screen.getByRole('button', { name: 'Download a backup' }))
    expect(await screen.findByText(ARCHIVE_MESSAGES.passphraseTooShort)).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Passphrase'), ' but long enough')
    await userEvent.click(screen.getByRole('button', { name: 'Download a backup' }))
    await waitFor(() => expect(blobs).toHaveLength(2))
    const encrypted = await entriesOf(blobs[1]!)
    expect(JSON.parse(encrypted.get(ARCHIVE_FILES.manifest)!).encryption.cipher).toBe('AES-256-GCM-STREAM')
    expect(encrypted.get(ARCHIVE_FILES.contactMessages)).not.toContain('Ada')
    // The passphrase travelled in the body, never in the address.
    const post = api.sent.find(
      (request) => request.method === 'POST' && request.path.endsWith('/archive/export'),
    )
    expect(post?.body).toEqual({ enquiries: true, passphrase: 'short but long enough' })
  })
})
