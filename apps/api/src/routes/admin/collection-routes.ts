import { API_MESSAGES, type AuditAction, OrderBodySchema } from '@studio/contracts'
import { eq, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { SQLiteInsertValue, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core'
import { Hono } from 'hono'
import type { $ZodType, output } from 'zod/v4/core'
import { auditInsert, fieldChanges, INSERTED_ID, WROTE_A_ROW } from '../../audit/record'
import type { AdminEnv } from '../../auth/guard'
import type { Database } from '../../db/client'
import type { projects, workItems } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { noteContentWrite } from '../../lib/list-cache'
import { jsonBody } from '../../lib/validate'
import { INVALID_ID_MESSAGE, parseId } from './id-param'
import { removeCoverIfUnused } from './uploaded-cover'

/** The admin collections: rows with an id, a cover, a manual position, a hidden flag and timestamps. */
type CollectionTable = typeof projects | typeof workItems

/**
 * What a write adds beyond its body (work items: the slug): columns, statements for the same batch
 * (run after the audit row), and whether a uniqueness conflict may be retried with a fresh plan
 * (a generated value that a concurrent write took); or a refusal.
 */
export type WritePlan =
  | { values: Record<string, unknown>; statements: BatchItem<'sqlite'>[]; retryOnConflict?: boolean }
  | { error: string; status: 409 }

const NOTHING_MORE: WritePlan = { values: {}, statements: [] }

/** Creates that lose a uniqueness race this many times in a row give up with 409. */
const MAX_CREATE_ATTEMPTS = 5

/** What one admin collection says about itself; the routes are the same for each. */
export interface Collection<
  Table extends CollectionTable,
  CreateBody extends $ZodType,
  UpdateBody extends $ZodType,
  Answer extends object,
> {
  table: Table
  /** How the audit log names a row of this collection. */
  targetType: 'project' | 'work_item'
  /** Every row, hidden ones included, in the saved order the public site also follows. */
  list: (db: Database) => Promise<Table['$inferSelect'][]>
  createBody: CreateBody
  updateBody: UpdateBody
  /**
   * A validated body as columns, for create and update alike: a field the body leaves out stays
   * undefined, which an update leaves as stored and an insert fills with the column's default.
   */
  toRow: (body: output<CreateBody> | output<UpdateBody>) => SQLiteUpdateSetSource<Table>
  toAnswer: (row: Table['$inferSelect']) => Answer
  /** The audit action of an update (default `update`), e.g. `featured` for the featured toggle. */
  updateAction?: (body: output<UpdateBody>) => AuditAction
  /** Columns a write decides itself (work items: the slug), planned just before the write. */
  plan?: {
    create: (db: Database, body: output<CreateBody>) => Promise<WritePlan>
    update: (db: Database, previous: Table['$inferSelect'], body: output<UpdateBody>) => Promise<WritePlan>
    /** The 409 text for a write refused by one of the plan's uniqueness rules; null for any other error. */
    conflict: (error: unknown) => string | null
  }
}

/** A validated body's fields (snake_case, as in the answers) that it actually sets. */
function setFields(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null) return {}
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined))
}

/**
 * An admin collection's routes: list, create, update, delete by id and save the manual order.
 * Every write commits with its audit row (one batch). A replaced or deleted uploaded cover is
 * removed once nothing shows it any more.
 */
export function collectionRoutes<
  Table extends CollectionTable,
  CreateBody extends $ZodType,
  UpdateBody extends $ZodType,
  Answer extends object,
