// @vitest-environment jsdom-server
import { LIST_MESSAGES } from '@studio/contracts/messages'
import { render, screen, within } from '@testing-library/react'
import {
  type AppLoadContext,
  createRoutesStub,
  type LoaderFunctionArgs,
  Meta,
  type MetaFunction,
  Outlet,
} from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { siteConfig } from '../../config'
import { loaderAnswer } from '../../test-support/loader-answer'
import { logLines, unreachableApiLine } from '../../test-support/log-lines'
import { apiContext, type RealApi, unreachableApiContext } from '../../test-support/real-api'
import { ROOT_COPY_EN, rootRoute } from '../../test-support/root-copy'
import type { Route } from './+types/route'
import { default as CaseStudyPage, ErrorBoundary, loader, meta } from './route'

// The stub's and the static handler's routes are untyped: the module's typed loader and meta take
// the route's own params and data.
const route = {
  path: '/work/:slug',
  loader: (args: LoaderFunctionArgs) => loader(args as Route.LoaderArgs),
  meta: meta as MetaFunction,
  Component: CaseStudyPage,
  ErrorBoundary,
}

/** The answer the Worker's React Router handler gives: status and redirect (no rendering). */
async function answer(path: string, context: AppLoadContext) {
  const { status, location = null } = await loaderAnswer(route, path, context)
  return { status, location }
}

/** The root of the stub: the head tags (React hoists them into document.head) and the page. */
function Document() {
  return (
    <>
      <Meta />
      <Outlet />
    </>
  )
}

const Empty = () => null
const AllWorkPage = () => <h1>All Work</h1>

/** The page as a visitor's browser shows it, its head tags included. */
function renderPage(path: string, context: AppLoadContext) {
  const Stub = createRoutesStub(
    [
      {
        ...rootRoute,
        path: '/',
        HydrateFallback: Empty,
        Component: Document,
        children: [route, { path: '/all-work', Component: AllWorkPage }],
      },
    ],
    context,
  )
  return render(<Stub initialEntries={[path]} />)
}

const headTag = (selector: string) => document.querySelector(selector)

/** The studio's name, as the published copy the root loader answers says it. */
const STUDIO_NAME = ROOT_COPY_EN.content.studio.name

/** A case study as the admin saves it (the demo content's second item). */
const FERNWAY = {
  title: 'Fernway Outdoor Store',
  description: 'Headless commerce with gear rental bookings and size guides drawn from return data.',
  // In the API's media store, not described yet (the tests' API makes no seed covers).
  cover_url: `${siteConfig.apiUrl}/media/seed/fernway-outdoor.webp`,
  category: 'ecommerce',
  tags: ['Next.js', 'Stripe', 'Rentals'],
  website: 'https://fernway-outdoor.example',
  featured: true,
  slug: 'fernway-outdoor-store',
}

