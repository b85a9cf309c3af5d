import { Hono } from 'hono'
import { listContactMessages, toContactMessage } from '../../db/queries'
import type { AppDeps } from '../../deps'

/** {prefix}/contact-messages: every enquiry, newest first. */
export function contactMessageRoutes(deps: AppDeps) {
  const app = new Hono()
  app.get('/', async (c) => c.json((await listContactMessages(deps.db)).map(toContactMessage)))
  return app
}
