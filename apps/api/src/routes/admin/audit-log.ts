import { AuditLogQuerySchema } from '@studio/contracts'
import { Hono } from 'hono'
import { listAuditPage, toAuditEntry } from '../../audit/list'
import type { AdminEnv } from '../../auth/guard'
import type { AppDeps } from '../../deps'
import { pagedList } from '../../lib/paging'
import { queryParams } from '../../lib/validate'

/**
 * {prefix}/audit-log: who changed what, newest first, paged like the messages list (a JSON array
 * of one page, with X-Total-Count and an RFC 8288 Link header); `actor` (email) and `action` filter.
 */
export function auditLogRoutes({ db }: AppDeps) {
  const app = new Hono<AdminEnv>()
  app.get('/', queryParams(AuditLogQuerySchema), async (c) => {
    const { page, per_page: perPage, actor, action } = c.req.valid('query')
    const { rows, total } = await listAuditPage(db, { actor, action }, page, perPage)
    return pagedList(c, rows.map(toAuditEntry), { page, perPage, total })
  })
  return app
}
