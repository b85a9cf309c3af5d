import {
  AUDIENCE_LIMITS,
  AUDIENCE_MESSAGES,
  type ViewBatchResult,
  ViewBatchSchema,
} from '@studio/contracts/audience'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { fromSiteWorker } from '../../audience/audience-key'
import { recordViews } from '../../audience/record-views'
import type { AppDeps } from '../../deps'
import { jsonBody } from '../../lib/validate'

/**
 * POST /public/views: a batch of page views counted by the site's Worker (up to
 * AUDIENCE_LIMITS.batchMax), recorded whole in one batch of writes. The API is public, so only a
 * request with the audience key is heard; any other is refused before its body is read, and
 * records nothing.
 */
export function viewRoutes(deps: AppDeps) {
  const app = new Hono()

  const siteWorkerOnly = createMiddleware(async (c, next) => {
    if (!(await fromSiteWorker(c, deps.config))) return c.json({ error: AUDIENCE_MESSAGES.keyRefused }, 401)
    await next()
  })

  app.post('/', siteWorkerOnly, jsonBody(ViewBatchSchema, AUDIENCE_LIMITS.batchBytes), async (c) => {
    const outcome: ViewBatchResult = await recordViews(deps, c.req.valid('json').views)
    return c.json(outcome)
  })

  return app
}
