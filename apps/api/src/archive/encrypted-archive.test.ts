import { join } from 'node:path'
import { ARCHIVE_MESSAGES } from '@studio/contracts/archive'
import { describe, expect, it } from 'vitest'
import { fillStudio, zipEntries } from '../test-support/archive-studio'
import { createTestApp } from '../test-support/test-app'
import { COMMAND_LINE_ACTOR } from './audit'
import { importArchive } from './import'
import { openArchiveFile, writeArchiveFile } from './node-file'

const PASSPHRASE = 'tide pool lantern orchard'

describe('an archive with encrypted enquiries', () => {
  it('keeps the enquiries unreadable without the passphrase, opens with it, and refuses a wrong or missing one', async () => {
    const source = await createTestApp()
    await fillStudio(source, { enquiries: 300 })
    const file = join(source.dir, 'sealed.zip')
    const manifest = await writeArchiveFile(source.deps, file, { enquiries: true, passphrase: PASSPHRASE })
    expect(manifest.encryption).toMatchObject({
      cipher: 'AES-256-GCM-STREAM',
      kdf: 'PBKDF2-SHA256',
      iterations: 600_000,
    })
    expect(manifest.files['contact_messages.ndjson']).toMatchObject({ encrypted: true, rows: 300 })
    const text = Buffer.concat([...(await zipEntries(file)).values()]).toString('latin1')
    expect(text).not.toContain('visitor12@example.com')
    expect(text).toContain('Harbourline')

    const target = await createTestApp()
    const attempt = (passphrase?: string) =>
      openArchiveFile(file).then((archive) =>
        importArchive(target.deps, archive, { replace: false, passphrase, actor: COMMAND_LINE_ACTOR }),
      )
    await expect(attempt()).rejects.toThrow(ARCHIVE_MESSAGES.passphraseNeeded)
    await expect(attempt('tide pool lantern orchid')).rejects.toThrow(ARCHIVE_MESSAGES.passphraseWrong)
    expect((await target.client.execute('SELECT count(*) AS n FROM projects')).rows[0]?.n).toBe(0)

    const result = await attempt(PASSPHRASE)
    expect(result.plan.kinds.contact_messages?.create).toBe(300)
    const [row] = (await target.client.execute('SELECT email FROM contact_messages WHERE id = 13')).rows
    expect(row?.email).toBe('visitor12@example.com')
  })
})
