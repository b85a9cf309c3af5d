import type { Announcements, UniqueIdentifier } from '@dnd-kit/core'
import { arrayMove, useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import {
  isStudioFact,
  type SiteContentTranslationGapKind,
  type SiteLanguage,
  SOURCE_LANGUAGE,
} from '@studio/contracts'
import { Button } from '@studio/ui/button'
import { Field } from '@studio/ui/field'
import * as React from 'react'
import { DragHandle } from '../../components/drag-handle'
import { SortableArea } from '../../components/sortable-area'
import type { ChoiceNode, ListNode, OutlineNode, TextNode } from './content-outline'
import { GapNote, MissingEntry, type TranslationView } from './translation-status'

type Path = ReadonlyArray<string | number>

interface FormContextValue {
  content: unknown
  language: SiteLanguage
  /** Each field's error by its dotted path (`home.faq.2.answer`). */
  errors: ReadonlyMap<string, string>
  /** A translation's gaps and the texts it follows; null for the source language. */
  translation: TranslationView | null
  set: (path: Path, value: unknown) => void
}

const FormContext = React.createContext<FormContextValue | null>(null)

function useForm(): FormContextValue {
  const form = React.useContext(FormContext)
  if (!form) throw new Error('Content fields render inside <ContentForm>.')
  return form
}

export function getIn(value: unknown, path: Path): unknown {
  let current = value
  for (const key of path) current = (current as Record<string | number, unknown> | undefined)?.[key]
  return current
}

/** `value` with the field at `path` replaced by `next` (nothing else is copied or changed). */
export function setIn<T>(value: T, path: Path, next: unknown): T {
  const [head, ...rest] = path
  if (head === undefined) return next as T
  const child = setIn((value as Record<string | number, unknown>)[head], rest, next)
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? child : item)) as T
  return { ...(value as object), [head]: child } as T
}

/** A new list entry: its texts empty, a choice on its first value. */
function blankEntry(of: ListNode['of']): unknown {
  if (!Array.isArray(of)) return ''
  return Object.fromEntries(
    of.map((node) => {
      if (node.type === 'choice') return [node.key, node.options[0]]
      if (node.type === 'group') return [node.key, blankEntry(node.children)]
      return [node.key, node.type === 'list' ? [] : '']
    }),
  )
}

/**
 * The fields of one copy document in its language, its errors (and, for a translation, its gaps)
 * beside them; every change goes to `onChange`.
 */
export function ContentForm({
  content,
  language,
  errors,
  translation,
  onChange,
  children,
}: {
  content: unknown
  language: SiteLanguage
  errors: ReadonlyMap<string, string>
  translation: TranslationView | null
  onChange: (change: (content: never) => unknown) => void
  children: React.ReactNode
}) {
  const value = React.useMemo<FormContextValue>(
    () => ({
      content,
      language,
      errors,
      translation,
      set: (path, next) => onChange((current) => setIn(current, path, next)),
    }),
    [content, language, errors, translation, onChange],
  )
  return <FormContext value={value}>{children}</FormContext>
}

/** The fields of a group of the outline, at `path` in the document. */
export function ContentFields({ nodes, path }: { nodes: readonly OutlineNode[]; path: Path }) {
  return nodes.map((node) => {
    const at = [...path, node.key]
    if (node.type === 'text') return <ContentText key={node.key} node={node} path={at} />
    if (node.type === 'choice') return <ContentChoice key={node.key} node={node} path={at} />
    if (node.type === 'list') return <ContentList key={node.key} node={node} path={at} />
    return (
      <fieldset key={node.key} className="content-group">
        <legend className="content-group__legend">{node.label}</legend>
        <ContentFields nodes={node.children} path={at} />
      </fieldset>
    )
  })
}

/** What a translation shows of the studio's facts: they are set in English, for both sites. */
export const SHARED_FACT_HINT = 'Set in English: the same on both sites.'

/** Whether the field at `path` is a fact this language shows from English (read-only here). */
function useSharedFact(path: Path): boolean {
  const { language } = useForm()
  return language !== SOURCE_LANGUAGE && isStudioFact(path.join('.'))
}

