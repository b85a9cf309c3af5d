import { ADMIN_MESSAGES } from '@studio/contracts'
import * as React from 'react'
import { useAdminApi } from './api-context'
import { isSessionExpired, messageOf } from './errors'
import { uploadCover } from './upload-cover'

/** The fields of a form's values that hold text. */
type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V]

export interface FormFailure {
  title: string
  detail: string
}

interface CoverFormOptions<V, T> {
  /** null: closed; 'new': create; an item: edit. */
  target: T | 'new' | null
  empty: V
  from: (item: T) => V
  validate: (values: V, hasFile: boolean) => Partial<Record<keyof V, string>>
  /** Creates or updates; `uploadedUrl` is the address of a just-uploaded cover. */
  save: (target: T | 'new', values: V, uploadedUrl: string | undefined) => Promise<unknown>
  /** Title of a failed save (the service's message becomes the detail). */
  saveFailed: string
  onSaved: () => void
}

/**
 * A drawer form with a cover (spec sections 4 and 5): reset on open (blank or prefilled), validate,
 * upload the chosen image first (its address wins), then save; busy while saving. A failed upload or
 * save becomes `failure`, shown inside the drawer; `failedSubmits` counts failed attempts (invalid
 * fields included) so the drawer can move focus to what went wrong each time.
 */
export function useCoverForm<V, T>(options: CoverFormOptions<V, T>) {
  const { target, empty, from } = options
  const client = useAdminApi()
  const [values, setValues] = React.useState<V>(empty)
  const [file, setFile] = React.useState<File | null>(null)
  const [errors, setErrors] = React.useState<Partial<Record<keyof V, string>>>({})
  const [saving, setSaving] = React.useState(false)
  const [failure, setFailure] = React.useState<FormFailure | null>(null)
  const [failedSubmits, setFailedSubmits] = React.useState(0)

  React.useEffect(() => {
    if (target === null) return
    setValues(target === 'new' ? empty : from(target))
    setFile(null)
    setErrors({})
    setFailure(null)
    setSaving(false)
  }, [target, empty, from])

  const set =
    <K extends keyof V>(field: K) =>
    (value: V[K]) =>
      setValues((current) => ({ ...current, [field]: value }))

  /** A text field's props (TextField): its value, its setter and its error. */
  const bind = <K extends TextKeys<V>>(field: K) => ({
    value: values[field] as string,
    onChange: set(field) as (value: string) => void,
    error: errors[field],
  })

  function fail(title: string, error: unknown) {
    setSaving(false)
    // An expired session leaves for the login screen; there is nothing to show here.
    if (isSessionExpired(error)) return
    setFailure({ title, detail: messageOf(error, '') })
    setFailedSubmits((count) => count + 1)
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // A repeated click or Enter while saving is ignored (the button stays focusable, see FormDrawer).
    if (target === null || saving) return
    const found = options.validate(values, file !== null)
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length > 0) {
      setFailedSubmits((count) => count + 1)
      return
    }
    setSaving(true)
    let uploaded: string | undefined
    if (file) {
      try {
        uploaded = await uploadCover(client, file)
      } catch (error) {
        return fail(ADMIN_MESSAGES.coverUploadFailed, error)
      }
    }
    try {
      await options.save(target, values, uploaded)
      setSaving(false)
      options.onSaved()
    } catch (error) {
      fail(options.saveFailed, error)
    }
  }

  return { values, setValues, set, bind, file, setFile, errors, saving, failure, failedSubmits, onSubmit }
}
