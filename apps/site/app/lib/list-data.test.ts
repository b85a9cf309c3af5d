// @vitest-environment node
import { LIST_MESSAGES } from '@studio/contracts/messages'
import { describe, expect, it } from 'vitest'
import { loader as allWorkLoader } from '../routes/all-work/route'
import { loader as projectsLoader } from '../routes/projects/route'
import { loaderAnswer } from '../test-support/loader-answer'
import { logLines, unreachableApiLine } from '../test-support/log-lines'
import { unreachableApiContext } from '../test-support/real-api'

/** The public lists' loaders, each with the text its API client fails with. */
const LIST_ROUTES = [
  { path: '/all-work', loader: allWorkLoader, apiMessage: LIST_MESSAGES.allWorkFailed },
  { path: '/projects', loader: projectsLoader, apiMessage: LIST_MESSAGES.projectsFailed },
]

describe.each(LIST_ROUTES)('$path loader', (route) => {
  it('answers 503 with the failure, no text, when the API cannot be reached, and logs the route and cause', async () => {
    const lines = logLines()
    expect(await loaderAnswer(route, route.path, unreachableApiContext())).toEqual({
      status: 503,
      data: { kind: 'error', failure: 'unavailable' },
    })
    expect(lines).toEqual([unreachableApiLine('list.load_failed', `GET ${route.path}`, route.apiMessage)])
  })
})
