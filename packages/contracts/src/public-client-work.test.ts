import { describe, expect, it } from 'vitest'
import { createPublicClient } from './public-client'

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } })

const item = {
  id: 1,
  title: 'Nimbus',
  description: 'd',
  title_ar: 'نيمبس',
  description_ar: null,
  cover_url: null,
  category: 'apps',
  tags: [],
  href: null,
  website: null,
  featured: false,
  slug: 'nimbus',
}

function clientAnswering(...answers: Response[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init })
    const answer = answers.shift()
    if (!answer) throw new Error('no more answers')
    return answer
  }) as typeof fetch
  return { client: createPublicClient('http://api/', fetcher), calls }
}

/** What a browser gives for `redirect: 'manual'`: an opaque redirect with nothing readable. */
const opaqueRedirect = () => {
  const response = new Response(null, { status: 200 })
  Object.defineProperties(response, { type: { value: 'opaqueredirect' }, status: { value: 0 } })
  return response
}

describe('public client: case studies', () => {
  it('reads an item by slug, asking for the redirect rather than following it', async () => {
    const { client, calls } = clientAnswering(json(item))
    expect(await client.getWorkItem('nimbus')).toEqual({ kind: 'item', item })
    expect(calls[0]?.url).toBe('http://api/public/work/nimbus')
    expect(calls[0]?.init?.redirect).toBe('manual')
  })

  it('turns a 301 into the new slug, and a 404 into missing', async () => {
    const moved = clientAnswering(json({ redirect: 'nimbus' }, 301, { location: '/public/work/nimbus' }))
    expect(await moved.client.getWorkItem('old')).toEqual({ kind: 'moved', slug: 'nimbus' })
    const missing = clientAnswering(json({ error: 'Not found.' }, 404))
    expect(await missing.client.getWorkItem('nope')).toEqual({ kind: 'missing' })
  })

  it("never follows a redirect, on any call: an opaque one (a browser's) is a failed call, asked once", async () => {
    const { client, calls } = clientAnswering(opaqueRedirect())
    await expect(client.getWorkItem('old')).rejects.toThrow('Failed to load')
    expect(calls).toHaveLength(1)
    const every = clientAnswering(...Array.from({ length: 7 }, () => json([])))
    await every.client.listAllWork()
    await every.client.listProjects()
    await every.client.listSitemapEntries()
    await every.client.getSiteContent('en').catch(() => undefined)
    await every.client.getSiteContentPreview('t').catch(() => undefined)
    await every.client.contentVersion().catch(() => undefined)
    await every.client.sendContact({ name: 'A', company: '', email: 'a@b.co', subject: '', message: 'Hi' })
    expect(every.calls.map((call) => call.init?.redirect)).toEqual(Array(7).fill('manual'))
    expect(every.calls.every((call) => call.url.startsWith('http://api/public/'))).toBe(true)
  })

  it('fails with its own text on a server error or a malformed answer', async () => {
    await expect(clientAnswering(json({ error: 'x' }, 500)).client.getWorkItem('a')).rejects.toThrow(
      'Failed to load',
    )
    await expect(clientAnswering(json({ nope: 1 })).client.getWorkItem('a')).rejects.toThrow('Failed to load')
  })

  it('lists the sitemap entries', async () => {
    const entries = [{ slug: 'nimbus', updated_at: '2030-01-01T00:00:00.000Z' }]
    const { client, calls } = clientAnswering(json(entries))
    expect(await client.listSitemapEntries()).toEqual(entries)
    expect(calls[0]?.url).toBe('http://api/public/sitemap-entries')
  })

  it('reads the content version, and fails with the list text when the API cannot say', async () => {
    const { client, calls } = clientAnswering(json({ version: '6.12' }))
    expect(await client.contentVersion()).toBe('6.12')
    expect(calls[0]?.url).toBe('http://api/public/content-version')
    await expect(clientAnswering(json({ error: 'x' }, 503)).client.contentVersion()).rejects.toThrow(
      'Failed to load',
    )
    await expect(clientAnswering(json({ version: '' })).client.contentVersion()).rejects.toThrow(
      'Failed to load',
    )
  })
})
