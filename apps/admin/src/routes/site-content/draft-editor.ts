import {
  type AdminSiteContent,
  isRecord,
  type SavedDraft,
  SITE_CONTENT_API_MESSAGES,
  type SiteContentDraft,
  type SiteContentWrite,
  type SiteLanguage,
} from '@studio/contracts'
import * as React from 'react'
import { useFetcher } from 'react-router'
import { useFetcherSettled } from '../../lib/fetcher-settled'
import type { ActionResult } from '../../lib/route-data'
import { useScreenTimers } from '../../lib/screen-timers'

/** A draft is saved this long after typing stops; a failed save is tried again after RETRY_MS. */
export const AUTOSAVE_MS = 800
export const RETRY_MS = 5000

/**
 * Where the draft stands:
 * - saved: the server holds exactly what is on screen (`at`: when it saved it);
 * - pending: typed and not sent yet; saving: sent; failed: not saved (tried again on its own);
 * - conflict: a colleague saved since this draft's version; nothing is sent until the admin chooses.
 */
export type SaveState =
  | { kind: 'saved'; at: string }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'failed'; detail: string }
  | { kind: 'conflict'; error: string; current: SavedDraft }

export interface DraftState {
  content: SiteContentDraft
  /** The server's draft version the text on screen is based on: every write names it. */
  version: string
  /** The server's draft at `version`: what "your changes" and "their changes" are measured from. */
  base: SiteContentDraft
  save: SaveState
}

/** What this browser keeps of a draft until the server has it (a reload, a dead network or session). */
interface Kept {
  version: string
  base: SiteContentDraft
  content: SiteContentDraft
}

const keptKey = (language: SiteLanguage) => `studio-admin:site-content-draft:${language}`
export const sameContent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function readKept(language: SiteLanguage): Kept | null {
  try {
    const raw = localStorage.getItem(keptKey(language))
    return raw ? (JSON.parse(raw) as Kept) : null
  } catch {
    return null
  }
}

function keep(language: SiteLanguage, kept: Kept | null) {
  try {
    if (kept) localStorage.setItem(keptKey(language), JSON.stringify(kept))
    else localStorage.removeItem(keptKey(language))
  } catch {
    // A full or blocked storage only loses the copy kept for a reload; the server save still runs.
  }
}

/**
 * The screen's starting point: the server's draft, or the text this browser kept and never saved.
 * Kept text on the server's current version is saved at once; kept text on an older version meets
 * a colleague's newer draft, so it opens as a conflict with both sides shown.
 */
function initialState(loaded: AdminSiteContent): DraftState {
  const server = { content: loaded.draft, version: loaded.draft_version, base: loaded.draft }
  const kept = readKept(loaded.language)
  if (!kept || sameContent(kept.content, loaded.draft))
    return { ...server, save: { kind: 'saved', at: loaded.draft_updated_at } }
  if (kept.version === loaded.draft_version)
    return { ...server, content: kept.content, save: { kind: 'pending' } }
  const current: SavedDraft = {
    draft: loaded.draft,
    draft_version: loaded.draft_version,
    updated_at: loaded.draft_updated_at,
    updated_by: loaded.draft_updated_by,
    field_errors: loaded.field_errors,
  }
  return { ...kept, save: { kind: 'conflict', error: SITE_CONTENT_API_MESSAGES.conflict, current } }
}

/**
 * `mine`'s changes since `base` applied to `theirs`: a field only they changed keeps their text, a
 * field I changed takes mine. A list whose length changed on either side is taken whole from mine.
 */
export function applyMyChanges<T>(theirs: T, base: unknown, mine: T): T {
  if (sameContent(base, mine)) return theirs
  if (Array.isArray(mine) && Array.isArray(base) && Array.isArray(theirs)) {
    if (base.length !== mine.length || base.length !== theirs.length) return mine
    return mine.map((item, index) => applyMyChanges(theirs[index], base[index], item)) as T
  }
  if (isRecord(mine) && isRecord(base) && isRecord(theirs))
    return Object.fromEntries(
      Object.entries(mine).map(([key, value]) => [key, applyMyChanges(theirs[key], base[key], value)]),
    ) as T
  return mine
}

