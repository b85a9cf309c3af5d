import { UPLOAD_MAX_BYTES } from '@studio/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { shareCards } from '../db/schema'
import type { AppDeps } from '../deps'
import { logError } from '../lib/log'
import { readMediaBytes } from '../media/stored-cover'
import { type DueCard, wantedCards } from './card-subjects'

/** Cards per run of the minute's job; a save or publish draws all of its own at once. */
export const CARDS_PER_SCHEDULED_RUN = 8

export type CardDeps = Pick<AppDeps, 'db' | 'media' | 'config' | 'cards'>

export interface DrawOptions {
  /** At most this many cards in this run; every due one when absent. */
  limit?: number
  /** Stops between two cards (the Node entry's shutdown). */
  signal?: AbortSignal
}

/**
 * The databases a drawing runs on in this process: a second call meanwhile (a save while the
 * minute's job draws) asks the running one to look again when it is done, rather than draw the
 * same cards twice.
 */
const running = new WeakMap<object, { again: boolean }>()

/**
 * Draws every card whose inputs changed (or that was never drawn), stores it under its new key,
 * points its row at it and deletes the card it replaces; drops the cards of pages and case studies
 * that are gone (a deleted or hidden item). Without a renderer (the Worker) it does nothing: each
 * page keeps its last card, or the studio's default. A card that fails to draw keeps its last one
 * and is tried again on the next run. Answers how many cards were drawn.
 */
export async function drawShareCards(deps: CardDeps, options: DrawOptions = {}): Promise<number> {
  const renderer = deps.cards
  if (!renderer) return 0
  const current = running.get(deps.db)
  if (current) {
    current.again = true
    return 0
  }
  const state = { again: true }
  running.set(deps.db, state)
  let drawn = 0
  try {
    while (state.again) {
      state.again = false
      const limit = (options.limit ?? Number.POSITIVE_INFINITY) - drawn
      if (limit <= 0) break
      drawn += await drawDue(deps, renderer.version, limit, options.signal)
    }
    return drawn
  } finally {
    running.delete(deps.db)
  }
}

async function drawDue(
  deps: CardDeps,
  version: string,
  limit: number,
  signal: AbortSignal | undefined,
): Promise<number> {
  const wanted = await wantedCards(deps.db, version, deps.config.publicMediaBaseUrl)
  const rows = await deps.db.select().from(shareCards)
  const rowOf = new Map(rows.map((row) => [`${row.subject} ${row.language}`, row]))
  const wantedIds = new Set(wanted.map((card) => `${card.subject} ${card.language}`))
  for (const row of rows) {
    if (wantedIds.has(`${row.subject} ${row.language}`)) continue
    await deps.db
      .delete(shareCards)
      .where(and(eq(shareCards.subject, row.subject), eq(shareCards.language, row.language)))
    await deps.media.delete(row.key).catch(() => undefined)
  }
  let drawn = 0
  for (const card of wanted) {
    if (drawn >= limit || signal?.aborted) break
    const previous = rowOf.get(`${card.subject} ${card.language}`)
    if (previous?.key === card.key) continue
    if (await drawOne(deps, card, previous?.key ?? null)) drawn += 1
  }
  return drawn
}

async function coverBytes(deps: CardDeps, key: string | null): Promise<Uint8Array | null> {
  if (!key) return null
  try {
    const object = await deps.media.get(key)
    return object ? await readMediaBytes(object, UPLOAD_MAX_BYTES) : null
  } catch (error) {
    logError('card.cover_read_failed', { key, cause: error })
    return null
  }
}

async function drawOne(deps: CardDeps, card: DueCard, previousKey: string | null): Promise<boolean> {
  const renderer = deps.cards
  if (!renderer) return false
  try {
    const cover = await coverBytes(deps, card.coverKey)
    const image = await renderer.draw({ ...card.drawing, cover })
    await deps.media.put(card.key, image.bytes, image.contentType)
    const values = {
      subject: card.subject,
      language: card.language,
      key: card.key,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      size: image.bytes.byteLength,
      drawnAt: deps.config.now().toISOString(),
    }
    await deps.db
      .insert(shareCards)
      .values(values)
      .onConflictDoUpdate({
        target: [shareCards.subject, shareCards.language],
        set: {
          key: sql`excluded.key`,
          contentType: sql`excluded.content_type`,
          width: sql`excluded.width`,
          height: sql`excluded.height`,
          size: sql`excluded.size`,
          drawnAt: sql`excluded.drawn_at`,
        },
      })
    // The old card is no longer named by any page (its row now names the new one).
    if (previousKey && previousKey !== card.key) await deps.media.delete(previousKey).catch(() => undefined)
    return true
  } catch (error) {
    logError('card.draw_failed', { subject: card.subject, language: card.language, cause: error })
    return false
  }
}
