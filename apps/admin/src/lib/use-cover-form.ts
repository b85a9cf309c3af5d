import { ADMIN_MESSAGES } from '@studio/contracts'
import * as React from 'react'
import { useAdminApi } from './api-context'
import { isSessionExpired, messageOf } from './errors'
import { uploadCover } from './upload-cover'

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
  /** Shows a failure; called with null when the form opens or is submitted again. */
  report: (failure: FormFailure | null) => void
  onSaved: () => void
}

/**
 * A drawer form with a cover (spec sections 4 and 5): reset on open (blank or prefilled), validate,
 * upload the chosen image first (its address wins), then save; busy while saving.
 */
export function useCoverForm<V, T>(options: CoverFormOptions<V, T>) {
  const { target, empty, from } = options
  const client = useAdminApi()
  const [values, setValues] = React.useState<V>(empty)
  const [file, setFile] = React.useState<File | null>(null)
  const [errors, setErrors] = React.useState<Partial<Record<keyof V, string>>>({})
  const [saving, setSaving] = React.useState(false)
  const latest = React.useRef(options)
  latest.current = options

  React.useEffect(() => {
    if (target === null) return
    setValues(target === 'new' ? empty : from(target))
    setFile(null)
    setErrors({})
    latest.current.report(null)
    setSaving(false)
  }, [target, empty, from])

  const set =
    <K extends keyof V>(field: K) =>
    (value: V[K]) =>
      setValues((current) => ({ ...current, [field]: value }))

  function fail(title: string, error: unknown) {
    setSaving(false)
    if (!isSessionExpired(error)) latest.current.report({ title, detail: messageOf(error, '') })
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (target === null || saving) return
    const found = options.validate(values, file !== null)
    setErrors(found)
    options.report(null)
    if (Object.keys(found).length > 0) return
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

  return { values, setValues, set, file, setFile, errors, saving, onSubmit }
}
