import { isSlug, slugify, workPath } from '@studio/contracts'
import { Field } from '@studio/ui/field'
import * as React from 'react'
import './slug-field.css'

interface SlugFieldProps {
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  /** The title as typed: on create, an empty slug is made from it. */
  title: string
  /** False on create. */
  editing: boolean
  /** The stored slug when editing (null on create, or from an older API without slugs). */
  current: string | null
}

/**
 * The slug the save would leave the item with, as far as the admin can tell: the typed one when it
 * is well-formed, else (left empty) the stored one or the one made from the title. The API numbers a
 * made slug (`-2`, …) when another item has it. null: nothing to show yet, or a malformed slug.
 */
export function previewSlug({
  value,
  title,
  editing,
  current,
}: Pick<SlugFieldProps, 'value' | 'title' | 'editing' | 'current'>): string | null {
  const typed = value.trim()
  if (typed) return isSlug(typed) ? typed : null
  if (editing) return current
  return title.trim() ? slugify(title) : null
}

/**
 * The work drawer's Slug field: optional on create (made from the title when left empty), the stored
 * slug on edit; below it, the public address it gives, and on edit the address that will redirect.
 */
export function SlugField({ value, onChange, error, title, editing, current }: SlugFieldProps) {
  const hintId = React.useId()
  const preview = previewSlug({ value, title, editing, current })
  // On edit, a new well-formed slug moves the item: its current address redirects from then on.
  const moves = editing && current !== null && preview !== null && preview !== current
  return (
    <div className="slug-field">
      <Field label="Slug" error={error}>
        {(control) => (
          <input
            {...control}
            aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            placeholder={editing ? undefined : 'made-from-the-title'}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <div id={hintId} className="slug-field__hint">
        <p>
          {!editing
            ? 'Made from the title when left empty.'
            : 'Lower-case letters, digits and single hyphens. Left empty, the current slug stays.'}
        </p>
        {preview !== null ? (
          <p>
            Public address: <code className="slug-field__address">{workPath(preview)}</code>
          </p>
        ) : null}
        {moves ? (
          <p>
            <code className="slug-field__address">{workPath(current)}</code> will redirect to it.
          </p>
        ) : null}
      </div>
    </div>
  )
}
