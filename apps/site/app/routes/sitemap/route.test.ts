// @vitest-environment node
import type { AppLoadContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../config'
import { SITEMAP_PAGES } from '../../site-pages'
import { logLines } from '../../test-support/log-lines'
import { apiContext, unreachableApiContext } from '../../test-support/real-api'
import type { Route } from './+types/route'
import { loader } from './route'
import { lastmodOf } from './sitemap-xml'

const alternate = (hreflang: string, path: string) =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${siteConfig.siteUrl}${path}"/>`

const fetchSitemap = (context: AppLoadContext) =>
  loader({
    request: new Request(`${siteConfig.siteUrl}/sitemap.xml`),
    params: {},
    context,
  } as Route.LoaderArgs)

/** A work item as the admin saves it. */
const work = (title: string) => ({ title, description: `${title}: the case study.`, category: 'apps' })

describe('/sitemap.xml', () => {
  it('lists the public pages and every case study with its last change, as XML revalidated on every use', async () => {
    const { context, createWorkItem, updateWorkItem } = await apiContext()
    const fernway = await createWorkItem(work('Fernway Outdoor Store'), { at: '2026-11-20T08:00:00Z' })
    await updateWorkItem(fernway, { website: 'https://fernway.example' }, { at: '2026-11-22T08:00:00Z' })
    await createWorkItem(work('Harbourline Banking App'), { at: '2026-11-23T12:59:50.356Z' })
    await createWorkItem({ ...work('Hidden Work'), hidden: true })

    const response = await fetchSitemap(context)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('public, no-cache')

    const xml = await response.text()
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    )
    const site = siteConfig.siteUrl
    for (const page of SITEMAP_PAGES) {
      const arabic = page.path === '/' ? '/ar/' : `/ar${page.path}`
      const alternates = `${alternate('en', page.path)}${alternate('ar', arabic)}${alternate('x-default', page.path)}`
      for (const address of [page.path, arabic]) {
        expect(xml).toContain(
          `<url><loc>${site}${address}</loc>${alternates}<priority>${page.priority}</priority></url>`,
        )
      }
    }
    const harbourline = `${alternate('en', '/work/harbourline-banking-app')}${alternate('ar', '/ar/work/harbourline-banking-app')}${alternate('x-default', '/work/harbourline-banking-app')}`
    for (const address of ['/work/harbourline-banking-app', '/ar/work/harbourline-banking-app']) {
      expect(xml).toContain(
        `<url><loc>${site}${address}</loc>${harbourline}<lastmod>2026-11-23</lastmod><priority>0.7</priority></url>`,
      )
    }
    expect(xml).toContain(`<url><loc>${site}/ar/work/fernway-outdoor-store</loc>`)
    expect(xml).toContain(`<loc>${site}/work/fernway-outdoor-store</loc>`)
    expect(xml).toContain('<lastmod>2026-11-22</lastmod>')
    expect(xml).not.toContain('hidden-work')
    // Every page and case study in both languages.
    expect(xml.match(/<url>/g)).toHaveLength((SITEMAP_PAGES.length + 2) * 2)
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  it('reflects the API on each request (a renamed case study is listed under its new slug at once)', async () => {
    const { context, createWorkItem, renameWorkItem } = await apiContext()
    const fernway = await createWorkItem(work('Fernway Outdoor Store'), { at: '2026-11-22T08:00:00Z' })
    expect(await (await fetchSitemap(context)).text()).toContain('/work/fernway-outdoor-store</loc>')

    await renameWorkItem(fernway, 'fernway', { at: '2026-12-01T09:00:00Z' })
    const xml = await (await fetchSitemap(context)).text()
    expect(xml).toContain(`${siteConfig.siteUrl}/work/fernway</loc>`)
    expect(xml).toContain(`${siteConfig.siteUrl}/ar/work/fernway</loc>`)
    expect(xml).toContain('<lastmod>2026-12-01</lastmod>')
    expect(xml).not.toContain('fernway-outdoor-store')
  })

  it('answers 503 when the API fails, so the edge serves its last good copy, and logs one line', async () => {
    const lines = logLines()
    const response = await fetchSitemap(unreachableApiContext())
    expect(response.status).toBe(503)
    expect(await response.text()).toBe('Failed to load')
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', event: 'sitemap.load_failed', route: 'GET /sitemap.xml' }),
    ])
  })

  it('leaves lastmod out for a timestamp that is not a date', () => {
    expect(lastmodOf('2026-02-03T04:05:06Z')).toBe('2026-02-03')
    expect(lastmodOf('yesterday')).toBeNull()
    expect(lastmodOf('2026-13-45')).toBeNull()
  })
})
