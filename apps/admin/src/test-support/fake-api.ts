import type { AdminProject, AdminWorkItem, ContactMessage } from '@studio/contracts'

/**
 * An in-memory stand-in for the API behind the admin client's `fetcher`: it keeps state, answers
 * the admin routes the way the real API does ({ error } bodies, bearer check) and records calls, so
 * screen tests exercise the real client and the real screens without a server.
 */
export interface FakeApiState {
  projects: AdminProject[]
  workItems: AdminWorkItem[]
  messages: ContactMessage[]
  admins: Array<{ id: number; email: string; password: string }>
}

export interface RecordedCall {
  method: string
  path: string
  body: unknown
  authorization: string | null
}

type Override = (call: RecordedCall) => Response | undefined | Promise<Response | undefined>

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

export function createFakeApi(initial: Partial<FakeApiState> = {}) {
  const state: FakeApiState = {
    projects: initial.projects ?? [],
    workItems: initial.workItems ?? [],
    messages: initial.messages ?? [],
    admins: initial.admins ?? [{ id: 1, email: 'admin@example.com', password: 'correct horse' }],
  }
  const calls: RecordedCall[] = []
  const overrides: Override[] = []
  let nextId = 1000
  let clock = Date.parse('2026-03-01T10:00:00Z')
  const now = () => {
    clock += 60_000
    return new Date(clock).toISOString()
  }

  async function handle(call: RecordedCall): Promise<Response> {
    for (const override of overrides) {
      const answer = await override(call)
      if (answer) return answer
    }
    const { method, path } = call
    if (path.startsWith('/sb-admin') && call.authorization !== 'Bearer good-token') {
      return json({ error: 'Sign in required.' }, 401)
    }
    const body = (call.body ?? {}) as Record<string, unknown>
    const idMatch = /\/(\d+)$/.exec(path)
    const id = idMatch ? Number(idMatch[1]) : Number.NaN

    if (path === '/sb-admin/projects' && method === 'GET') return json(state.projects)
    if (path === '/sb-admin/projects' && method === 'POST') {
      const stamp = now()
      const project = {
        id: nextId++,
        tags: [],
        href: null,
        cover_url: null,
        ...body,
        created_at: stamp,
        updated_at: stamp,
      } as unknown as AdminProject
      state.projects.push(project)
      return json(project, 201)
    }
    if (path.startsWith('/sb-admin/projects/')) {
      const index = state.projects.findIndex((project) => project.id === id)
      if (index < 0) return json({ error: 'Not found.' }, 404)
      if (method === 'DELETE') {
        state.projects.splice(index, 1)
        return json({ ok: true })
      }
      const updated = { ...state.projects[index], ...body, updated_at: now() } as AdminProject
      state.projects[index] = updated
      return json(updated)
    }
    if (path === '/sb-admin/all-work' && method === 'GET') return json(state.workItems)
    if (path === '/sb-admin/all-work' && method === 'POST') {
      const stamp = now()
      const item = { id: nextId++, ...body, created_at: stamp, updated_at: stamp } as unknown as AdminWorkItem
      state.workItems.push(item)
      return json(item, 201)
    }
    if (path.startsWith('/sb-admin/all-work/')) {
      const index = state.workItems.findIndex((item) => item.id === id)
      if (index < 0) return json({ error: 'Not found.' }, 404)
      if (method === 'DELETE') {
        state.workItems.splice(index, 1)
        return json({ ok: true })
      }
      const updated = { ...state.workItems[index], ...body, updated_at: now() } as AdminWorkItem
      state.workItems[index] = updated
      return json(updated)
    }
    if (path === '/sb-admin/contact-messages' && method === 'GET') return json(state.messages)
    if (path === '/sb-admin/upload' && method === 'POST') {
      return json({ url: `http://localhost:8787/media/covers/${nextId++}.webp`, key: 'covers/x.webp' }, 201)
    }
    if (path === '/auth/logout') return json({ ok: true })
    if (path === '/auth/login') {
      const admin = state.admins.find(
        (entry) => entry.email === body.email && entry.password === body.password,
      )
      if (!admin) return json({ error: 'Invalid email or password.' }, 401)
      return json({
        access_token: 'good-token',
        token_type: 'bearer',
        expires_at: '2030-01-01T00:00:00Z',
        user: { id: admin.id, email: admin.email },
      })
    }
    if (path === '/auth/signup') {
      // Bootstrap only: the first admin may sign up, later ones are refused like the real API.
      if (state.admins.length > 0)
        return json({ error: 'Signup is closed. Ask an administrator to add your email.' }, 403)
      const admin = {
        id: state.admins.length + 1,
        email: String(body.email),
        password: String(body.password),
      }
      state.admins.push(admin)
      return json({ user: { id: admin.id, email: admin.email } }, 201)
    }
    return json({ error: 'Not found.' }, 404)
  }

  const fetcher: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const type = request.headers.get('content-type') ?? ''
    // Multipart bodies are read as sent: re-parsing through Request would drop jsdom's file names.
    const body =
      init?.body instanceof FormData ? init.body : type.includes('json') ? await request.json() : null
    const call = {
      method: request.method,
      path: url.pathname,
      body,
      authorization: request.headers.get('authorization'),
    }
    calls.push(call)
    return handle(call)
  }

  return {
    state,
    calls,
    fetcher,
    /** Answers matching calls differently (errors, delays); return undefined to fall through. */
    override(fn: Override) {
      overrides.push(fn)
    },
    json,
  }
}

export type FakeApi = ReturnType<typeof createFakeApi>

let seq = 0
export function makeProject(overrides: Partial<AdminProject> = {}): AdminProject {
  seq++
  return {
    id: seq,
    title: `Project ${seq}`,
    description: `Description of project ${seq}`,
    cover_url: null,
    tags: [],
    href: null,
    created_at: new Date(Date.UTC(2026, 0, seq)).toISOString(),
    updated_at: new Date(Date.UTC(2026, 0, seq)).toISOString(),
    ...overrides,
  }
}

export function makeWorkItem(overrides: Partial<AdminWorkItem> = {}): AdminWorkItem {
  seq++
  return {
    id: seq,
    title: `Work ${seq}`,
    description: `Description of work ${seq}`,
    cover_url: null,
    category: 'apps',
    tags: [],
    href: null,
    website: null,
    featured: false,
    created_at: new Date(Date.UTC(2026, 0, seq)).toISOString(),
    updated_at: new Date(Date.UTC(2026, 0, seq)).toISOString(),
    ...overrides,
  }
}

export function makeMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  seq++
  return {
    id: seq,
    name: `Sender ${seq}`,
    email: `sender${seq}@example.com`,
    company: null,
    subject: null,
    message: `Message body ${seq}`,
    created_at: new Date(Date.UTC(2026, 0, seq)).toISOString(),
    ...overrides,
  }
}
