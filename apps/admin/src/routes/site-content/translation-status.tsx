import {
  diffSiteContent,
  flattenSiteContent,
  type SiteContentDraft,
  type SiteContentTranslation,
  type SiteContentTranslationGap,
  type SiteContentTranslationGapKind,
  siteContentTranslationGaps,
} from '@studio/contracts'
import { Button } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import { VisuallyHidden } from '@studio/ui/visually-hidden'
import * as React from 'react'
import { labelOfPath } from './content-outline'

/**
 * The Arabic view's translation status: which texts are missing in Arabic or older than their
 * English, as badges beside the fields and a count at the top. The API gives the English published
 * copy and when each field last changed on either side; the gaps are worked out here against the
 * text on screen, so a badge goes as soon as the text is typed.
 */

export const GAP_LABELS: Record<SiteContentTranslationGapKind, string> = {
  missing: 'Missing in Arabic',
  older: 'Older than English',
}

/** What the fields need to show their gaps: each gap by path, and the English texts. */
export interface TranslationView {
  gaps: ReadonlyMap<string, SiteContentTranslationGapKind>
  source: unknown
}

/**
 * The gaps of the text on screen. `saved` is the draft the API's field times describe: a field that
 * differs from it was typed since, so it is not older whatever the times say.
 */
export function useTranslationGaps(
  translation: SiteContentTranslation | null,
  saved: SiteContentDraft,
  content: SiteContentDraft,
) {
  return React.useMemo(() => {
    if (!translation) return { gaps: [] as SiteContentTranslationGap[], view: null }
    const editedSince = new Set(diffSiteContent(saved, content).map((change) => change.path))
    const gaps = siteContentTranslationGaps(translation.source, content, {
      sourceChangedAt: translation.source_changed_at,
      changedAt: translation.changed_at,
      editedSince,
    })
    const view: TranslationView = {
      gaps: new Map(gaps.map((gap) => [gap.path, gap.kind])),
      source: translation.source,
    }
    return { gaps, view }
  }, [translation, saved, content])
}

const SHOWN_CHARACTERS = 160

/** The English a field or entry stands against, cut short: its first text. */
function sourceText(source: unknown): string {
  const text =
    typeof source === 'string'
      ? source
      : ([...flattenSiteContent(source).values()].find((value) => value.trim() !== '') ?? '')
  return text.length > SHOWN_CHARACTERS ? `${text.slice(0, SHOWN_CHARACTERS)}…` : text
}

/** A field's badge and the English text it should follow. */
export function GapNote({
  id,
  kind,
  source,
}: {
  id: string
  kind: SiteContentTranslationGapKind
  source: unknown
}) {
  const text = sourceText(source)
  return (
    <p id={id} className="content-gap">
      <Chip tone="accent">{GAP_LABELS[kind]}</Chip>
      <VisuallyHidden>.</VisuallyHidden>{' '}
      {text ? (
        <span className="content-gap__source">
          English:{' '}
          <span lang="en" dir="ltr">
            {text}
          </span>
        </span>
      ) : null}
    </p>
  )
}

/** An English list entry the Arabic list has no counterpart for. */
export function MissingEntry({ path, name, source }: { path: string; name: string; source: unknown }) {
  const text = sourceText(source)
  return (
    <p className="content-gap" data-gap={path} tabIndex={-1}>
      <Chip tone="accent">{GAP_LABELS.missing}</Chip>
      <VisuallyHidden>:</VisuallyHidden>{' '}
      <span className="content-gap__source">
        {name} has no Arabic counterpart.
        {text ? (
          <>
            {' '}
            English:{' '}
            <span lang="en" dir="ltr">
              {text}
            </span>
          </>
        ) : null}
      </span>
    </p>
  )
}

/** Moves to a gap's field (or, for a missing entry, its note) and focuses it. */
function goTo(path: string) {
  const target =
    document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`) ??
    document.querySelector<HTMLElement>(`[data-gap="${CSS.escape(path)}"]`)
  target?.scrollIntoView?.({ block: 'center' })
  target?.focus()
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** How many Arabic texts are missing or older, with a way to the first of them. */
export function TranslationSummary({ gaps }: { gaps: readonly SiteContentTranslationGap[] }) {
  const missing = gaps.filter((gap) => gap.kind === 'missing').length
  const older = gaps.length - missing
  const first = gaps[0]
  return (
    <section aria-label="Translation" className="cluster cluster--tight site-content__translation">
      {first ? (
        <>
          <p className="site-content__status">
            {missing > 0 ? (
              <Chip tone="accent">{count(missing, 'text', 'texts')} missing in Arabic</Chip>
            ) : null}
            {older > 0 ? <Chip tone="accent">{count(older, 'text', 'texts')} older than English</Chip> : null}
          </p>
          <Button variant="secondary" size="sm" onClick={() => goTo(first.path)}>
            Go to the first: {labelOfPath(first.path)}
          </Button>
        </>
      ) : (
        <p className="site-content__status">Every Arabic text is there and up to date with the English.</p>
      )}
    </section>
  )
}