describe('/work/{slug}', () => {
  let real: RealApi
  let context: AppLoadContext

  beforeEach(async () => {
    real = await apiContext()
    context = real.context
  })

  it('answers 200 with the case study: title, category, description, tags, cover and website link', async () => {
    await real.createWorkItem(FERNWAY)
    expect(await answer('/work/fernway-outdoor-store', context)).toEqual({ status: 200, location: null })
    renderPage('/work/fernway-outdoor-store', context)

    const article = await screen.findByRole('article', { name: FERNWAY.title })
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(FERNWAY.title)
    expect(within(article).getByText('E-commerce')).toBeInTheDocument()
    expect(within(article).getByText(FERNWAY.description)).toBeInTheDocument()
    expect(within(article).getByText('Stripe').closest('ul')).toHaveTextContent('Next.jsStripeRentals')

    // Its alternative text is the title (the studio wrote none); from the site's own /media (the
    // variants and the <picture> are components/cover-image.test.tsx's), the largest paint.
    const cover = within(article).getByRole('img', { name: FERNWAY.title })
    expect(cover).toHaveAttribute('src', '/media/seed/fernway-outdoor.webp')
    expect(cover).toHaveAttribute('fetchpriority', 'high')
    expect(cover).not.toHaveAttribute('loading')

    const website = within(article).getByRole('link', { name: /visit website/i })
    expect(website).toHaveAttribute('href', 'https://fernway-outdoor.example')
    expect(website).toHaveAttribute('target', '_blank')
    expect(website.getAttribute('rel')).toContain('noopener')
    expect(screen.getByRole('link', { name: 'Back to all work' })).toHaveAttribute('href', '/all-work')
  })

  it('has its own title, description, canonical address, an article image on the site and CreativeWork JSON-LD', async () => {
    await real.createWorkItem(FERNWAY)
    renderPage('/work/fernway-outdoor-store', context)
    await screen.findByRole('article', { name: FERNWAY.title })

    expect(document.title).toBe(`${FERNWAY.title} | ${STUDIO_NAME}`)
    expect(headTag('meta[name="description"]')).toHaveAttribute('content', FERNWAY.description)
    const url = `${siteConfig.siteUrl}/work/fernway-outdoor-store`
    expect(headTag('link[rel="canonical"]')).toHaveAttribute('href', url)
    // No card drawn (this API has no renderer): the studio's default image, described, on the site.
    const images = document.querySelectorAll('meta[property="og:image"]')
    expect([...images].map((tag) => tag.getAttribute('content'))).toEqual([
      `${siteConfig.siteUrl}/og-image.png`,
    ])
    expect(headTag('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
    expect(headTag('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
    expect(headTag('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/png')
    expect(headTag('meta[property="og:image:alt"]')?.getAttribute('content')).toContain(STUDIO_NAME)
    expect(headTag('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    expect(headTag('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    expect(headTag('meta[name="twitter:image"]')).toHaveAttribute(
      'content',
      `${siteConfig.siteUrl}/og-image.png`,
    )

    const jsonLd = JSON.parse(headTag('script[type="application/ld+json"]')?.textContent ?? 'null')
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: FERNWAY.title,
      description: FERNWAY.description,
      inLanguage: 'en',
      url,
      image: `${siteConfig.siteUrl}/media/seed/fernway-outdoor.webp`,
      datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      dateModified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      keywords: 'Next.js, Stripe, Rentals',
      genre: 'E-commerce',
      creator: { '@type': 'Organization', name: STUDIO_NAME, url: `${siteConfig.siteUrl}/` },
    })
  })

  it('keeps the site image for og:image and shows a placeholder when the item has no cover', async () => {
    await real.createWorkItem({ ...FERNWAY, cover_url: null, website: null, tags: [] })
    renderPage('/work/fernway-outdoor-store', context)
    const article = await screen.findByRole('article', { name: FERNWAY.title })
    expect(within(article).queryByRole('img')).toBeNull()
    expect(within(article).queryByRole('link', { name: /visit website/i })).toBeNull()
    expect(headTag('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${siteConfig.siteUrl}/og-image.png`,
    )
  })

  it('redirects an old slug to the current one with 301', async () => {
    const saved = await real.createWorkItem({ ...FERNWAY, slug: 'fernway' })
    expect(await answer('/work/fernway', context)).toEqual({ status: 200, location: null })
    await real.renameWorkItem(saved, 'fernway-outdoor-store')
    expect(await answer('/work/fernway', context)).toEqual({
      status: 301,
      location: '/work/fernway-outdoor-store',
    })
    expect(await answer('/work/fernway-outdoor-store', context)).toEqual({ status: 200, location: null })
  })

  it('answers an unknown slug with 404 and the not-found page', async () => {
    await real.createWorkItem(FERNWAY)
    expect(await answer('/work/no-such-work', context)).toEqual({ status: 404, location: null })
    expect(await answer('/work/Not%20A%20Slug', context)).toEqual({ status: 404, location: null })
    renderPage('/work/no-such-work', context)
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument()
    expect(document.title).toBe(`Page not found | ${STUDIO_NAME}`)
    expect(headTag('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  it("answers 503 with 'Failed to load' when the API fails, and logs the route and the cause", async () => {
    const lines = logLines()
    const unreachable = unreachableApiContext()
    expect(await answer('/work/fernway-outdoor-store', unreachable)).toEqual({ status: 503, location: null })
    renderPage('/work/fernway-outdoor-store', unreachable)
    expect(await screen.findByRole('alert')).toHaveTextContent(LIST_MESSAGES.loadFailed)
    expect(headTag('link[rel="canonical"]')).toBeNull()
    expect(lines).toContainEqual(
      unreachableApiLine('case_study.load_failed', 'GET /work/:slug', LIST_MESSAGES.loadFailed),
    )
  })
})
