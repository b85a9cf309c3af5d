import { send, sendJson, signInFirstAdmin } from './requests'
import { createTestApp, type TestApp, type TestAppOptions } from './test-app'

/** Admin API steps the route tests share (test-only code). */

/** A test app with its first admin signed in, and that admin's session token. */
export async function signedInTestApp(options: TestAppOptions = {}) {
  const t = await createTestApp(options)
  return { t, token: await signInFirstAdmin(t) }
}

/** For tests that move the clock forward by days: it starts at `start`, and the session lasts a year. */
export async function signedInWithClock(start: Date) {
  const t = await createTestApp({ config: { sessionTtlMs: 365 * 24 * 60 * 60 * 1000 } })
  t.setNow(start)
  return { t, token: await signInFirstAdmin(t) }
}

/** Creates a project or work item (`path` is its collection) with a default description; its id. */
export async function createItem(
  t: TestApp,
  token: string,
  path: string,
  body: Record<string, unknown>,
): Promise<number> {
  const response = await sendJson(t, 'POST', path, { description: 'd', ...body }, { token })
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { id: number }).id
}

/** The titles a list answers, in its order (an admin list with a token, a public one without). */
export async function titlesOf(t: TestApp, path: string, token?: string): Promise<string[]> {
  const response = await send(t, 'GET', path, { token })
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return ((await response.json()) as { title: string }[]).map((item) => item.title)
}

/** The ids an admin list answers, in its order. */
export async function idsOf(t: TestApp, path: string, token: string): Promise<number[]> {
  const response = await send(t, 'GET', path, { token })
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return ((await response.json()) as { id: number }[]).map((item) => item.id)
}
