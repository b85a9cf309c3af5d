import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fillStudio, zipEntries } from '../test-support/archive-studio'
import { send, sendJson } from '../test-support/requests'
import { createTestApp } from '../test-support/test-app'
import { writeArchiveFile } from './node-file'

describe('what an archive never holds', () => {
  it('holds no password hash, session or invite token, preview link or salt, in any file', async () => {
    const t = await createTestApp({ config: { previewSecret: 'a'.repeat(40) } })
    const { token } = await fillStudio(t)
    const invite = (await (
      await sendJson(t, 'POST', '/sb-admin/invites', { email: 'colleague@studio.test' }, { token })
    ).json()) as {
      url: string
    }
    const inviteToken = new URL(invite.url).searchParams.get('invite') ?? ''
    const preview = await send(t, 'POST', '/sb-admin/site-content/preview?lang=en', { token })
    expect(preview.status).toBe(200)
    const secrets = [
      token,
      inviteToken,
      ...(await t.client.execute('SELECT password_hash FROM admins')).rows.map((row) =>
        String(row.password_hash),
      ),
      ...(await t.client.execute('SELECT token_hash FROM sessions')).rows.map((row) =>
        String(row.token_hash),
      ),
      ...(await t.client.execute('SELECT token_hash FROM invites')).rows.map((row) => String(row.token_hash)),
      ...(await t.client.execute('SELECT id FROM preview_links')).rows.map((row) => String(row.id)),
    ]
    expect(secrets.length).toBeGreaterThanOrEqual(6)
    // The salt is the middle part of the stored hash: pbkdf2-sha256$<iterations>$<salt>$<hash>.
    const salt = secrets[2]?.split('$')[2] ?? ''
    expect(salt.length).toBeGreaterThan(10)
    secrets.push(salt)

    const file = join(t.dir, 'studio.zip')
    await writeArchiveFile(t.deps, file, { enquiries: true })
    const text = Buffer.concat([...(await zipEntries(file)).values()]).toString('latin1')
    for (const secret of secrets) expect(secret.length > 0 && text.includes(secret), secret).toBe(false)
    // The admins' table is not in it at all: the owner's email shows only as who published the copy.
    expect(text).not.toContain('password')
  })
})
