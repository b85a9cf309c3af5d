import { API_MESSAGES, type AuditAction, type ProjectBodySchema } from '@studio/contracts'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { RunnableQuery } from 'drizzle-orm/runnable-query'
import { type Context, Hono } from 'hono'
import type { $ZodType, output } from 'zod/v4/core'
import { auditInsert, fieldChanges, INSERTED_ID, WROTE_A_ROW } from '../../audit/record'
import type { AdminEnv } from '../../auth/guard'
import { drawShareCards } from '../../cards/draw-share-cards'
import { shareCardMap, shareCardsRead, workItemShareCards } from '../../cards/read-share-cards'
import type { Database } from '../../db/client'
import type { projects, workItems } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { jsonBody } from '../../lib/validate'
import { type CoverRecord, coverRecordMap, coverRecordReads } from '../../media/cover-records'
import { coverColumnsOf, coverLookup, shownOriginalKeys } from '../../media/item-covers'
import { orderRoute } from './collection-order'
import { INVALID_ID_MESSAGE, parseId } from './id-param'
import { removeCoverIfUnused } from './uploaded-cover'

/** A statement for `db.batch` whose result is `Result`. */
export type Statement<Result> = RunnableQuery<Result, 'sqlite'>

/** A studio's share cards by subject, then language (shareCardMap). */
type ShareCardsBySubject = ReturnType<typeof shareCardMap>

/** The admin collections' tables, and how the audit log names a row of each. */
export type CollectionTable = typeof projects | typeof workItems
export type CollectionTarget = 'project' | 'work_item'

/** What the shared routes read of a stored row. */
interface StoredRow {
  id: number
  coverKey: string | null
  coverUrl: string | null
}

/**
 * How this request's body stores a cover_url (coverColumnsOf): our media as its key, any other
 * address as it is; undefined leaves both columns as stored.
 */
export type CoverColumnsOf = (url: string | null | undefined) => {
  coverKey?: string | null
  coverUrl?: string | null
}

/**
 * A write a collection has prepared: the statement (returning the written row), the fields it sets
 * as the answers name them (for the audit log), statements for the same batch (run after the audit
 * row), and whether a uniqueness conflict may be retried with a fresh plan (a generated value that
 * a concurrent write took); or a refusal.
 */
export type PreparedWrite<Row> =
  | {
      statement: Statement<Row[]>
      fields: Record<string, unknown>
      statements?: BatchItem<'sqlite'>[]
      retryOnConflict?: boolean
    }
  | { error: string; status: 409 }

/** The columns every create sets: a new row goes first, one below the smallest position. */
export interface CreateStamp {
  position: SQL
  createdAt: string
  updatedAt: string
}

/**
 * One admin collection: its statements, typed by its own table, and its answers. The routes are the
 * same for each (collectionRoutes).
 */
export interface Collection<
  Row extends StoredRow,
  CreateBody extends $ZodType,
  UpdateBody extends $ZodType,
  Answer extends Record<string, unknown>,
> {
  table: CollectionTable
  /** How the audit log names a row of this collection. */
  targetType: CollectionTarget
  createBody: CreateBody
  updateBody: UpdateBody
  /** Every row, hidden ones included, in the saved order the public site also follows. */
  list: (db: Database) => Promise<Row[]>
  find: (db: Database, id: number) => Promise<Row | undefined>
  create: (
    db: Database,
    body: output<CreateBody>,
    stamp: CreateStamp,
    cover: CoverColumnsOf,
  ) => Promise<PreparedWrite<Row>>
  update: (
    db: Database,
    previous: Row,
    body: output<UpdateBody>,
    updatedAt: string,
    cover: CoverColumnsOf,
  ) => Promise<PreparedWrite<Row>>
  toAnswer: (row: Row) => Answer
  /** The audit action of an update (default `update`), e.g. `featured` for the featured toggle. */
  updateAction?: (body: output<UpdateBody>) => AuditAction
  /** The 409 text for a write refused by one of the collection's uniqueness rules; null for any other error. */
  conflict?: (error: unknown) => string | null
}

