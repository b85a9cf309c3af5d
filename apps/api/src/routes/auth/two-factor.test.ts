import { join } from 'node:path'
import { TWO_FACTOR_MESSAGES } from '@studio/contracts'
import { base32ToBytes } from '@studio/contracts/bytes'
import { describe, expect, it } from 'vitest'
import { writeArchiveFile } from '../../archive/node-file'
import { createSoftwareAuthenticator } from '../../auth/two-factor/software-authenticator'
import { totpCodeAt } from '../../auth/two-factor/totp'
import { zipEntries } from '../../test-support/archive-studio'
import { logIn, STRONG_PASSWORD, send, sendJson, signUp } from '../../test-support/requests'
import { createTestApp, type TestApp } from '../../test-support/test-app'

const OWNER = 'owner@studio.test'
const COLLEAGUE = 'colleague@studio.test'
const KEY = 'k'.repeat(40)
const ORIGIN = 'http://localhost:5174'

interface Step {
  token: string
  methods: string[]
  setup: boolean
}

async function twoAdmins() {
  const t = await createTestApp({ config: { twoFactorKey: KEY, signupAllowlist: [OWNER, COLLEAGUE] } })
  t.setNow(new Date('2026-12-02T10:00:10Z'))
  for (const email of [OWNER, COLLEAGUE]) expect((await signUp(t, email)).status).toBe(201)
  return t
}

async function passwordToken(t: TestApp, email: string): Promise<string> {
  const body = (await (await logIn(t, email)).json()) as { access_token: string }
  return body.access_token
}

async function loginStep(t: TestApp, email: string, client?: string): Promise<Step> {
  const response = await logIn(t, email, undefined, { client })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { access_token?: string; second_step?: Step }
  expect(body.access_token).toBeUndefined()
  if (!body.second_step) throw new Error('no second step')
  return body.second_step
}

