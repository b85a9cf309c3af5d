// @vitest-environment node
import { photoFixture } from '@studio/api/phone-photo'
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loaderAnswer } from '../../test-support/loader-answer'
import { apiContext } from '../../test-support/real-api'
import type { Route } from './+types/route'
import { loader } from './route'

const route = { path: '/all-work', loader: (args: LoaderFunctionArgs) => loader(args as Route.LoaderArgs) }
const answer = (context: AppLoadContext) => loaderAnswer(route, '/all-work', context)

describe('/all-work loader', () => {
  it('answers 200 with every shown work item, newest first, as the API lists it', async () => {
    const { context, createWorkItem } = await apiContext()
    const fernway = {
      title: 'Fernway Outdoor Store',
      description: 'Headless commerce with gear rental bookings.',
      category: 'ecommerce',
      tags: ['Next.js', 'Stripe'],
      website: 'https://fernway-outdoor.example',
      featured: true,
    } as const
    await createWorkItem(fernway)
    await createWorkItem({
      title: 'Hidden Work',
      description: 'Not public yet.',
      category: 'apps',
      hidden: true,
    })
    await createWorkItem({
      title: 'Harbourline Banking App',
      description: 'Mobile banking.',
      category: 'apps',
    })

    const { status, data } = await answer(context)
    expect(status).toBe(200)
    expect(data).toEqual({
      kind: 'loaded',
      items: [
        expect.objectContaining({
          title: 'Harbourline Banking App',
          category: 'apps',
          featured: false,
          slug: 'harbourline-banking-app',
        }),
        expect.objectContaining({ ...fernway, tags: [...fernway.tags], slug: 'fernway-outdoor-store' }),
      ],
    })
  })

  it("carries each item's cover record and alternative texts, null where the item has none", async () => {
    const { context, createWorkItem, uploadCover } = await apiContext()
    const upload = await uploadCover(await photoFixture())
    await createWorkItem({ title: 'No Cover', description: 'd', category: 'apps' })
    await createWorkItem({
      title: 'Discovery Board',
      description: 'A workshop wall.',
      category: 'apps',
      cover_url: upload.url ?? null,
      cover_alt: 'Sticky notes on a wall',
    })
    const { data } = await answer(context)
    expect(data).toMatchObject({
      kind: 'loaded',
      items: [
        {
          title: 'Discovery Board',
          cover: { key: upload.key, width: 720, height: 477, widths: [320, 480, 720] },
          cover_alt: 'Sticky notes on a wall',
          cover_alt_ar: null,
        },
        { title: 'No Cover', cover_url: null, cover: null, cover_alt: null, cover_alt_ar: null },
      ],
    })
  })

  it('answers 200 with an empty list when nothing is published', async () => {
    const { context } = await apiContext()
    expect(await answer(context)).toEqual({ status: 200, data: { kind: 'loaded', items: [] } })
  })
})
