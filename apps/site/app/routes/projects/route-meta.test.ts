// @vitest-environment node
import type { PublicProject } from '@studio/contracts/projects'
import { SITE_CONTENT_DEFAULTS_EN } from '@studio/contracts/site-content-defaults'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../config'
import type { ListLoad } from '../../lib/list-data'
import { ROOT_COPY_EN } from '../../test-support/root-copy'
import { meta } from './route'

const projects: PublicProject[] = [
  {
    title: 'Harbourline',
    description: 'd',
    title_ar: null,
    description_ar: null,
    cover_url: 'https://api.example/h.webp',
    tags: [],
    href: null,
  },
  {
    title: 'Fernway',
    description: 'd',
    title_ar: null,
    description_ar: null,
    cover_url: null,
    tags: [],
    href: 'https://fernway.example/',
  },
]

const metaFor = (
  loaderData: ListLoad<PublicProject>,
  matches: unknown[] = [{ id: 'root', loaderData: ROOT_COPY_EN }],
) =>
  meta({ loaderData, matches, location: { pathname: '/projects', search: '' } } as Parameters<typeof meta>[0])

describe('Projects meta', () => {
  it("takes its title and description from the root's site copy", () => {
    const content = structuredClone(SITE_CONTENT_DEFAULTS_EN)
    content.meta.projects = { title: 'Our work', description: 'Everything we shipped lately.' }
    content.studio.name = 'Another Studio'
    const tags = metaFor({ kind: 'loaded', items: projects }, [
      { id: 'root', loaderData: { content, preview: null, year: 2031 } },
    ])
    expect(tags).toContainEqual({ title: 'Our work | Another Studio' })
    expect(tags).toContainEqual({ name: 'description', content: 'Everything we shipped lately.' })
  })

  it('keeps the canonical link of /projects', () => {
    expect(metaFor({ kind: 'loaded', items: projects })).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${siteConfig.siteUrl}/projects`,
    })
  })

  it('adds one ItemList of the projects', () => {
    const entries = metaFor({ kind: 'loaded', items: projects }).filter(
      (entry) => entry && 'script:ld+json' in entry,
    )
    expect(entries).toEqual([
      {
        'script:ld+json': {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: 'Projects',
          numberOfItems: 2,
          itemListElement: [
            // No address of its own: its section of the page; a cover on another host is not named.
            {
              '@type': 'ListItem',
              position: 1,
              name: 'Harbourline',
              url: `${siteConfig.siteUrl}/projects#mobile-project-0`,
            },
            { '@type': 'ListItem', position: 2, name: 'Fernway', url: 'https://fernway.example/' },
          ],
        },
      },
    ])
  })

  it('adds no ItemList when the list failed to load', () => {
    const entries = metaFor({ kind: 'error', failure: 'unavailable' })
    expect(entries.some((entry) => entry && 'script:ld+json' in entry)).toBe(false)
  })
})
