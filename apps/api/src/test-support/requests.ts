import { TEST_CLIENT_HEADER, type TestApp } from './test-app'

/** Request helpers shared by the auth and admin tests (test-only code). */

export const STRONG_PASSWORD = 'correct horse battery staple'

export interface CallOptions {
  token?: string
  client?: string
  headers?: Record<string, string>
}

function headersFor(options: CallOptions, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...extra,
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.client ? { [TEST_CLIENT_HEADER]: options.client } : {}),
    ...options.headers,
  }
}

export function sendJson(t: TestApp, method: string, path: string, body: unknown, options: CallOptions = {}) {
  return t.app.request(path, {
    method,
    headers: headersFor(options, { 'content-type': 'application/json' }),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export function send(t: TestApp, method: string, path: string, options: CallOptions = {}) {
  return t.app.request(path, { method, headers: headersFor(options) })
}

/** A signup with this email and password (by default the strong one). */
export function signUp(t: TestApp, email: string, password = STRONG_PASSWORD, options: CallOptions = {}) {
  return sendJson(t, 'POST', '/auth/signup', { email, password }, options)
}

/** A login with this email and password (by default the strong one). */
export function logIn(t: TestApp, email: string, password = STRONG_PASSWORD, options: CallOptions = {}) {
  return sendJson(t, 'POST', '/auth/login', { email, password }, options)
}

/** Signs up the first admin (bootstrap) and returns the session token from a real login. */
export async function signInFirstAdmin(t: TestApp, email = 'owner@studio.test', password = STRONG_PASSWORD) {
  const signup = await signUp(t, email, password)
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`)
  const login = await logIn(t, email, password)
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`)
  const body = (await login.json()) as { access_token: string }
  return body.access_token
}
