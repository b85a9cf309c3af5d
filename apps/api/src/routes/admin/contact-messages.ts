import {
  API_MESSAGES,
  BulkActionBodySchema,
  INBOX_MESSAGES,
  InboxListQuerySchema,
  MessageStatusBodySchema,
} from '@studio/contracts'
import { Hono } from 'hono'
import { auditInsert } from '../../audit/record'
import type { AdminEnv } from '../../auth/guard'
import type { AppDeps } from '../../deps'
import { exportCsvStream, exportFilename } from '../../inbox/export'
import {
  applyBulkAction,
  countUnread,
  deleteMessage,
  listMessagePage,
  setMessageStatus,
  toInboxMessage,
} from '../../inbox/messages'
import { pagedList } from '../../lib/paging'
import { jsonBody, queryParams } from '../../lib/validate'
import { readSettings } from '../../settings/store'
import { INVALID_ID_MESSAGE, parseId } from './id-param'

const listQuery = queryParams(InboxListQuerySchema)

/**
 * {prefix}/contact-messages: the enquiry inbox. The list stays the spec's JSON list (one page of
 * it, newest first), with X-Total-Count and an RFC 8288 Link header for paging.
 */
export function contactMessageRoutes({ db, config }: AppDeps) {
  const app = new Hono<AdminEnv>()
  const stampOf = (session: AdminEnv['Variables']['session']) => ({ actor: session.admin, at: config.now() })

  app.get('/', listQuery, async (c) => {
    const { page, per_page: perPage, q, status, language, source } = c.req.valid('query')
    const { rows, total } = await listMessagePage(db, { q, status, language, source }, page, perPage)
    return pagedList(c, rows.map(toInboxMessage), { page, perPage, total })
  })

  app.get('/unread-count', async (c) => c.json({ count: await countUnread(db) }))

  app.get('/export', listQuery, async (c) => {
    const { q, status, language, source } = c.req.valid('query')
    // Times in the studio's time zone, as the Audience screen counts days; the header names it.
    const { time_zone: timeZone } = await readSettings(db, 'audience')
    // An export writes nothing, so its audit row stands alone, recorded before the download starts.
    await auditInsert(db, {
      ...stampOf(c.var.session),
      action: 'export',
      targetType: 'contact_message',
      targetId: null,
      changes: {
        filter: {
          old: null,
          new: { q, status, ...(language ? { language } : {}), ...(source ? { source } : {}) },
        },
      },
    })
    c.header('Content-Type', 'text/csv; charset=utf-8; header=present')
    c.header('Content-Disposition', `attachment; filename="${exportFilename(config.now(), timeZone)}"`)
    c.header('Cache-Control', 'no-store')
    return c.body(exportCsvStream(db, { q, status, language, source }, timeZone))
  })

  app.post('/bulk', jsonBody(BulkActionBodySchema), async (c) => {
    const { ids, action } = c.req.valid('json')
    const changed = await applyBulkAction(db, ids, action, stampOf(c.var.session))
    if (changed === null) return c.json({ error: INBOX_MESSAGES.someNotFound }, 404)
    return c.json({ count: changed })
  })

  app.patch('/:id', jsonBody(MessageStatusBodySchema), async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const row = await setMessageStatus(db, id, c.req.valid('json').status, stampOf(c.var.session))
    if (!row) return c.json({ error: API_MESSAGES.notFound }, 404)
    return c.json(toInboxMessage(row))
  })

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    if (!(await deleteMessage(db, id, stampOf(c.var.session))))
      return c.json({ error: API_MESSAGES.notFound }, 404)
    return c.json({ ok: true })
  })

  return app
}