/** Sets up the authenticator app from Account; its secret bytes and the recovery codes shown. */
async function setUpTotp(t: TestApp, token: string) {
  const start = (await (await sendJson(t, 'POST', '/auth/two-factor/totp', {}, { token })).json()) as {
    secret: string
    uri: string
  }
  expect(start.uri).toMatch(/^otpauth:\/\/totp\//)
  const secret = base32ToBytes(start.secret)
  const confirm = await sendJson(
    t,
    'POST',
    '/auth/two-factor/totp/confirm',
    { code: totpCodeAt(secret, t.config.now()), current_password: STRONG_PASSWORD },
    { token },
  )
  expect(confirm.status).toBe(200)
  const { recovery_codes: codes } = (await confirm.json()) as { recovery_codes: string[] }
  return { secret, base32: start.secret, codes }
}

/** Asks for registration options from Account and posts what `authenticator` made of them. */
async function postPasskey(
  t: TestApp,
  token: string,
  authenticator: Awaited<ReturnType<typeof createSoftwareAuthenticator>>,
  body: { name: string; current_password?: string },
) {
  const { options } = (await (
    await sendJson(t, 'POST', '/auth/two-factor/passkeys/options', {}, { token })
  ).json()) as { options: { challenge: string } }
  const response = await authenticator.register(options)
  return sendJson(t, 'POST', '/auth/two-factor/passkeys', { ...body, response }, { token })
}

async function registerPasskey(t: TestApp, token: string) {
  const authenticator = await createSoftwareAuthenticator({ rpId: 'localhost', origin: ORIGIN })
  const added = await postPasskey(t, token, authenticator, {
    name: 'Test key',
    current_password: STRONG_PASSWORD,
  })
  expect(added.status).toBe(201)
  return { authenticator, added: (await added.json()) as { recovery_codes?: string[] } }
}

const secondStep = (t: TestApp, body: Record<string, unknown>, client?: string) =>
  sendJson(t, 'POST', '/auth/second-step', body, { client })

describe('authenticator app codes', () => {
  it('sets up, signs in with a code once, refuses the replay, and a recovery code works once', async () => {
    const t = await twoAdmins()
    const token = await passwordToken(t, OWNER)
    const { secret, base32, codes } = await setUpTotp(t, token)
    expect(codes).toHaveLength(10)
    for (const code of codes) expect(code.replace(/-/g, '')).toMatch(/^[a-z2-7]{24}$/)

    const step = await loginStep(t, OWNER)
    expect(step).toMatchObject({ setup: false, methods: ['totp', 'recovery'] })
    t.setNow(new Date('2026-12-02T10:00:40Z'))
    const code = totpCodeAt(secret, t.config.now())
    const signedIn = await secondStep(t, { attempt: step.token, method: 'totp', code })
    expect(signedIn.status).toBe(200)
    const session = (await signedIn.json()) as { access_token: string }
    expect((await send(t, 'GET', '/sb-admin/projects', { token: session.access_token })).status).toBe(200)

    // The attempt is used, and the same code is refused on a new attempt.
    expect((await secondStep(t, { attempt: step.token, method: 'totp', code })).status).toBe(401)
    const again = await loginStep(t, OWNER)
    const replay = await secondStep(t, { attempt: again.token, method: 'totp', code })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ error: TWO_FACTOR_MESSAGES.codeWrong })

    const recovery = await secondStep(t, {
      attempt: again.token,
      method: 'recovery',
      code: codes[0]?.toUpperCase(),
    })
    expect(recovery.status).toBe(200)
    const third = await loginStep(t, OWNER)
    expect((await secondStep(t, { attempt: third.token, method: 'recovery', code: codes[0] })).status).toBe(
      401,
    )

    const sessions = (await (
      await send(t, 'GET', '/auth/sessions', { token: session.access_token })
    ).json()) as {
      method: string
    }[]
    // The session that set the app up counts as signed in with it; the signup's session is unused.
    expect(sessions.map((row) => row.method).sort()).toEqual([
      'password+recovery',
      'password+totp',
      'password+totp',
      'signup',
    ])

    // No secret or code in the audit log, and the stored secret is sealed.
    const audit = JSON.stringify((await t.client.execute('SELECT * FROM audit_log')).rows)
    for (const secretText of [base32, ...codes, code]) expect(audit).not.toContain(secretText)
    expect(audit).toContain('use_recovery_code')
    expect(audit).toContain('second_step_failed')
    const stored = String((await t.client.execute('SELECT secret FROM admin_totp')).rows[0]?.secret)
    expect(stored).toMatch(/^v1\./)
    expect(stored).not.toContain(base32)
    const hashes = JSON.stringify((await t.client.execute('SELECT code_hash FROM admin_recovery_codes')).rows)
    for (const recoveryCode of codes) expect(hashes).not.toContain(recoveryCode)
  })

  it('refuses forged, expired and used attempts, and the attempt token anywhere else', async () => {
    const t = await twoAdmins()
    const { secret } = await setUpTotp(t, await passwordToken(t, OWNER))
    const step = await loginStep(t, OWNER)
    const code = () => totpCodeAt(secret, t.config.now())
    expect((await secondStep(t, { attempt: 'A'.repeat(43), method: 'totp', code: code() })).status).toBe(401)
    // The attempt is not a session: every admin and account route refuses it.
    for (const path of [
      '/sb-admin/projects',
      '/sb-admin/admins',
      '/auth/me',
      '/auth/sessions',
      '/auth/two-factor',
    ]) {
      expect((await send(t, 'GET', path, { token: step.token })).status).toBe(401)
    }
    t.setNow(new Date('2026-12-02T10:06:00Z'))
    const expired = await secondStep(t, { attempt: step.token, method: 'totp', code: code() })
    expect(expired.status).toBe(401)
    expect(await expired.json()).toEqual({ error: TWO_FACTOR_MESSAGES.attemptInvalid })
  })

  it('throttles wrong codes like wrong passwords', async () => {
    const t = await twoAdmins()
    await setUpTotp(t, await passwordToken(t, OWNER))
    const step = await loginStep(t, OWNER, '10.0.0.9')
    const statuses: number[] = []
    for (let index = 0; index < 20; index++) {
      statuses.push(
        (await secondStep(t, { attempt: step.token, method: 'totp', code: '000000' }, '10.0.0.9')).status,
      )
    }
    expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('limits wrong codes per admin whatever the address, and a right code gives its slot back', async () => {
    const t = await twoAdmins()
    const { secret } = await setUpTotp(t, await passwordToken(t, OWNER))
    // Someone holding the password guesses from a new address each time: the admin's limit holds.
    const statuses: number[] = []
    for (let index = 0; index < 11; index++) {
      const client = `10.1.${index}.7`
      const step = await loginStep(t, OWNER, client)
      statuses.push(
        (await secondStep(t, { attempt: step.token, method: 'totp', code: '000000' }, client)).status,
      )
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses[10]).toBe(429)
    // The window passes; the owner signs in, and signing in right does not use up the limit.
    t.setNow(new Date('2026-12-02T10:16:10Z'))
    for (const client of ['10.2.0.1', '10.2.0.2']) {
      const step = await loginStep(t, OWNER, client)
      t.setNow(new Date(t.config.now().getTime() + 30_000))
      const code = totpCodeAt(secret, t.config.now())
      expect((await secondStep(t, { attempt: step.token, method: 'totp', code }, client)).status).toBe(200)
    }
  })

  it('ends the sign-ins begun before a new password', async () => {
    const t = await twoAdmins()
    const token = await passwordToken(t, OWNER)
    const { secret } = await setUpTotp(t, token)
    const step = await loginStep(t, OWNER)
    const changed = await sendJson(
      t,
      'POST',
      '/auth/password',
      { current_password: STRONG_PASSWORD, new_password: `${STRONG_PASSWORD} again` },
      { token },
    )
    expect(changed.status).toBe(200)
    t.setNow(new Date('2026-12-02T10:00:40Z'))
    const late = await secondStep(t, {
      attempt: step.token,
      method: 'totp',
      code: totpCodeAt(secret, t.config.now()),
    })
    expect(late.status).toBe(401)
    expect(await late.json()).toEqual({ error: TWO_FACTOR_MESSAGES.attemptInvalid })
  })

  it('starts no second app over a confirmed one, and says so when TWO_FACTOR_KEY has changed', async () => {
    const t = await twoAdmins()
    const token = await passwordToken(t, OWNER)
    const { secret } = await setUpTotp(t, token)
    const again = await sendJson(t, 'POST', '/auth/two-factor/totp', {}, { token })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: TWO_FACTOR_MESSAGES.totpTaken })

    // The operator changed the key: a right code cannot be checked, and is not counted as wrong.
    t.config.twoFactorKey = 'n'.repeat(40)
    const step = await loginStep(t, OWNER)
    t.setNow(new Date('2026-12-02T10:00:40Z'))
    const code = totpCodeAt(secret, t.config.now())
    const refused = await secondStep(t, { attempt: step.token, method: 'totp', code })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: TWO_FACTOR_MESSAGES.totpKeyChanged })
    const audit = JSON.stringify((await t.client.execute('SELECT action FROM audit_log')).rows)
    expect(audit).not.toContain('second_step_failed')
  })

  it('has no secret to seal without TWO_FACTOR_KEY and says so', async () => {
    const t = await createTestApp({ config: { twoFactorKey: null } })
    await signUp(t, OWNER)
    const token = await passwordToken(t, OWNER)
    const start = await sendJson(t, 'POST', '/auth/two-factor/totp', {}, { token })
    expect(start.status).toBe(409)
    expect(await start.json()).toEqual({ error: TWO_FACTOR_MESSAGES.totpUnavailable })
  })
})