/** Creates that lose a uniqueness race this many times in a row give up with 409. */
const MAX_CREATE_ATTEMPTS = 5

/** The fields of a project body that a work item body has too (the same names, the same rules). */
type ItemBody = Partial<
  Pick<
    output<typeof ProjectBodySchema>,
    | 'title'
    | 'description'
    | 'title_ar'
    | 'description_ar'
    | 'cover_url'
    | 'cover_alt'
    | 'cover_alt_ar'
    | 'tags'
    | 'href'
    | 'hidden'
  >
>

/**
 * The columns projects and work items share, from a body; a field it leaves out stays as stored. The
 * cover is stored by `cover` (a key for our media, never its address).
 */
export const itemColumnsOf = (body: ItemBody, cover: CoverColumnsOf) => ({
  title: body.title,
  description: body.description,
  titleAr: body.title_ar,
  descriptionAr: body.description_ar,
  ...cover(body.cover_url),
  coverAlt: body.cover_alt,
  coverAltAr: body.cover_alt_ar,
  tags: body.tags,
  href: body.href,
  hidden: body.hidden,
})

/** A body's fields that it actually sets (a field left out is undefined). */
export function setFields(body: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined))
}

/**
 * An admin collection's routes: list, create, update, delete by id and save the manual order.
 * Every write commits with its audit row (one batch). A replaced or deleted uploaded cover is
 * removed once nothing shows it any more.
 */
export function collectionRoutes<
  Row extends StoredRow,
  CreateBody extends $ZodType,
  UpdateBody extends $ZodType,
  Answer extends Record<string, unknown>,
