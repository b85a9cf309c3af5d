import { ADMIN_MESSAGES, type AdminWorkItem, categoryLabel } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import { Drawer } from '@studio/ui/drawer'
import { Field } from '@studio/ui/field'
import { Switch } from '@studio/ui/switch'
import * as React from 'react'
import { CoverFields } from '../../components/cover-fields'
import { useAdminApi } from '../../lib/api-context'
import { isSessionExpired, messageOf } from '../../lib/errors'
import { uploadCover } from '../../lib/upload-cover'
import {
  emptyWorkForm,
  toWorkBody,
  validateWorkForm,
  type WorkFormErrors,
  type WorkFormValues,
  workFormFrom,
} from './work-form'

interface WorkDrawerProps {
  target: AdminWorkItem | 'new' | null
  /** Known categories, offered as suggestions. */
  categories: readonly string[]
  onClose: () => void
  onSaved: () => void
}

type TextField = Exclude<keyof WorkFormValues, 'featured'>

export function WorkDrawer({ target, categories, onClose, onSaved }: WorkDrawerProps) {
  const client = useAdminApi()
  const formId = React.useId()
  const listId = React.useId()
  const [values, setValues] = React.useState<WorkFormValues>(emptyWorkForm)
  const [file, setFile] = React.useState<File | null>(null)
  const [errors, setErrors] = React.useState<WorkFormErrors>({})
  const [failure, setFailure] = React.useState<{ title: string; detail: string } | null>(null)
  const [saving, setSaving] = React.useState(false)

  React.useEffect(() => {
    if (target === null) return
    setValues(target === 'new' ? emptyWorkForm : workFormFrom(target))
    setFile(null)
    setErrors({})
    setFailure(null)
    setSaving(false)
  }, [target])

  const set = (field: TextField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (target === null || saving) return
    const found = validateWorkForm(values, file !== null)
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    let uploaded: string | undefined
    if (file) {
      try {
        uploaded = await uploadCover(client, file)
      } catch (error) {
        setSaving(false)
        if (!isSessionExpired(error))
          setFailure({ title: ADMIN_MESSAGES.coverUploadFailed, detail: messageOf(error, '') })
        return
      }
    }
    try {
      const body = toWorkBody(values, uploaded)
      if (target === 'new') await client.createWorkItem(body)
      else await client.updateWorkItem(target.id, body)
      setSaving(false)
      onSaved()
    } catch (error) {
      setSaving(false)
      if (!isSessionExpired(error))
        setFailure({ title: ADMIN_MESSAGES.workSaveFailed, detail: messageOf(error, '') })
    }
  }

  const text = (field: TextField, label: string, extra: React.ComponentProps<'input'> = {}) => (
    <Field label={label} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          {...extra}
          value={values[field]}
          onChange={(event) => set(field)(event.target.value)}
        />
      )}
    </Field>
  )

  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      title={target === 'new' ? 'Create Work' : 'Edit Work'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving…' : target === 'new' ? 'Create item' : 'Save changes'}
          </Button>
        </>
      }
    >
      <form id={formId} className="drawer-form" onSubmit={onSubmit} noValidate aria-busy={saving}>
        {failure ? (
          <Banner tone="error">
            <strong>{failure.title}</strong>
            {failure.detail ? <span className="banner-detail">{failure.detail}</span> : null}
          </Banner>
        ) : null}
        {text('title', 'Title', { required: true })}
        <Field label="Description" error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              required
              rows={4}
              value={values.description}
              onChange={(event) => set('description')(event.target.value)}
            />
          )}
        </Field>
        <CoverFields
          url={values.cover_url}
          onUrlChange={set('cover_url')}
          file={file}
          onFileChange={setFile}
          error={errors.cover_url}
        />
        {text('category', 'Category', { list: listId, placeholder: 'apps, ecommerce, informative, shopify' })}
        <datalist id={listId}>
          {categories.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </datalist>
        {text('website', 'Website', { type: 'url', inputMode: 'url', placeholder: 'https://…' })}
        {text('href', 'Case study path (href)', { placeholder: '/work/project-name' })}
        {text('tags', 'Tags', { placeholder: 'shopify, liquid, design' })}
        <Switch
          checked={values.featured}
          onCheckedChange={(featured) => setValues((current) => ({ ...current, featured }))}
          label="Featured"
        />
      </form>
    </Drawer>
  )
}