describe('passkeys', () => {
  it('takes the password again to add a factor from Account', async () => {
    const t = await twoAdmins()
    const token = await passwordToken(t, OWNER)
    const authenticator = await createSoftwareAuthenticator({ rpId: 'localhost', origin: ORIGIN })
    for (const current_password of [undefined, 'not my password']) {
      const added = await postPasskey(t, token, authenticator, { name: 'k', current_password })
      expect(added.status).toBe(400)
      expect(await added.json()).toEqual({ error: TWO_FACTOR_MESSAGES.currentPasswordWrong })
    }
    expect((await t.client.execute('SELECT count(*) AS n FROM admin_passkeys')).rows[0]?.n).toBe(0)
  })

  it('registers a passkey, signs in with it as the second step and alone', async () => {
    const t = await twoAdmins()
    const token = await passwordToken(t, OWNER)
    const { authenticator, added } = await registerPasskey(t, token)
    expect(added.recovery_codes).toHaveLength(10)
    const status = (await (await send(t, 'GET', '/auth/two-factor', { token })).json()) as {
      passkeys: { name: string; last_used_at: string | null }[]
    }
    expect(status.passkeys).toEqual([expect.objectContaining({ name: 'Test key', last_used_at: null })])

    const step = await loginStep(t, OWNER)
    expect(step.methods).toEqual(['passkey', 'recovery'])
    const { options } = (await (
      await sendJson(t, 'POST', '/auth/second-step/passkey-options', { attempt: step.token })
    ).json()) as { options: { challenge: string } }
    const response = await authenticator.authenticate(options)
    const signedIn = await secondStep(t, { attempt: step.token, method: 'passkey', response })
    expect(signedIn.status).toBe(200)
    // The same signed answer again: the attempt is used.
    expect((await secondStep(t, { attempt: step.token, method: 'passkey', response })).status).toBe(401)

    // A passkey alone.
    const alone = (await (await send(t, 'POST', '/auth/passkey/options')).json()) as {
      attempt: string
      options: { challenge: string }
    }
    const passkeyOnly = await sendJson(t, 'POST', '/auth/passkey', {
      attempt: alone.attempt,
      response: await authenticator.authenticate(alone.options),
    })
    expect(passkeyOnly.status).toBe(200)
    const session = (await passkeyOnly.json()) as { access_token: string; user: { email: string } }
    expect(session.user.email).toBe(OWNER)
    const sessions = (await (
      await send(t, 'GET', '/auth/sessions', { token: session.access_token })
    ).json()) as {
      method: string
    }[]
    expect(sessions.map((row) => row.method)).toContain('passkey')
  })

  it("refuses another attempt's challenge, another origin and a stranger's passkey", async () => {
    const t = await twoAdmins()
    const { authenticator } = await registerPasskey(t, await passwordToken(t, OWNER))
    const first = await loginStep(t, OWNER)
    const second = await loginStep(t, OWNER)
    const optionsOf = async (attempt: string) =>
      (
        (await (await sendJson(t, 'POST', '/auth/second-step/passkey-options', { attempt })).json()) as {
          options: { challenge: string }
        }
      ).options
    const firstOptions = await optionsOf(first.token)
    await optionsOf(second.token)
    // Signed for the first attempt, offered to the second.
    const crossed = await authenticator.authenticate(firstOptions)
    expect(
      (await secondStep(t, { attempt: second.token, method: 'passkey', response: crossed })).status,
    ).toBe(401)
    const phished = await authenticator.authenticate(firstOptions, 'https://evil.example')
    expect((await secondStep(t, { attempt: first.token, method: 'passkey', response: phished })).status).toBe(
      401,
    )
    const stranger = await createSoftwareAuthenticator({ rpId: 'localhost', origin: ORIGIN })
    const forged = await stranger.authenticate(firstOptions)
    expect((await secondStep(t, { attempt: first.token, method: 'passkey', response: forged })).status).toBe(
      401,
    )
    // The colleague's attempt cannot use the owner's passkey either.
    const colleagueToken = await passwordToken(t, COLLEAGUE)
    await registerPasskey(t, colleagueToken)
    const theirs = await loginStep(t, COLLEAGUE)
    const theirOptions = await optionsOf(theirs.token)
    const owners = await authenticator.authenticate(theirOptions)
    expect((await secondStep(t, { attempt: theirs.token, method: 'passkey', response: owners })).status).toBe(
      401,
    )
    expect(
      (
        await secondStep(t, {
          attempt: first.token,
          method: 'passkey',
          response: await authenticator.authenticate(firstOptions),
        })
      ).status,
    ).toBe(200)
  })
})

