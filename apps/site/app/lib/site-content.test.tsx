// @vitest-environment jsdom-server
import { isSiteContentLink } from '@studio/contracts/links'
import { SITE_CONTENT_API_MESSAGES } from '@studio/contracts/site-content-api-texts'
import { SITE_CONTENT_DEFAULTS_EN } from '@studio/contracts/site-content-defaults'
import { render, screen, within } from '@testing-library/react'
import {
  type AppLoadContext,
  createRoutesStub,
  createStaticHandler,
  type LoaderFunctionArgs,
  Meta,
  type MetaFunction,
} from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { PreviewBar } from '../components/preview-bar'
import { SiteFooter } from '../components/site-footer'
import { SiteHeader } from '../components/site-header'
import App from '../root'
import Contact, { meta as contactMeta } from '../routes/contact/route'
import Home, { meta as homeMeta } from '../routes/home/route'
import Privacy, { meta as privacyMeta } from '../routes/legal/privacy'
import Services, { meta as servicesMeta } from '../routes/services/route'
import { logLines, unreachableApiLine } from '../test-support/log-lines'
import { apiContext, type RealApi, unreachableApiContext } from '../test-support/real-api'
import { loadSiteCopy } from './load-site-copy.server'
import { type SiteCopy, useSiteCopy } from './site-content'

const rootLoader = (args: LoaderFunctionArgs) => loadSiteCopy(args)

/** The root layout as the site renders it, without the `<html>` document around it. */
function Root() {
  const copy = useSiteCopy()
  if (!copy) return <App />
  return (
    <>
      <Meta />
      {copy.preview === 'draft' ? <PreviewBar /> : null}
      <SiteHeader content={copy.content} language="en" />
      <App />
      <SiteFooter content={copy.content} language="en" year={copy.year} />
    </>
  )
}

const Empty = () => null

// The stub's routes are untyped: each module's typed meta takes its matches as unknown.
const PAGES = [
  { index: true, Component: Home, meta: homeMeta as MetaFunction },
  { path: 'services', Component: Services, meta: servicesMeta as MetaFunction },
  { path: 'contact', Component: Contact, meta: contactMeta as MetaFunction },
  { path: 'privacy', Component: Privacy, meta: privacyMeta as MetaFunction },
]

function renderPage(path: string, context: AppLoadContext) {
  const Stub = createRoutesStub(
    [{ id: 'root', path: '/', loader: rootLoader, Component: Root, HydrateFallback: Empty, children: PAGES }],
    context,
  )
  return render(<Stub initialEntries={[path]} />)
}

/** The status the Worker's handler answers for a path (the root loader's, no page loader). */
async function statusOf(path: string, context: AppLoadContext) {
  const handler = createStaticHandler([
    { id: 'root', path: '/', loader: rootLoader, children: [{ index: true }, { path: 'privacy' }] },
  ])
  const result = await handler.query(new Request(`https://site.test${path}`), { requestContext: context })
  if (result instanceof Response) return result.status
  return result.statusCode
}