/** How a text is written: Arabic right to left, addresses and numbers left to right everywhere. */
function directionOf(language: SiteLanguage, node: TextNode) {
  if (node.ltr) return { dir: 'ltr' }
  return language === 'ar' ? { dir: 'rtl', lang: 'ar' } : { dir: 'auto' }
}

/** A translation's gap at `path` and the source text it stands against, if there is one. */
function useGap(path: Path): { kind: SiteContentTranslationGapKind; source: unknown } | null {
  const { translation } = useForm()
  const kind = translation?.gaps.get(path.join('.'))
  return kind && translation ? { kind, source: getIn(translation.source, path) } : null
}

/** A labelled text with its character count (and hint) described, and its error beside it. */
function ContentText({ node, path, label }: { node: TextNode; path: Path; label?: string }) {
  const form = useForm()
  const value = String(getIn(form.content, path) ?? '')
  const countId = React.useId()
  const gapId = React.useId()
  const gap = useGap(path)
  const shared = useSharedFact(path)
  const over = value.trim().length > node.limit
  return (
    <Field label={label ?? node.label} error={form.errors.get(path.join('.'))} className="content-field">
      {(control) => {
        const props = {
          ...control,
          'aria-describedby': [control['aria-describedby'], gap ? gapId : null, countId]
            .filter(Boolean)
            .join(' '),
          value,
          'data-path': path.join('.'),
          ...directionOf(form.language, node),
          readOnly: shared || undefined,
          onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            form.set(path, event.target.value),
        }
        return (
          <>
            {gap ? <GapNote id={gapId} kind={gap.kind} source={gap.source} /> : null}
            {node.kind === 'line' ? (
              <input {...props} />
            ) : (
              <textarea {...props} rows={node.kind === 'markdown' ? 16 : 3} />
            )}
            <p
              id={countId}
              className={over ? 'content-field__count content-field__count--over' : 'content-field__count'}
            >
              {shared
                ? SHARED_FACT_HINT
                : `${value.trim().length} / ${node.limit} characters${node.hint ? `. ${node.hint}` : ''}`}
            </p>
          </>
        )
      }}
    </Field>
  )
}

function ContentChoice({ node, path }: { node: ChoiceNode; path: Path }) {
  const form = useForm()
  const gapId = React.useId()
  const gap = useGap(path)
  const shared = useSharedFact(path)
  return (
    <Field label={node.label} error={form.errors.get(path.join('.'))} className="content-field">
      {(control) => (
        <>
          {gap ? <GapNote id={gapId} kind={gap.kind} source={gap.source} /> : null}
          <select
            {...control}
            aria-describedby={
              [control['aria-describedby'], gap ? gapId : null].filter(Boolean).join(' ') || undefined
            }
            data-path={path.join('.')}
            disabled={shared}
            value={String(getIn(form.content, path) ?? '')}
            onChange={(event) => form.set(path, event.target.value)}
          >
            {node.options.map((option) => (
              <option key={option} value={option}>
                {option.replaceAll('-', ' ')}
              </option>
            ))}
          </select>
        </>
      )}
    </Field>
  )
}

let nextEntryKey = 0
const newKey = () => `entry-${nextEntryKey++}`

/**
 * Keys for a list's entries that stay with an entry while its texts change and when it moves (so a
 * moved entry keeps its fields and focus); entries added or removed elsewhere (a restored draft)
 * are matched by count.
 */
function useEntryKeys(count: number) {
  const keys = React.useRef<string[]>([])
  if (keys.current.length > count) keys.current = keys.current.slice(0, count)
  while (keys.current.length < count) keys.current = [...keys.current, newKey()]
  return keys
}

/**
 * A list of the document (FAQ entries, service cards, links…): each entry's fields, reordered by
 * dragging its handle (or with the keyboard on the handle: Space, arrows, Space) and by Move up /
 * Move down; entries added and removed within the list's bounds.
 */