describe("the team's rule", () => {
  it('takes a password alone nowhere, sets up a factor first, and cannot lock the studio out', async () => {
    const t = await twoAdmins()
    const ownerPassword = await passwordToken(t, OWNER)
    const colleaguePassword = await passwordToken(t, COLLEAGUE)
    const rule = (token: string, on: boolean) =>
      sendJson(t, 'PUT', '/sb-admin/settings/team', { require_two_factor: on }, { token })
    const refused = await rule(ownerPassword, true)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: TWO_FACTOR_MESSAGES.ruleNeedsYourFactor })
    await setUpTotp(t, ownerPassword)
    expect((await rule(ownerPassword, true)).status).toBe(200)

    // The colleague's password-only session opens nothing now.
    for (const path of [
      '/sb-admin/projects',
      '/sb-admin/admins',
      '/sb-admin/settings/team',
      '/auth/sessions',
    ]) {
      expect((await send(t, 'GET', path, { token: colleaguePassword })).status).toBe(401)
    }
    // A password leads to the setup, whose token opens nothing else either.
    const step = await loginStep(t, COLLEAGUE)
    expect(step).toMatchObject({ setup: true, methods: [] })
    expect((await send(t, 'GET', '/sb-admin/projects', { token: step.token })).status).toBe(401)
    expect(
      (await sendJson(t, 'POST', '/auth/two-factor/totp', {}, { token: colleaguePassword })).status,
    ).toBe(401)
    const start = (await (
      await sendJson(t, 'POST', '/auth/two-factor/totp', { attempt: step.token })
    ).json()) as {
      secret: string
    }
    const secret = base32ToBytes(start.secret)
    const done = await sendJson(t, 'POST', '/auth/two-factor/totp/confirm', {
      attempt: step.token,
      code: totpCodeAt(secret, t.config.now()),
    })
    expect(done.status).toBe(200)
    const answer = (await done.json()) as { access_token: string; recovery_codes: string[] }
    expect(answer.recovery_codes).toHaveLength(10)
    expect((await send(t, 'GET', '/sb-admin/projects', { token: answer.access_token })).status).toBe(200)

    // The last factor stays while the rule is on.
    const removal = await send(t, 'DELETE', '/auth/two-factor/totp', { token: answer.access_token })
    expect(removal.status).toBe(409)

    // The owner resets the colleague's factor: sessions end, the next sign-in sets one up again.
    const colleagueId = Number(
      (await t.client.execute({ sql: 'SELECT id FROM admins WHERE email = ?', args: [COLLEAGUE] })).rows[0]
        ?.id,
    )
    const reset = await send(t, 'DELETE', `/sb-admin/admins/${colleagueId}/two-factor`, {
      token: await ownerFullSession(t),
    })
    expect(reset.status).toBe(200)
    expect((await send(t, 'GET', '/sb-admin/projects', { token: answer.access_token })).status).toBe(401)
    expect((await loginStep(t, COLLEAGUE)).setup).toBe(true)
    const audit = JSON.stringify(
      (await t.client.execute("SELECT * FROM audit_log WHERE action = 'reset_two_factor'")).rows,
    )
    expect(audit).toContain(String(colleagueId))
  })
})