describe('the pages render the published site copy', () => {
  let real: RealApi
  beforeEach(async () => {
    real = await apiContext()
  })

  it('shows the seeded copy as the site showed it before, with the highlighted words of its headings', async () => {
    renderPage('/', real.context)
    const title = await screen.findByRole('heading', { level: 1 })
    expect(title).toHaveTextContent('We build digital products that move your business forward')
    expect(within(title).getByText('move your business')).toHaveClass('gradient-text')
    expect(screen.getByText('tailored', { selector: 'strong' })).toBeInTheDocument()
    expect(document.title).toBe(`Nile Byte Studio | ${SITE_CONTENT_DEFAULTS_EN.meta.home.title}`)
    expect(screen.getByText(SITE_CONTENT_DEFAULTS_EN.home.faq[0]?.answer ?? '')).toBeInTheDocument()
  })

  it('shows a published change on every page: home, header, footer, services, contact and titles', async () => {
    await real.publishSiteContent((draft) => {
      draft.home.faq[0] = { question: 'Do you work weekends?', answer: 'Only when a launch needs it.' }
      draft.header.nav_contact = 'Say hello'
      draft.footer.copyright = '© 2031 Nile Byte Studio.'
      draft.services.title = 'Things we **make**'
      draft.contact.reply_note = 'We answer within a day.'
      draft.meta.services.title = 'What we make'
    })
    const home = renderPage('/', real.context)
    expect(await screen.findByText('Only when a launch needs it.')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Say hello')
    expect(screen.getByText('© 2031 Nile Byte Studio.')).toBeInTheDocument()
    home.unmount()

    const services = renderPage('/services', real.context)
    expect(await screen.findByText('make', { selector: '.gradient-text' })).toBeInTheDocument()
    expect(document.title).toBe('What we make | Nile Byte Studio')
    services.unmount()

    renderPage('/contact', real.context)
    expect(await screen.findByText('We answer within a day.')).toBeInTheDocument()
  })

  it('shows the draft with the preview bar for a preview link, and the published copy without it', async () => {
    await real.saveSiteContentDraft((draft) => {
      draft.home.hero.lead = 'A draft nobody has published.'
    })
    const token = await real.previewToken()

    const preview = renderPage(`/?preview=${encodeURIComponent(token)}`, real.context)
    expect(await screen.findByText('A draft nobody has published.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Preview: not published')
    preview.unmount()

    renderPage('/', real.context)
    expect(await screen.findByText(SITE_CONTENT_DEFAULTS_EN.home.hero.lead)).toBeInTheDocument()
    expect(screen.queryByText('A draft nobody has published.')).toBeNull()
    expect(screen.queryByText('Preview: not published')).toBeNull()
  })

  it('answers 401 for a tampered link and 409 once the draft moved on, showing nothing of the draft', async () => {
    await real.saveSiteContentDraft((draft) => {
      draft.home.hero.lead = 'First draft.'
    })
    const token = await real.previewToken()
    expect(await statusOf(`/?preview=${token}`, real.context)).toBe(200)
    expect(await statusOf(`/?preview=${token}x`, real.context)).toBe(401)
    expect(await statusOf('/?preview=', real.context)).toBe(401)

    await real.saveSiteContentDraft((draft) => {
      draft.home.hero.lead = 'Second draft.'
    })
    expect(await statusOf(`/?preview=${token}`, real.context)).toBe(409)
    renderPage(`/?preview=${token}`, real.context)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This preview link is out of date' }),
    ).toBeInTheDocument()
    expect(screen.queryByText(/draft\./)).toBeNull()
    expect(screen.queryByText('Preview: not published')).toBeNull()
  })

  it("sends a preview link opened on the other language's page to the same page in the draft's language", async () => {
    const token = await real.previewToken('ar')
    const handler = createStaticHandler([
      { id: 'root', path: '/', loader: rootLoader, children: [{ path: 'privacy' }] },
    ])
    const result = await handler.query(new Request(`https://site.test/privacy?preview=${token}`), {
      requestContext: real.context,
    })
    expect(result).toBeInstanceOf(Response)
    const redirect = result as Response
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('Location')).toBe(`/ar/privacy?preview=${token}`)
  })

  it('shows the draft on every page a browser opens after a preview link, from the preview it keeps', async () => {
    await real.saveSiteContentDraft((draft) => {
      draft.studio.blurb = 'A blurb nobody has published.'
    })
    const token = await real.previewToken()
    const handler = createStaticHandler([
      { id: 'root', path: '/', loader: rootLoader, children: [{ path: 'services' }, { path: 'contact' }] },
    ])
    for (const path of ['/services', '/contact']) {
      // The address carries no token: the browser's cookie does (workers/preview.ts sets it).
      const request = new Request(`https://site.test${path}`, {
        headers: { Cookie: `theme=dark; site_preview=${encodeURIComponent(token)}` },
      })
      const result = await handler.query(request, { requestContext: real.context })
      if (result instanceof Response) throw new Error(`${path} answered ${result.status}`)
      const copy = result.loaderData.root as SiteCopy
      expect(copy.preview, path).toBe('draft')
      expect(copy.content.studio.blurb, path).toBe('A blurb nobody has published.')
    }
    const plain = await handler.query(new Request('https://site.test/services'), {
      requestContext: real.context,
    })
    if (plain instanceof Response) throw new Error(`answered ${plain.status}`)
    expect((plain.loaderData.root as SiteCopy).preview).toBeNull()
  })

  it("keeps a kept preview in its draft's language without putting its token in the address", async () => {
    const token = await real.previewToken('ar')
    const handler = createStaticHandler([
      { id: 'root', path: '/', loader: rootLoader, children: [{ path: 'all-work' }] },
    ])
    const result = await handler.query(
      new Request('https://site.test/all-work?category=apps', {
        headers: { Cookie: `site_preview=${token}` },
      }),
      { requestContext: real.context },
    )
    expect(result).toBeInstanceOf(Response)
    expect((result as Response).status).toBe(302)
    expect((result as Response).headers.get('Location')).toBe('/ar/all-work?category=apps')
  })

  it('redirects a preview link only to a page of the site, never to another host, whatever the address', async () => {
    const token = await real.previewToken('en')
    const handler = createStaticHandler([
      { id: 'root', path: '/', loader: rootLoader, children: [{ path: 'all-work' }, { path: '*' }] },
    ])
    const answers: Record<string, string> = {
      '/ar//evil.example/': '/404',
      '/ar/\\evil.example': '/404',
      '/ar/%2F%2Fevil.example': '/404',
      '/ar/%5Cevil.example': '/404',
      '/ar///evil.example//x': '/404',
      '/ar/work/harbourline/..%2F..%2F%2Fevil.example': '/404',
      '/ar/all-work?category=apps&page=2&next=//evil.example': '/all-work?category=apps&page=2',
    }
    for (const [address, page] of Object.entries(answers)) {
      const url = new URL(`https://site.test${address}`)
      url.searchParams.set('preview', token)
      const result = await handler.query(new Request(url), { requestContext: real.context })
      expect(result, address).toBeInstanceOf(Response)
      const location = (result as Response).headers.get('Location') ?? ''
      expect(location, address).toBe(`${page}${page.includes('?') ? '&' : '?'}preview=${token}`)
      expect(new URL(location, 'https://site.test').origin, address).toBe('https://site.test')
    }
  })

  it('renders a Markdown body without its script or javascript: link, through the privacy page', async () => {
    // Publishing refuses such a body; a draft keeps whatever was typed, and a preview renders it.
    await real.saveSiteContentDraft((draft) => {
      draft.privacy.body = 'Hello <script>alert(1)</script>\n\n[x](javascript:alert(1)) and [ok](/terms)'
    })
    const token = await real.previewToken()
    const { container } = renderPage(`/privacy?preview=${token}`, real.context)
    const prose = await screen.findByText(/Hello/)
    expect(prose).toHaveTextContent('Hello <script>alert(1)</script>')
    expect(container.querySelector('main script')).toBeNull()
    const hrefs = [...container.querySelectorAll('main a')].map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual(['/terms'])
  })

  it('renders no link of a previewed draft that fails the link rule, on any page', async () => {
    // Publishing refuses these; a draft keeps whatever was typed, and a preview renders it.
    const unsafe = ['vbscript:msgbox(1)', 'data:text/html,<b>x</b>', '//evil.example', '/\\evil.example']
    await real.saveSiteContentDraft((draft) => {
      draft.studio.map_url = unsafe[0] as string
      draft.studio.social = unsafe.map((url, index) => ({
        network: 'linkedin',
        label: `Social ${index}`,
        url,
      }))
      draft.footer.company_links = unsafe.map((href, index) => ({ label: `Company ${index}`, href }))
      draft.footer.legal_links = unsafe.map((href, index) => ({ label: `Legal ${index}`, href }))
      draft.footer.contact_link = { label: 'Write to us', href: unsafe[1] as string }
      draft.privacy.body = unsafe.map((target, index) => `[Body ${index}](${target})`).join('\n\n')
    })
    const token = await real.previewToken()
    for (const path of ['/', '/contact', '/privacy']) {
      const { container, unmount } = renderPage(`${path}?preview=${token}`, real.context)
      await screen.findByText('Company 0')
      const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '')
      for (const href of hrefs)
        expect(isSiteContentLink(href) || href.startsWith('#'), `${path}: ${href}`).toBe(true)
      expect(screen.getByText('Company 3').closest('a')).toBeNull()
      expect(screen.queryByRole('link', { name: /^Social / })).toBeNull()
      unmount()
    }
  })

  it('answers 503 when the API is unreachable, so the Worker serves its last good copy, and logs why', async () => {
    const lines = logLines()
    expect(await statusOf('/', unreachableApiContext())).toBe(503)
    expect(lines).toEqual([
      unreachableApiLine('site_copy.load_failed', 'GET /', SITE_CONTENT_API_MESSAGES.loadFailed),
    ])
  })
})
