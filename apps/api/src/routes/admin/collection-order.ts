import { API_MESSAGES, ORDER_IDS_MAX, OrderBodySchema } from '@studio/contracts'
import { type SQL, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { auditInsert } from '../../audit/record'
import type { AdminEnv } from '../../auth/guard'
import type { Database } from '../../db/client'
import { savedOrder } from '../../db/queries'
import type { AppDeps } from '../../deps'
import { jsonBody } from '../../lib/validate'
import type { CollectionTable, CollectionTarget } from './collection-routes'

/**
 * Room for an order of ORDER_IDS_MAX ids of any valid size (up to 16 digits and a comma each) in
 * `{"ids":[...]}`: a long list would not fit the 64 KB every other JSON body gets.
 */
export const ORDER_BODY_LIMIT_BYTES = ORDER_IDS_MAX * 17 + 64

/**
 * True when `ids` (a JSON list without repeats) are exactly the collection's ids: as many, and none
 * left out. The ids travel as one JSON parameter read through json_each, so no bound-parameter limit
 * applies and the check costs O(n log n).
 */
function isExactOrder(table: CollectionTable, ids: string, count: number): SQL {
  return sql`(SELECT count(*) FROM ${table}) = ${count}
    AND NOT EXISTS (SELECT 1 FROM ${table} WHERE id NOT IN (SELECT value FROM json_each(${ids})))`
}

/** The collection's ids in their saved order, as a JSON list. */
function savedOrderJson(table: CollectionTable): SQL {
  return sql`(SELECT json_group_array(id ORDER BY ${sql.join(savedOrder(table), sql`, `)}) FROM ${table})`
}

/**
 * Lets requests that arrived meanwhile be answered before a long write. The Node entry's database
 * answers synchronously, so a write over thousands of rows holds every other request until it ends.
 * Three turns of setImmediate pass two polls of the event loop: enough to accept a new connection
 * and read its request. The Worker (no setImmediate) waits for its database over the network anyway.
 */
async function letWaitingRequestsRun(): Promise<void> {
  if (typeof setImmediate !== 'function') return
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve))
}

/** Why an order was refused, as far as the rows now stored tell. */
async function orderRefusal(db: Database, table: CollectionTable, ids: number[]): Promise<string> {
  const stored = new Set((await db.select({ id: table.id }).from(table)).map((row) => row.id))
  if (ids.some((id) => !stored.has(id))) return API_MESSAGES.orderUnknownId
  if (stored.size > ids.length) return API_MESSAGES.orderMissingId
  return API_MESSAGES.orderMismatch
}

/** PUT {collection}/order: every id of the collection exactly once, first shown first. */
export function orderRoute({ db, config }: AppDeps, table: CollectionTable, targetType: CollectionTarget) {
  const app = new Hono<AdminEnv>()
  app.put('/order', jsonBody(OrderBodySchema, ORDER_BODY_LIMIT_BYTES), async (c) => {
    const { ids } = c.req.valid('json')
    const order = JSON.stringify(ids)
    const exact = isExactOrder(table, order, ids.length)
    await letWaitingRequestsRun()
    // One batch, guarded twice by the same condition: a refused order changes nothing, and two racing
    // saves each apply whole. The audit row goes first, so it records the order the write replaces.
    const [audited] = await db.batch([
      auditInsert(db, {
        actor: c.var.session.admin,
        action: 'reorder',
        targetType,
        targetId: null,
        changes: sql`json_object('order', json_object('old', ${savedOrderJson(table)}, 'new', json(${order})))`,
        at: config.now(),
        onlyIf: exact,
      }),
      // One statement, O(n log n) (a CASE with a branch per id took 2 s for 10,000 ids), writing only
      // the rows that move: dragging one item rewrites the rows between its old and new place.
      db.run(sql`UPDATE ${table} SET position = ordered.key
        FROM json_each(${order}) AS ordered
        WHERE ${table}.id = ordered.value AND ${table}.position IS NOT ordered.key AND ${exact}`),
    ])
    if (audited.rowsAffected === 0) return c.json({ error: await orderRefusal(db, table, ids) }, 400)
    return c.json({ ids })
  })

  return app
}
