// @vitest-environment node
import { photoFixture } from '@studio/api/phone-photo'
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loaderAnswer } from '../../test-support/loader-answer'
import { apiContext } from '../../test-support/real-api'
import type { Route } from './+types/route'
import { loader } from './route'

const route = { path: '/projects', loader: (args: LoaderFunctionArgs) => loader(args as Route.LoaderArgs) }
const answer = (context: AppLoadContext) => loaderAnswer(route, '/projects', context)

describe('/projects loader', () => {
  it('answers 200 with every shown project, newest first, as the API lists it', async () => {
    const { context, createProject } = await apiContext()
    await createProject({
      title: 'Atlas Bike Parts',
      description: 'A parts catalogue with fitment search.',
      title_ar: null,
      description_ar: null,
      cover_url: 'https://api.example.com/media/seed/atlas-bike-parts.webp',
      tags: ['Shopify', 'Search'],
      href: 'https://atlas-bike-parts.example',
    })
    await createProject({ title: 'Hidden Project', description: 'Not public yet.', hidden: true })
    await createProject({ title: 'Nile Clinic', description: 'Bookings for a clinic.' })

    expect(await answer(context)).toEqual({
      status: 200,
      data: {
        kind: 'loaded',
        items: [
          {
            title: 'Nile Clinic',
            description: 'Bookings for a clinic.',
            title_ar: null,
            description_ar: null,
            cover_url: null,
            cover: null,
            cover_alt: null,
            cover_alt_ar: null,
            tags: [],
            href: null,
          },
          {
            title: 'Atlas Bike Parts',
            description: 'A parts catalogue with fitment search.',
            title_ar: null,
            description_ar: null,
            cover_url: 'https://api.example.com/media/seed/atlas-bike-parts.webp',
            // Not in the API's media store: the address alone, which the site does not show.
            cover: null,
            cover_alt: null,
            cover_alt_ar: null,
            tags: ['Shopify', 'Search'],
            href: 'https://atlas-bike-parts.example',
          },
        ],
      },
    })
  })

  it("carries an uploaded cover's record (size, placeholder, widths) and its alternative texts", async () => {
    const { context, createProject, uploadCover } = await apiContext()
    const upload = await uploadCover(await photoFixture())
    await createProject({
      title: 'Discovery Board',
      description: 'A workshop wall.',
      cover_url: upload.url ?? null,
      cover_alt: 'Sticky notes on a wall',
      cover_alt_ar: 'أوراق لاصقة على جدار',
    })
    const { data } = await answer(context)
    expect(data).toMatchObject({
      kind: 'loaded',
      items: [
        {
          cover_url: upload.url,
          cover: {
            key: upload.key,
            width: 720,
            height: 477,
            placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
            color: expect.stringMatching(/^#[0-9a-f]{6}$/),
            widths: [320, 480, 720],
            avif_widths: [320, 480, 720],
          },
          cover_alt: 'Sticky notes on a wall',
          cover_alt_ar: 'أوراق لاصقة على جدار',
        },
      ],
    })
  })
})