>(deps: AppDeps, collection: Collection<Row, CreateBody, UpdateBody, Answer>) {
  const { db, config } = deps
  const { table, toAnswer, targetType } = collection
  const app = new Hono<AdminEnv>()

  /** A write and its audit row in one batch; a uniqueness conflict becomes its 409 text. */
  async function commit(write: Exclude<PreparedWrite<Row>, { error: string }>, audit: BatchItem<'sqlite'>) {
    try {
      const [written] = await db.batch([write.statement, audit, ...(write.statements ?? [])])
      return { row: written[0] }
    } catch (error) {
      const conflict = collection.conflict?.(error) ?? null
      if (conflict === null) throw error
      return { conflict }
    }
  }

  /**
   * How this request stores a cover_url: an address under the current media base, or `/media/<key>`
   * on an origin serving this studio's media (this API as the request reached it, the site), is
   * stored as its key.
   */
  const coverOfRequest =
    (requestUrl: string): CoverColumnsOf =>
    (url) =>
      coverColumnsOf(url, {
        publicMediaBaseUrl: config.publicMediaBaseUrl,
        origins: [new URL(requestUrl).origin, config.siteOrigin],
      })

  /**
   * Answers with each row's `cover` (its record's size and widths, for the admin's thumbnails and
   * previews): read for the answer only, never part of an audit row's fields. The covers' records
   * and a work item's share cards are read in one batch: one round trip (issue 43's budgets: a list
   * screen's loader <= 3 round trips with the guard and the list, a save <= 4).
   */
  async function withCovers(rows: Row[]) {
    const base = config.publicMediaBaseUrl
    const coverReads = coverRecordReads(db, shownOriginalKeys(rows, base))
    const answers = (coverRows: CoverRecord[][], cards: ShareCardsBySubject | null) => {
      const coverOf = coverLookup(coverRecordMap(coverRows), base)
      return rows.map((row) => ({
        ...toAnswer(row),
        cover: coverOf(row),
        ...(cards ? { share_cards: workItemShareCards(cards, row.id) } : {}),
      }))
    }
    // A work item's share cards, for the drawer's preview (projects have no case study, so none).
    if (targetType === 'work_item') {
      const [cardRows, ...coverRows] = await db.batch([shareCardsRead(db), ...coverReads])
      return answers(coverRows, shareCardMap(cardRows))
    }
    const [first, ...rest] = coverReads
    return answers(first ? await db.batch([first, ...rest]) : [], null)
  }

  /**
   * A case study's card shows its title and cover: redrawn after the answer (a saved project changes
   * no card, and finds nothing to draw).
   */
  const drawCards = (c: Context) => {
    if (deps.cards) deps.defer(c, drawShareCards(deps))
  }

  app.get('/', async (c) => c.json(await withCovers(await collection.list(db))))

  app.post('/', jsonBody(collection.createBody), async (c) => {
    const now = config.now()
    const body = c.req.valid('json')
    const stamp: CreateStamp = {
      // Decided inside the INSERT itself, so two creates at once both go first (newest first).
      position: sql`(SELECT coalesce(min(position), 0) - 1 FROM ${table})`,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    }
    for (let attempt = 1; ; attempt += 1) {
      const write = await collection.create(db, body, stamp, coverOfRequest(c.req.url))
      if ('error' in write) return c.json({ error: write.error }, write.status)
      const result = await commit(
        write,
        auditInsert(db, {
          actor: c.var.session.admin,
          action: 'create',
          targetType,
          targetId: INSERTED_ID,
          changes: fieldChanges(null, write.fields),
          at: now,
        }),
      )
      if (!('conflict' in result)) {
        if (!result.row) throw new Error('The INSERT returned no row.')
        const [answer] = await withCovers([result.row])
        drawCards(c)
        return c.json(answer, 201)
      }
      if (!write.retryOnConflict || attempt >= MAX_CREATE_ATTEMPTS)
        return c.json({ error: result.conflict }, 409)
    }
  })

  // Before /:id, so `order` is never read as an id.
  app.route('/', orderRoute(deps, table, targetType))

  app.put('/:id', jsonBody(collection.updateBody), async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const previous = await collection.find(db, id)
    if (!previous) return c.json({ error: API_MESSAGES.notFound }, 404)
    const body = c.req.valid('json')
    const now = config.now()
    const write = await collection.update(db, previous, body, now.toISOString(), coverOfRequest(c.req.url))
    if ('error' in write) return c.json({ error: write.error }, write.status)
    const before = toAnswer(previous)
    const result = await commit(
      write,
      auditInsert(db, {
        actor: c.var.session.admin,
        action: collection.updateAction?.(body) ?? 'update',
        targetType,
        targetId: id,
        changes: fieldChanges(
          Object.fromEntries(Object.keys(write.fields).map((key) => [key, before[key]])),
          write.fields,
        ),
        at: now,
        onlyIf: WROTE_A_ROW,
      }),
    )
    if ('conflict' in result) return c.json({ error: result.conflict }, 409)
    if (!result.row) return c.json({ error: API_MESSAGES.notFound }, 404)
    if (previous.coverKey !== result.row.coverKey || previous.coverUrl !== result.row.coverUrl)
      await removeCoverIfUnused(deps, previous)
    const [answer] = await withCovers([result.row])
    drawCards(c)
    return c.json(answer)
  })

  app.delete('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json({ error: INVALID_ID_MESSAGE }, 400)
    const previous = await collection.find(db, id)
    if (!previous) return c.json({ error: API_MESSAGES.notFound }, 404)
    const [deleted] = await db.batch([
      db
        .delete(table)
        .where(eq(table.id, id))
        .returning({ coverKey: table.coverKey, coverUrl: table.coverUrl }),
      auditInsert(db, {
        actor: c.var.session.admin,
        action: 'delete',
        targetType,
        targetId: id,
        changes: fieldChanges(toAnswer(previous), null),
        at: config.now(),
        onlyIf: WROTE_A_ROW,
      }),
    ])
    const row = deleted[0]
    if (!row) return c.json({ error: API_MESSAGES.notFound }, 404)
    await removeCoverIfUnused(deps, row)
    drawCards(c)
    return c.json({ ok: true })
  })

  return app
}
