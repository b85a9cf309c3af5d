// @vitest-environment jsdom-server
import { LIST_MESSAGES } from '@studio/contracts/messages'
import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loaderAnswer } from '../../test-support/loader-answer'
import { apiContext, unreachableApiContext } from '../../test-support/real-api'
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
            tags: [],
            href: null,
          },
          {
            title: 'Atlas Bike Parts',
            description: 'A parts catalogue with fitment search.',
            title_ar: null,
            description_ar: null,
            cover_url: 'https://api.example.com/media/seed/atlas-bike-parts.webp',
            tags: ['Shopify', 'Search'],
            href: 'https://atlas-bike-parts.example',
          },
        ],
      },
    })
  })

  it("answers 503 with 'Failed to load projects' when the API cannot be reached", async () => {
    expect(await answer(unreachableApiContext())).toEqual({
      status: 503,
      data: { kind: 'error', message: LIST_MESSAGES.projectsFailed },
    })
  })
})