type SaveAnswer = ActionResult<SiteContentWrite<SavedDraft>>

/**
 * One language's draft on screen, saved through the route's action a moment after typing stops,
 * one save at a time (a later one waits for the earlier answer and names its version, so a late
 * answer never overwrites newer text), and kept in this browser until the server has it.
 */
export function useDraftEditor(loaded: AdminSiteContent) {
  const language = loaded.language
  const [state, setState] = React.useState(() => initialState(loaded))
  const saver = useFetcher<SaveAnswer>({ key: `site-content-save-${language}` })
  const sent = React.useRef<SiteContentDraft | null>(null)
  const timers = useScreenTimers()

  // The browser keeps what the server does not have yet.
  React.useEffect(() => {
    const unsaved = state.save.kind !== 'saved' || !sameContent(state.content, state.base)
    keep(language, unsaved ? { version: state.version, base: state.base, content: state.content } : null)
  }, [language, state])

  // Autosave: a moment after the last change, once no save is on its way.
  React.useEffect(() => {
    const { save, content, version } = state
    if ((save.kind !== 'pending' && save.kind !== 'failed') || saver.state !== 'idle') return
    const timer = timers.setTimeout(
      () => {
        sent.current = content
        setState((current) => ({ ...current, save: { kind: 'saving' } }))
        void saver.submit(
          { intent: 'save', language, base_version: version, content },
          { method: 'post', encType: 'application/json' },
        )
      },
      save.kind === 'failed' ? RETRY_MS : AUTOSAVE_MS,
    )
    return () => timers.clearTimeout(timer)
  }, [language, state, saver.state, saver.submit, timers])

  useFetcherSettled(
    saver,
    (answer) => {
      if (!answer.ok) {
        setState((current) => ({ ...current, save: { kind: 'failed', detail: answer.detail } }))
        return
      }
      const write = answer.result
      if (write.kind === 'ok') {
        const saved = write.value
        setState((current) => {
          const typedSince = !sameContent(current.content, sent.current)
          return {
            content: current.content,
            version: saved.draft_version,
            base: saved.draft,
            save: typedSince ? { kind: 'pending' } : { kind: 'saved', at: saved.updated_at },
          }
        })
      } else if (write.kind === 'conflict') {
        setState((current) => ({
          ...current,
          save: { kind: 'conflict', error: write.error, current: write.current },
        }))
      } else {
        setState((current) => ({ ...current, save: { kind: 'failed', detail: write.error } }))
      }
    },
    { early: true },
  )

  /** Changes the text on screen; the autosave follows (not while a conflict waits for a choice). */
  const edit = React.useCallback((change: (content: SiteContentDraft) => SiteContentDraft) => {
    setState((current) => ({
      ...current,
      content: change(current.content),
      save: current.save.kind === 'conflict' ? current.save : { kind: 'pending' },
    }))
  }, [])

  /** Takes a draft the server answered with (a publish's or a restore's) as the text on screen. */
  const adopt = React.useCallback((saved: { draft: SiteContentDraft; version: string; at: string }) => {
    setState({
      content: saved.draft,
      version: saved.version,
      base: saved.draft,
      save: { kind: 'saved', at: saved.at },
    })
  }, [])

  /** A conflict resolved: my changes applied to their draft (then saved), or their draft alone. */
  const resolve = React.useCallback((choice: 'mine' | 'theirs') => {
    setState((current) => {
      if (current.save.kind !== 'conflict') return current
      const theirs = current.save.current
      const base = { version: theirs.draft_version, base: theirs.draft }
      return choice === 'mine'
        ? {
            ...base,
            content: applyMyChanges(theirs.draft, current.base, current.content),
            save: { kind: 'pending' },
          }
        : { ...base, content: theirs.draft, save: { kind: 'saved', at: theirs.updated_at } }
    })
  }, [])

  const conflictWith = React.useCallback((current: SavedDraft, error: string) => {
    setState((state) => ({ ...state, save: { kind: 'conflict', error, current } }))
  }, [])

  return { state, edit, adopt, resolve, conflictWith }
}