function ContentList({ node, path }: { node: ListNode; path: Path }) {
  const form = useForm()
  const entries = (getIn(form.content, path) as unknown[] | undefined) ?? []
  const keyRef = useEntryKeys(entries.length)
  const keys = keyRef.current
  const place = (id: UniqueIdentifier) => `${node.item} ${keys.indexOf(String(id)) + 1} of ${keys.length}`
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${place(active.id)}.`,
    onDragOver: ({ over }) =>
      over ? `Over position ${keys.indexOf(String(over.id)) + 1}.` : 'Not over the list.',
    onDragEnd: ({ over }) =>
      over ? `Dropped at position ${keys.indexOf(String(over.id)) + 1}.` : 'Dropped.',
    onDragCancel: ({ active }) => `Moving cancelled; it stays ${place(active.id)}.`,
  }
  const move = (from: number, to: number) => {
    keyRef.current = arrayMove(keys, from, to)
    form.set(path, arrayMove(entries, from, to))
  }
  const remove = (index: number) => {
    keyRef.current = keys.filter((_, at) => at !== index)
    form.set(
      path,
      entries.filter((_, at) => at !== index),
    )
  }
  // A translation shows the studio's profiles from English: their number and order are set there.
  const shared = useSharedFact(path)
  const fixed = shared || node.size.min === node.size.max
  const error = form.errors.get(path.join('.'))
  // Source entries beyond this list's end: a translation that lacks them (see translation-status).
  const sourceEntries = form.translation ? ((getIn(form.translation.source, path) as unknown[]) ?? []) : []
  const missingEntries = sourceEntries
    .map((entry, index) => ({ entry, index, at: [...path, index].join('.') }))
    .filter(({ index, at }) => index >= entries.length && form.translation?.gaps.get(at) === 'missing')

  return (
    <fieldset className="content-list">
      <legend className="content-group__legend">
        {node.label} ({entries.length})
      </legend>
      {error ? <p className="ui-field__error">{error}</p> : null}
      <SortableArea
        ids={keys}
        announcements={announcements}
        onMove={(from, to) => move(keys.indexOf(String(from)), keys.indexOf(String(to)))}
      >
        <ol className="content-list__entries">
          {entries.map((_, index) => (
            <ContentEntry
              key={keys[index]}
              id={keys[index] ?? ''}
              name={`${node.item} ${index + 1}`}
              first={index === 0}
              last={index === entries.length - 1}
              onMove={shared ? null : (delta) => move(index, index + delta)}
              onRemove={fixed || entries.length <= node.size.min ? null : () => remove(index)}
            >
              {Array.isArray(node.of) ? (
                <ContentFields nodes={node.of} path={[...path, index]} />
              ) : (
                <ContentText node={node.of} path={[...path, index]} label={`${node.item} ${index + 1}`} />
              )}
            </ContentEntry>
          ))}
        </ol>
      </SortableArea>
      {missingEntries.map(({ entry, index, at }) => (
        <MissingEntry key={at} path={at} name={`${node.item} ${index + 1}`} source={entry} />
      ))}
      {fixed ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={entries.length >= node.size.max}
          onClick={() => form.set(path, [...entries, blankEntry(node.of)])}
        >
          Add {node.item.toLowerCase()}
        </Button>
      )}
    </fieldset>
  )
}

function ContentEntry({
  id,
  name,
  first,
  last,
  onMove,
  onRemove,
  children,
}: {
  id: string
  name: string
  first: boolean
  last: boolean
  onMove: ((delta: -1 | 1) => void) | null
  onRemove: (() => void) | null
  children: React.ReactNode
}) {
  const sortable = useSortable({ id })
  const style: React.CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  }
  const moveButton = (delta: -1 | 1, atEnd: boolean) => (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Move ${name} ${delta < 0 ? 'up' : 'down'}`}
      aria-disabled={atEnd || undefined}
      onClick={() => {
        if (!atEnd) onMove?.(delta)
      }}
    >
      {delta < 0 ? '↑' : '↓'}
    </Button>
  )
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={sortable.isDragging ? 'content-entry content-entry--dragging' : 'content-entry'}
    >
      <div className="content-entry__bar">
        {onMove ? (
          <DragHandle
            ref={sortable.setActivatorNodeRef}
            {...sortable.attributes}
            {...sortable.listeners}
            label={`Drag ${name}`}
          />
        ) : null}
        <span className="content-entry__name">{name}</span>
        {onMove ? moveButton(-1, first) : null}
        {onMove ? moveButton(1, last) : null}
        {onRemove ? (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        ) : null}
      </div>
      {children}
    </li>
  )
}