>(deps: AppDeps, collection: Collection<Table, CreateBody, UpdateBody, Answer>) {
  const { db, config } = deps
  const { table, toRow, toAnswer, targetType } = collection
  const app = new Hono<AdminEnv>()

  app.get('/', async (c) => c.json((await collection.list(db)).map(toAnswer)))

  app.post('/', jsonBody(collection.createBody), async (c) => {
    const now = config.now()
    const body = c.req.valid('json')
    for (let attempt = 1; ; attempt += 1) {
      const plan = collection.plan ? await collection.plan.create(db, body) : NOTHING_MORE
      if ('error' in plan) return c.json({ error: plan.error }, plan.status)
      // The create body requires every column the table requires; drizzle cannot see that generically.
      const values = {
        ...toRow(body),
        ...plan.values,
        // A new row goes first: one below the smallest position, decided inside the INSERT itself.
        position: sql`(SELECT coalesce(min(position), 0) - 1 FROM ${table})`,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      } as SQLiteInsertValue<Table>
      try {
        const [inserted] = await db.batch([
          db.insert(table).values(values).returning(),
          auditInsert(db, {
            actor: c.var.session.admin,
            action: 'create',
            targetType,
            targetId: INSERTED_ID,
            changes: fieldChanges(null, { ...setFields(body), ...setFields(plan.values) }),
            at: now,
          }),
          ...plan.statements,
        ])
        noteContentWrite(db)
        return c.json(toAnswer(inserted[0] as Table['$inferSelect']), 201)
      } catch (error) {
        const conflict = collection.plan?.conflict(error) ?? null
        if (conflict === null) throw error
        if (!plan.retryOnConflict || attempt >= MAX_CREATE_ATTEMPTS) return c.json({ error: conflict }, 409)
      }
    }
  })

  // Before /:id, so `order` is never read as an id.
  app.put('/order', jsonBody(OrderBodySchema), async (c) => {
    const { ids } = c.req.valid('json')
    const previous = (await collection.list(db)).map((row) => row.id)
    // The ids are validated positive integers, so they are written inline (no bound-parameter limit).
    const idList = sql.raw(ids.join(', '))
    const positions = sql.raw(ids.map((id, index) => `WHEN ${id} THEN ${index}`).join(' '))
    // One UPDATE, guarded by the set it must cover: it is atomic on its own, and with any id
    // missing, unknown or added meanwhile it changes nothing. Two racing reorders: the later wins whole.
    const [updated] = await db.batch([
      db.run(sql`UPDATE ${table} SET position = CASE id ${positions} END
        WHERE (SELECT count(*) FROM ${table}) = ${ids.length}
          AND NOT EXISTS (SELECT 1 FROM ${table} WHERE id NOT IN (${idList}))`),
      auditInsert(db, {
        actor: c.var.session.admin,
        action: 'reorder',
        targetType,
        targetId: null,
        changes: { order: { old: previous, new: ids } },
        at: config.now(),
        onlyIf: WROTE_A_ROW,
      }),
    ])
    if (updated.rowsAffected === 0) return c.json({ error: API_MESSAGES.orderMismatch }, 400)
    noteContentWrite(db)
    return c.json({ ids })
  })

  app.put('/:id', jsonBody(collection.updateBody), async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const [previous] = await db.select().from(table).where(eq(table.id, id))
    if (!previous) return c.json({ error: API_MESSAGES.notFound }, 404)
    const body = c.req.valid('json')
    const now = config.now()
    const plan = collection.plan
      ? await collection.plan.update(db, previous as Table['$inferSelect'], body)
      : NOTHING_MORE
    if ('error' in plan) return c.json({ error: plan.error }, plan.status)
    const before = toAnswer(previous as Table['$inferSelect']) as Record<string, unknown>
    const patch = { ...setFields(body), ...setFields(plan.values) }
    const write = db.batch([
      db
        .update(table)
        .set({ ...toRow(body), ...plan.values, updatedAt: now.toISOString() } as SQLiteUpdateSetSource<Table>)
        .where(eq(table.id, id))
        .returning(),
      auditInsert(db, {
        actor: c.var.session.admin,
        action: collection.updateAction?.(body) ?? 'update',
        targetType,
        targetId: id,
        changes: fieldChanges(Object.fromEntries(Object.keys(patch).map((key) => [key, before[key]])), patch),
        at: now,
        onlyIf: WROTE_A_ROW,
      }),
      ...plan.statements,
    ])
    const [updated] = await write.catch((error: unknown) => {
      const conflict = collection.plan?.conflict(error) ?? null
      if (conflict === null) throw error
      return [conflict] as const
    })
    if (typeof updated === 'string') return c.json({ error: updated }, 409)
    noteContentWrite(db)
    const row = updated[0] as Table['$inferSelect'] | undefined
    if (!row) return c.json({ error: API_MESSAGES.notFound }, 404)
    if (previous.coverUrl !== row.coverUrl) await removeCoverIfUnused(deps, previous.coverUrl)
    return c.json(toAnswer(row))
  })

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const [previous] = await db.select().from(table).where(eq(table.id, id))
    if (!previous) return c.json({ error: API_MESSAGES.notFound }, 404)
    const [deleted] = await db.batch([
      db.delete(table).where(eq(table.id, id)).returning({ coverUrl: table.coverUrl }),
      auditInsert(db, {
        actor: c.var.session.admin,
        action: 'delete',
        targetType,
        targetId: id,
        changes: fieldChanges(toAnswer(previous as Table['$inferSelect']) as Record<string, unknown>, null),
        at: config.now(),
        onlyIf: WROTE_A_ROW,
      }),
    ])
    noteContentWrite(db)
    const row = deleted[0]
    if (!row) return c.json({ error: API_MESSAGES.notFound }, 404)
    await removeCoverIfUnused(deps, row.coverUrl)
    return c.json({ ok: true })
  })

  return app
}
