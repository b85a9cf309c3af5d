import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { logIn, sendJson, signUp } from '../test-support/requests'
import { createTestApp } from '../test-support/test-app'
import { runResetTwoFactor } from './reset-two-factor'

function lines() {
  const out: string[] = []
  const err: string[] = []
  return {
    out,
    err,
    io: {
      out: (line: string) => out.push(line),
      err: (line: string) => err.push(line),
      ask: async () => null,
    },
  }
}

describe('npm run studio -- reset-2fa <email>', () => {
  it("clears one admin's second factors and sessions, audited as the command line", async () => {
    const t = await createTestApp({ config: { twoFactorKey: 'k'.repeat(40) } })
    await signUp(t, 'owner@studio.test')
    const { access_token: token } = (await (await logIn(t, 'owner@studio.test')).json()) as {
      access_token: string
    }
    expect((await sendJson(t, 'POST', '/auth/two-factor/totp', {}, { token })).status).toBe(200)
    await t.client.execute("UPDATE admin_totp SET confirmed_at = '2026-12-02T10:00:00Z'")
    await t.client.execute(
      "INSERT INTO admin_recovery_codes (admin_id, code_hash) SELECT id, 'h' FROM admins",
    )
    const env = { DATABASE_URL: `file:${join(t.dir, 'test.db')}`, MEDIA_DIR: t.mediaDir }

    const unknown = lines()
    expect(await runResetTwoFactor(['nobody@studio.test'], env, unknown.io)).toBe(1)
    const usage = lines()
    expect(await runResetTwoFactor([], env, usage.io)).toBe(2)

    const done = lines()
    expect(await runResetTwoFactor(['Owner@Studio.test'], env, done.io)).toBe(0)
    expect(done.out).toEqual(['Cleared the second factors of owner@studio.test and ended their sessions.'])
    for (const table of ['admin_totp', 'admin_recovery_codes', 'admin_passkeys', 'sessions']) {
      expect((await t.client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n).toBe(0)
    }
    const [row] = (
      await t.client.execute("SELECT actor_email, changes FROM audit_log WHERE action = 'reset_two_factor'")
    ).rows
    expect(row?.actor_email).toBe('command line')
    // The next sign-in is the password alone again (the team does not require a factor).
    const again = (await (await logIn(t, 'owner@studio.test')).json()) as { access_token?: string }
    expect(again.access_token).toBeDefined()
  })
})
