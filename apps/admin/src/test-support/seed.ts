import { TEST_CLIENT_HEADER } from '@studio/api/test-app'
import {
  ADMIN_TOKEN_KEY,
  type AdminProject,
  type AdminWorkItem,
  type ContactEnquiry,
  type ProjectBody,
  type SessionResponse,
  type WorkItemBody,
} from '@studio/contracts'
import { adminPath, startTestApi, type TestApi } from './test-api'

/** The admin every signed-in test uses; the password passes the API's common-password check. */
export const TEST_ADMIN = { email: 'admin@example.com', password: 'correct horse battery staple' }

/**
 * A call straight to the app (not through the screens' client), as the test's own setup: as the
 * signed-in test admin (`api.token`) unless another `token` (or null: nobody) is given.
 */
export async function callApi<T>(
  api: TestApi,
  method: string,
  path: string,
  body?: unknown,
  { token = api.token, client }: { token?: string | null; client?: string } = {},
) {
  const response = await api.server.app.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(client ? { [TEST_CLIENT_HEADER]: client } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Creates the first admin through the real signup and returns its session token. */
export async function signUpAdmin(api: TestApi, admin = TEST_ADMIN): Promise<string> {
  const session = await callApi<SessionResponse>(api, 'POST', '/auth/signup', admin)
  if (!session.access_token) throw new Error('The first signup answered without a session.')
  return session.access_token
}

/** Whether the API still accepts a bearer token (a real call to `/auth/me`). */
export async function isSessionAlive(api: TestApi, token: string): Promise<boolean> {
  const response = await api.server.app.request('/auth/me', { headers: { authorization: `Bearer ${token}` } })
  return response.ok
}

/** Signs the admin up for real and stores the session where the admin app keeps it. */
export async function signIn(api: TestApi): Promise<string> {
  const token = await signUpAdmin(api)
  api.token = token
  localStorage.setItem(ADMIN_TOKEN_KEY, token)
  return token
}

/** A fresh API that has an admin account, with nobody signed in on this browser. */
export async function startWithAdmin(): Promise<TestApi> {
  const api = await startTestApi()
  await signUpAdmin(api)
  return api
}

/** A fresh API with the admin signed in: what most screen tests start from. */
export async function startSignedIn(): Promise<TestApi> {
  const api = await startTestApi()
  await signIn(api)
  return api
}

/** A record to create: any of its fields, and when it was created (else a minute after the last). */
type Seed<B> = Partial<B> & { created_at?: string }

let clock = Date.parse('2026-01-01T09:00:00Z')

/** Creates one record per seed in order, each at its own time, so the server's newest-first order is known. */
async function createEach<B, R>(
  api: TestApi,
  seeds: Array<Seed<B>>,
  create: (fields: Omit<Seed<B>, 'created_at'>, index: number) => Promise<R>,
): Promise<R[]> {
  const created: R[] = []
  for (const [index, { created_at, ...fields }] of seeds.entries()) {
    clock += 60_000
    api.server.setNow(new Date(created_at ?? clock))
    created.push(await create(fields, index))
  }
  api.server.setNow(null)
  return created
}

/** Creates projects through the admin API. */
export const createProjects = (api: TestApi, projects: Array<Seed<ProjectBody>>) =>
  createEach(api, projects, (fields, index) =>
    callApi<AdminProject>(api, 'POST', adminPath('/projects'), {
      title: `Project ${index + 1}`,
      description: `Description of project ${index + 1}`,
      ...fields,
    }),
  )

/** Creates work items through the admin API (category 'apps' unless given). */
export const createWorkItems = (api: TestApi, items: Array<Seed<WorkItemBody>>) =>
  createEach(api, items, (fields, index) =>
    callApi<AdminWorkItem>(api, 'POST', adminPath('/all-work'), {
      title: `Work ${index + 1}`,
      description: `Description of work ${index + 1}`,
      category: 'apps',
      ...fields,
    }),
  )

/** Sends enquiries through the public contact form, each from its own address (past the rate limit). */
export const createMessages = (api: TestApi, messages: Array<Seed<ContactEnquiry>>) =>
  createEach(api, messages, (fields, index) =>
    callApi(
      api,
      'POST',
      '/public/contact',
      {
        name: `Sender ${index + 1}`,
        email: `sender${index + 1}@example.com`,
        message: `Message ${index + 1}`,
        ...fields,
      },
      { client: `seed-${index}` },
    ),
  )

/** What the real API now stores, read through its own admin list. */
export const storedProjects = (api: TestApi) => callApi<AdminProject[]>(api, 'GET', adminPath('/projects'))
export const storedWorkItems = (api: TestApi) => callApi<AdminWorkItem[]>(api, 'GET', adminPath('/all-work'))

/** A real 1×1 PNG, which the API's upload accepts (it reads the format and size from the bytes). */
export function pngFile(name = 'cover.png'): File {
  const base64 =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
  return new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, {
    type: 'image/png',
  })
}
