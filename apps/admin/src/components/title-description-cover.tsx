import { Field } from '@studio/ui/field'
import type * as React from 'react'
import type { ItemFormValues } from '../lib/item-form'
import { CoverFields } from './cover-fields'
import { TextField } from './text-field'

/** The common text fields shown here: all but the tags and the link, which each drawer places. */
type CommonField = Exclude<keyof ItemFormValues, 'tags' | 'href' | 'hidden'>

interface TitleDescriptionCoverProps {
  /** The drawer's form (useCoverForm). */
  form: {
    values: Record<CommonField, string>
    errors: Partial<Record<CommonField, string>>
    set: (field: CommonField) => (value: string) => void
    file: File | null
    setFile: (file: File | null) => void
  }
  descriptionRows: number
}

/**
 * The first fields of both drawers: required title and description, their optional Arabic versions
 * (typed right to left), then the cover and its alternative text in both languages.
 */
export function TitleDescriptionCover({ form, descriptionRows }: TitleDescriptionCoverProps) {
  /** A field's value, setter and error on the drawer's form. */
  const bind = (field: CommonField) => ({
    value: form.values[field],
    onChange: form.set(field),
    error: form.errors[field],
  })
  return (
    <>
      <TextField label="Title" required {...bind('title')} />
      <DescriptionField label="Description" required rows={descriptionRows} {...bind('description')} />
      <TextField label="Arabic title (optional)" {...ARABIC} {...bind('title_ar')} />
      <DescriptionField
        label="Arabic description (optional)"
        rows={descriptionRows}
        {...ARABIC}
        {...bind('description_ar')}
      />
      <CoverFields
        url={form.values.cover_url}
        onUrlChange={form.set('cover_url')}
        file={form.file}
        onFileChange={form.setFile}
        error={form.errors.cover_url}
      />
      <TextField
        label="Cover description (alt text, optional)"
        hint="What the picture shows, for screen readers and when it cannot load. Blank: the title."
        {...bind('cover_alt')}
      />
      <TextField
        label="Arabic cover description (optional)"
        hint="Blank: the Arabic title (or the English one)."
        {...ARABIC}
        {...bind('cover_alt_ar')}
      />
    </>
  )
}

/** The Arabic fields are typed right to left. */
const ARABIC = { dir: 'rtl', lang: 'ar' } as const

type DescriptionFieldProps = {
  label: string
  error?: string | undefined
  value: string
  onChange: (value: string) => void
} & Omit<React.ComponentProps<'textarea'>, 'value' | 'onChange'>

/** A description in one language: a labelled textarea with its error. */
function DescriptionField({ label, error, value, onChange, ...textarea }: DescriptionFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}
