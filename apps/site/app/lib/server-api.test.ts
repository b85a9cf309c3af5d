// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { siteConfig } from '../config'
import { serverApi } from './server-api'

const ENQUIRY = { name: 'Mona', company: '', email: 'mona@example.com', subject: '', message: 'Hi' }

/** A visitor's request as it reaches the site's Worker: the edge's address, and headers they wrote. */
const visitor = new Request('https://site.test/contact', {
  method: 'POST',
  headers: { 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '192.0.2.1', cookie: 'a=b' },
})

/** Records every request a fetcher is given and answers the API's success. */
function recorder() {
  const calls: Request[] = []
  const fetcher = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init))
    return Response.json({ ok: true }, { status: 201 })
  })
  return { calls, fetcher: fetcher as unknown as typeof fetch }
}

const contextWith = (fetcher: typeof fetch) => ({
  cloudflare: { env: { API: { fetch: fetcher } }, ctx: { waitUntil: () => undefined } },
})

describe('serverApi', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("hands the visitor's CF-Connecting-IP, and nothing else of theirs, over the service binding", async () => {
    const { calls, fetcher } = recorder()
    await serverApi(contextWith(fetcher), { visitor }).sendContact(ENQUIRY)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe('https://studio-api.internal/public/contact')
    expect(calls[0]?.headers.get('cf-connecting-ip')).toBe('203.0.113.7')
    expect(calls[0]?.headers.get('content-type')).toBe('application/json')
    expect(calls[0]?.headers.has('x-forwarded-for')).toBe(false)
    expect(calls[0]?.headers.has('cookie')).toBe(false)
    expect(await calls[0]?.json()).toEqual(ENQUIRY)
  })

  it('names no address for a call made for no visitor (the loaders) or a request without one', async () => {
    const { calls, fetcher } = recorder()
    await serverApi(contextWith(fetcher)).sendContact(ENQUIRY)
    await serverApi(contextWith(fetcher), { visitor: new Request('https://site.test/contact') }).sendContact(
      ENQUIRY,
    )
    expect(calls.map((call) => call.headers.has('cf-connecting-ip'))).toEqual([false, false])
  })

  it('locally (no binding) calls the API over HTTP without an address: the Node API counts its socket peer', async () => {
    const { calls, fetcher } = recorder()
    vi.stubGlobal('fetch', fetcher)
    await serverApi({}, { visitor }).sendContact(ENQUIRY)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe(`${siteConfig.apiUrl.replace(/\/+$/, '')}/public/contact`)
    expect(calls[0]?.headers.has('cf-connecting-ip')).toBe(false)
  })
})
