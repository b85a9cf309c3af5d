import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SiteContent } from '@studio/contracts/site-content'
import { localizedPath } from '../app/lib/language'
import { ARABIC_PAGE_ADDRESSES, adminApi, adminToken, expect, PAGE_ADDRESSES, test } from './fixtures'

/**
 * The built site's Worker never fetches an address that came from content. Every address a record
 * or the copy can hold (covers named like the media store's own, websites, links, the copy's map,
 * social and footer links, a link in the legal text) points at a trap server here; every page of
 * the route manifest is then rendered in both languages, published and previewed, and the trap must
 * see no request at all. (app/site-fetches.test.ts checks the same of the source: the only fetches
 * go through the configured API client.)
 */

interface Trap {
  origin: string
  requests: string[]
  close(): Promise<void>
}

async function startTrap(): Promise<Trap> {
  const requests: string[] = []
  const server: Server = createServer((request: IncomingMessage, response) => {
    requests.push(`${request.method} ${request.url}`)
    // What a hostile host would answer: an image type over HTML.
    response.writeHead(200, { 'content-type': 'image/png' })
    response.end('<html>not a picture</html>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

interface AdminCopy {
  draft: SiteContent
  draft_version: string
}

test('no page the Worker renders fetches an address taken from content', async ({ request }) => {
  const trap = await startTrap()
  const { call } = adminApi(request, await adminToken(request))
  const cover = (name: string) => `${trap.origin}/media/covers/${name}.1200x800.webp`
  const created: Array<{ kind: 'all-work' | 'projects'; id: number }> = []
  const drafts: Array<{ language: 'en' | 'ar'; content: SiteContent }> = []
  try {
    // Newest first: the first item here is the first card of All Work, whose cover the largest paint is.
    const records = [
      {
        kind: 'all-work',
        title: 'Trap Case Study',
        description: 'Every address of this item points at the trap.',
        cover_url: cover('trap-item'),
        website: `${trap.origin}/website`,
        category: 'apps',
      },
      {
        kind: 'all-work',
        title: 'Trap Linked Item',
        description: 'Links away.',
        cover_url: cover('trap-linked'),
        href: `${trap.origin}/href`,
      },
      {
        kind: 'projects',
        title: 'Trap Project',
        description: 'Every address of this project points at the trap.',
        cover_url: cover('trap-project'),
        href: `${trap.origin}/project`,
      },
    ] as const
    const slugs: string[] = []
    for (const { kind, ...record } of records) {
      const saved = await call<{ id: number; slug: string }>('POST', `/${kind}`, record)
      created.push({ kind, id: saved.id })
      slugs.push(saved.slug)
    }
    const item = { slug: slugs[0] }

    const previews: string[] = []
    for (const language of ['en', 'ar'] as const) {
      const current = await call<AdminCopy>('GET', `/site-content?lang=${language}`)
      drafts.push({ language, content: structuredClone(current.draft) })
      const draft = current.draft
      draft.studio.map_url = `${trap.origin}/map`
      draft.studio.social = [{ network: 'linkedin', label: 'Trap', url: `${trap.origin}/social` }]
      for (const link of [...draft.footer.company_links, ...draft.footer.legal_links])
        link.href = `${trap.origin}/footer`
      draft.privacy.body = `${draft.privacy.body}\n\n[Trap](${trap.origin}/legal) ![t](${trap.origin}/pixel.png)`
      await call('PUT', `/site-content/draft?lang=${language}`, {
        base_version: current.draft_version,
        content: draft,
      })
      const link = await call<{ url: string }>('POST', `/site-content/preview?lang=${language}`)
      previews.push(new URL(link.url).searchParams.get('preview') ?? '')
    }

    const addresses = [
      ...PAGE_ADDRESSES,
      ...ARABIC_PAGE_ADDRESSES,
      `/work/${item.slug}`,
      localizedPath('ar', `/work/${item.slug}`),
      '/all-work?category=apps',
      '/sitemap.xml',
    ]
    for (const address of addresses) {
      for (const token of [null, ...previews]) {
        const url =
          token === null ? address : `${address}${address.includes('?') ? '&' : '?'}preview=${token}`
        const response = await request.get(url, { maxRedirects: 0 })
        expect(response.status(), url).toBeLessThan(500)
      }
    }
    expect(trap.requests).toEqual([])
  } finally {
    for (const { language, content } of drafts) {
      const current = await call<AdminCopy>('GET', `/site-content?lang=${language}`)
      await call('PUT', `/site-content/draft?lang=${language}`, {
        base_version: current.draft_version,
        content,
      })
    }
    for (const { kind, id } of created) await call('DELETE', `/${kind}/${id}`)
    await trap.close()
  }
})
