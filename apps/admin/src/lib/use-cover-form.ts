import { ADMIN_MESSAGES } from '@studio/contracts'
import * as React from 'react'
import { useFetcher } from 'react-router'
import { useFetcherSettled } from './fetcher-settled'
import { SAVE_INTENTS } from './item-actions'
import { type ActionResult, errorOf } from './route-data'

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
  /** The body to save (the route action puts a just-uploaded cover's address in it). */
  toBody: (values: V) => unknown
  /** The fields a failed save is about (a taken slug), shown on them until the next submit. */
  serverErrors?: (error: unknown) => Partial<Record<keyof V, string>>
  /** Title of a failed save (the service's message becomes the detail). */
  saveFailed: string
  onSaved: () => void
}

/**
 * A drawer form with a cover: reset on open (blank or prefilled), validate, then post to the
 * route's action, which uploads the chosen image first (its address wins) and saves; busy while the
 * fetcher works. A failed upload or save becomes `failure`, shown inside the drawer;
 * `failedSubmits` counts failed attempts (invalid fields included) so the drawer can move focus to
 * what went wrong each time.
 */
export function useCoverForm<V, T extends { id: number }>(options: CoverFormOptions<V, T>) {
  const { target, empty, from } = options
  const saver = useFetcher<ActionResult>()
  const [values, setValues] = React.useState<V>(empty)
  const [file, setFile] = React.useState<File | null>(null)
  const [errors, setErrors] = React.useState<Partial<Record<keyof V, string>>>({})
  const [failure, setFailure] = React.useState<FormFailure | null>(null)
  const [failedSubmits, setFailedSubmits] = React.useState(0)
  const saving = saver.state !== 'idle'

  React.useEffect(() => {
    if (target === null) return
    setValues(target === 'new' ? empty : from(target))
    setFile(null)
    setErrors({})
    setFailure(null)
  }, [target, empty, from])

  useFetcherSettled(
    saver,
    (result) => {
      if (result.ok) return options.onSaved()
      const upload = result.intent === SAVE_INTENTS.upload
      setFailure({
        title: upload ? ADMIN_MESSAGES.coverUploadFailed : options.saveFailed,
        detail: result.detail,
      })
      // Set in the same batch as the failure, so the drawer's focus lands on the field at fault.
      setErrors(upload ? {} : (options.serverErrors?.(errorOf(result)) ?? {}))
      setFailedSubmits((count) => count + 1)
    },
    { early: true },
  )

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

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
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
    const form = new FormData()
    form.set('body', JSON.stringify(options.toBody(values)))
    if (target !== 'new') form.set('id', String(target.id))
    if (file) form.set('file', file)
    void saver.submit(form, { method: 'post', encType: 'multipart/form-data' })
  }

  return { values, setValues, set, bind, file, setFile, errors, saving, failure, failedSubmits, onSubmit }
}
