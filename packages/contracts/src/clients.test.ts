import { describe, expect, it } from 'vitest'
import { createAdminClient } from './admin-client'
import { ApiError } from './api-error'
import { createPublicClient } from './public-client'

type Call = { url: string; init: RequestInit | undefined }

function fakeFetch(respond: (url: string) => Response) {
  const calls: Call[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    calls.push({ url, init })
    return respond(url)
  }) as typeof fetch
  return { fetcher, calls }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('public client', () => {
  it('strips trailing slashes from the base and reads lists', async () => {
    const { fetcher, calls } = fakeFetch(() =>
      json([{ title: 'A', description: 'B', cover_url: null, tags: 'x', href: null }]),
    )
    const client = createPublicClient('https://api.example.com///', fetcher)
    const projects = await client.listProjects()
    expect(calls[0]?.url).toBe('https://api.example.com/public/projects')
    expect(projects[0]?.tags).toEqual(['x'])
  })

  it('fails lists with the spec texts on a non-OK status', async () => {
    const { fetcher } = fakeFetch(() => json({ error: 'boom' }, 500))
    const client = createPublicClient('http://api', fetcher)
    await expect(client.listProjects()).rejects.toThrow('Failed to load projects')
    await expect(client.listAllWork()).rejects.toThrow('Failed to load all work')
  })

  it("sends the enquiry and surfaces the server's error, else 'Failed to send'", async () => {
    const withError = createPublicClient(
      'http://api',
      fakeFetch(() => json({ error: 'Slow down' }, 429)).fetcher,
    )
    await expect(withError.sendContact({ name: 'A', email: 'a@b.co', message: 'Hi' })).rejects.toThrow(
      'Slow down',
    )
    const bare = createPublicClient(
      'http://api',
      fakeFetch(() => new Response('oops', { status: 502 })).fetcher,
    )
    await expect(bare.sendContact({ name: 'A', email: 'a@b.co', message: 'Hi' })).rejects.toThrow(
      'Failed to send',
    )
    const { fetcher, calls } = fakeFetch(() => json({ ok: true }, 201))
    await createPublicClient('http://api', fetcher).sendContact({ name: 'A', email: 'a@b.co', message: 'Hi' })
    expect(calls[0]?.init?.method).toBe('POST')
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ name: 'A', email: 'a@b.co', message: 'Hi' })
  })

  it("says what failed, not the browser's 'Failed to fetch', when no answer comes back", async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    const client = createPublicClient('http://api', offline)
    await expect(client.listProjects()).rejects.toThrow(
      new ApiError('Failed to load projects', 0, 'http://api/public/projects'),
    )
    await expect(client.listAllWork()).rejects.toThrow('Failed to load all work')
    const sending = client.sendContact({ name: 'A', email: 'a@b.co', message: 'Hi' })
    await expect(sending).rejects.toThrow('Failed to send. Please try again.')
    await expect(sending).rejects.toMatchObject({ status: 0 })
  })
})

describe('admin client', () => {
  it('calls host + prefix with the bearer token and no cookies', async () => {
    const { fetcher, calls } = fakeFetch(() => json([]))
    const client = createAdminClient({ apiUrl: 'http://api/', getToken: () => 'tok', fetcher })
    await client.listProjects()
    expect(calls[0]?.url).toBe('http://api/sb-admin/projects')
    const headers = new Headers(calls[0]?.init?.headers)
    expect(headers.get('authorization')).toBe('Bearer tok')
    expect(calls[0]?.init?.credentials).toBe('omit')
  })

  it('honours a custom prefix and sends auth calls to the host', async () => {
    const { fetcher, calls } = fakeFetch(() => json({ user: { id: 1, email: 'a@b.co' } }))
    const client = createAdminClient({
      apiUrl: 'http://api',
      prefix: '/admin-api/',
      getToken: () => null,
      fetcher,
    })
    await client.me()
    await client.listWorkItems().catch(() => undefined)
    expect(calls.map((call) => call.url)).toEqual(['http://api/auth/me', 'http://api/admin-api/all-work'])
    expect(new Headers(calls[0]?.init?.headers).has('authorization')).toBe(false)
  })

  it('explains a non-JSON answer with status, URL, content type, the body start and a configuration hint', async () => {
    const page = `<!doctype html>${'x'.repeat(600)}`
    const { fetcher } = fakeFetch(
      () => new Response(page, { status: 200, headers: { 'content-type': 'text/html' } }),
    )
    const client = createAdminClient({ apiUrl: 'http://api', getToken: () => 't', fetcher })
    const error = await client.listProjects().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    const message = (error as ApiError).message
    expect(message).toContain('200')
    expect((error as ApiError).url).toBe('http://api/sb-admin/projects')
    expect(message).toContain('text/html')
    expect(message).toContain(page.slice(0, 400))
    expect(message).not.toContain(page.slice(0, 401))
    expect(message).toMatch(/admin API URL configuration/)
  })

  it("reports error, then message, then 'Request failed (status)', with the URL beside it", async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ error: 'Nope' }, 400, 'Nope'],
      [{ message: 'Gone' }, 404, 'Gone'],
      [{}, 500, 'Request failed (500)'],
    ]
    for (const [body, status, expected] of cases) {
      const { fetcher } = fakeFetch(() => json(body, status))
      const client = createAdminClient({ apiUrl: 'http://api', getToken: () => 't', fetcher })
      const error = (await client.deleteProject(3).catch((caught: unknown) => caught)) as ApiError
      expect(error).toMatchObject({ message: expected, status, url: 'http://api/sb-admin/projects/3' })
    }
  })

  it('turns a 200 answer of the wrong shape or null into an ApiError naming the place and the URL', async () => {
    const cases: Array<
      [unknown, (client: ReturnType<typeof createAdminClient>) => Promise<unknown>, string]
    > = [
      [null, (client) => client.listProjects(), 'the answer'],
      [{ items: [] }, (client) => client.listWorkItems(), 'the answer'],
      [[{ id: 1, title: 'T' }], (client) => client.listInboxMessages(), 'item 1, name'],
      [{ user: { id: 'one', email: 'a@b.co' } }, (client) => client.me(), 'user, id'],
      ['ok', (client) => client.login({ email: 'a@b.co', password: 'x' }), 'the answer'],
    ]
    for (const [body, run, place] of cases) {
      const { fetcher, calls } = fakeFetch(() => json(body))
      const client = createAdminClient({ apiUrl: 'http://api', getToken: () => 't', fetcher })
      const error = await run(client).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ApiError)
      const url = calls[0]?.url
      expect((error as ApiError).message).toBe(
        `Unexpected answer from the API (${place} has the wrong shape)`,
      )
      expect((error as ApiError).url).toBe(url)
      expect((error as ApiError).status).toBe(200)
    }
  })

  it('sends a featured-only update as just { featured }', async () => {
    const item = {
      id: 2,
      title: 'T',
      description: 'D',
      cover_url: null,
      category: null,
      website: null,
      href: null,
      tags: [],
      featured: true,
      created_at: 'x',
      updated_at: 'y',
    }
    const { fetcher, calls } = fakeFetch(() => json(item))
    const client = createAdminClient({ apiUrl: 'http://api', getToken: () => 't', fetcher })
    await client.updateWorkItem(2, { featured: true })
    expect(calls[0]?.init?.method).toBe('PUT')
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ featured: true })
  })
})
