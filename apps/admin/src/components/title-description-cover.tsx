import { Field } from '@studio/ui/field'
import { CoverFields } from './cover-fields'
import { TextField } from './text-field'

type CommonField =
  | 'title'
  | 'description'
  | 'title_ar'
  | 'description_ar'
  | 'cover_url'
  | 'cover_alt'
  | 'cover_alt_ar'

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
  const { values, errors, set } = form
  return (
    <>
      <TextField label="Title" error={errors.title} required value={values.title} onChange={set('title')} />
      <Field label="Description" error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            required
            rows={descriptionRows}
            value={values.description}
            onChange={(event) => set('description')(event.target.value)}
          />
        )}
      </Field>
      <TextField
        label="Arabic title (optional)"
        dir="rtl"
        lang="ar"
        error={errors.title_ar}
        value={values.title_ar}
        onChange={set('title_ar')}
      />
      <Field label="Arabic description (optional)" error={errors.description_ar}>
        {(control) => (
          <textarea
            {...control}
            dir="rtl"
            lang="ar"
            rows={descriptionRows}
            value={values.description_ar}
            onChange={(event) => set('description_ar')(event.target.value)}
          />
        )}
      </Field>
      <CoverFields
        url={values.cover_url}
        onUrlChange={set('cover_url')}
        file={form.file}
        onFileChange={form.setFile}
        error={errors.cover_url}
      />
      <TextField
        label="Cover description (alt text, optional)"
        hint="What the picture shows, for screen readers and when it cannot load. Blank: the title."
        error={errors.cover_alt}
        value={values.cover_alt}
        onChange={set('cover_alt')}
      />
      <TextField
        label="Arabic cover description (optional)"
        hint="Blank: the Arabic title (or the English one)."
        dir="rtl"
        lang="ar"
        error={errors.cover_alt_ar}
        value={values.cover_alt_ar}
        onChange={set('cover_alt_ar')}
      />
    </>
  )
}