/** The owner signed in fully, with a code from their authenticator app. */
async function ownerFullSession(t: TestApp): Promise<string> {
  const step = await loginStep(t, OWNER, '10.0.0.50')
  const [row] = (
    await t.client.execute({
      sql: 'SELECT secret FROM admin_totp JOIN admins ON admins.id = admin_totp.admin_id WHERE email = ?',
      args: [OWNER],
    })
  ).rows
  expect(row).toBeDefined()
  // The owner's app: the test reads the code through the API's own opening of the sealed secret.
  const { openSecret } = await import('../../auth/two-factor/secret-box')
  const id = Number(
    (await t.client.execute({ sql: 'SELECT id FROM admins WHERE email = ?', args: [OWNER] })).rows[0]?.id,
  )
  const secret = await openSecret(KEY, id, String(row?.secret))
  if (!secret) throw new Error('secret did not open')
  t.setNow(new Date(t.config.now().getTime() + 60_000))
  const response = await secondStep(
    t,
    { attempt: step.token, method: 'totp', code: totpCodeAt(secret, t.config.now()) },
    '10.0.0.50',
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

describe('the archive', () => {
  it('holds no authenticator secret, recovery code or passkey', async () => {
    const t = await twoAdmins()
    const token = await passwordToken(t, OWNER)
    const { base32, codes } = await setUpTotp(t, token)
    const { authenticator } = await registerPasskey(t, token)
    const rows = async (sql: string) =>
      (await t.client.execute(sql)).rows.map((row) => String(Object.values(row)[0]))
    const secrets = [
      base32,
      ...codes,
      ...codes.map((code) => code.replace(/-/g, '')),
      authenticator.credentialId,
      ...(await rows('SELECT secret FROM admin_totp')),
      ...(await rows('SELECT code_hash FROM admin_recovery_codes')),
      ...(await rows('SELECT public_key FROM admin_passkeys')),
    ]
    const file = join(t.dir, 'studio.zip')
    await writeArchiveFile(t.deps, file, { enquiries: true })
    const text = Buffer.concat([...(await zipEntries(file)).values()]).toString('latin1')
    for (const secret of secrets) expect(text).not.toContain(secret)
  })
})

describe('what a wrong password tells', () => {
  it('answers the same with or without a second factor, and starts no second step', async () => {
    const t = await twoAdmins()
    await setUpTotp(t, await passwordToken(t, OWNER))
    const answers = []
    for (const email of [OWNER, COLLEAGUE]) {
      const response = await logIn(t, email, 'not the password at all', {
        client: `10.1.0.${answers.length}`,
      })
      answers.push({ status: response.status, body: await response.json() })
    }
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]?.status).toBe(401)
    // The factors are looked up only after a right password: no attempt was made for either.
    expect((await t.client.execute('SELECT count(*) AS n FROM sign_in_attempts')).rows[0]?.n).toBe(0)
  })

  it('takes a new admin who signs up under the rule to the setup, with no session', async () => {
    const t = await createTestApp({ config: { twoFactorKey: KEY, signupAllowlist: [OWNER, COLLEAGUE] } })
    await signUp(t, OWNER)
    const token = await passwordToken(t, OWNER)
    await setUpTotp(t, token)
    const ownerSession = (await t.client.execute('SELECT count(*) AS n FROM sessions')).rows[0]?.n
    expect(ownerSession).toBeGreaterThan(0)
    expect(
      (await sendJson(t, 'PUT', '/sb-admin/settings/team', { require_two_factor: true }, { token })).status,
    ).toBe(200)
    const signup = (await (await signUp(t, COLLEAGUE)).json()) as {
      access_token?: string
      second_step?: Step
    }
    expect(signup.access_token).toBeUndefined()
    expect(signup.second_step?.setup).toBe(true)
  })
})
