import { ADMIN_MESSAGES, type AdminProject } from '@studio/contracts'
import { Button } from '@studio/ui/button'
import { Drawer } from '@studio/ui/drawer'
import { Field } from '@studio/ui/field'
import * as React from 'react'
import { CoverFields } from '../../components/cover-fields'
import { useAdminApi } from '../../lib/api-context'
import { isSessionExpired, messageOf } from '../../lib/errors'
import { useNotify } from '../../lib/notices'
import { uploadCover } from '../../lib/upload-cover'
import {
  emptyProjectForm,
  type ProjectFormErrors,
  type ProjectFormValues,
  projectFormFrom,
  toProjectBody,
  validateProjectForm,
} from './project-form'

interface ProjectDrawerProps {
  /** null: closed; 'new': create; a project: edit. */
  target: AdminProject | 'new' | null
  onClose: () => void
  onSaved: () => void
}

export function ProjectDrawer({ target, onClose, onSaved }: ProjectDrawerProps) {
  const client = useAdminApi()
  const notify = useNotify()
  const formId = React.useId()
  const [values, setValues] = React.useState<ProjectFormValues>(emptyProjectForm)
  const [file, setFile] = React.useState<File | null>(null)
  const [errors, setErrors] = React.useState<ProjectFormErrors>({})
  const [saving, setSaving] = React.useState(false)

  // Opening resets the form: blank for create, prefilled for edit (spec section 4).
  React.useEffect(() => {
    if (target === null) return
    setValues(target === 'new' ? emptyProjectForm : projectFormFrom(target))
    setFile(null)
    setErrors({})
    setSaving(false)
  }, [target])

  const set = (field: keyof ProjectFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (target === null || saving) return
    const found = validateProjectForm(values, file !== null)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    let uploaded: string | undefined
    if (file) {
      try {
        uploaded = await uploadCover(client, file)
      } catch (error) {
        setSaving(false)
        if (!isSessionExpired(error))
          notify(ADMIN_MESSAGES.coverUploadFailed, { detail: messageOf(error, '') })
        return
      }
    }
    try {
      const body = toProjectBody(values, uploaded)
      if (target === 'new') await client.createProject(body)
      else await client.updateProject(target.id, body)
      setSaving(false)
      onSaved()
    } catch (error) {
      setSaving(false)
      if (!isSessionExpired(error)) notify(ADMIN_MESSAGES.projectSaveFailed, { detail: messageOf(error, '') })
    }
  }

  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      title={target === 'new' ? 'Create Project' : 'Edit Project'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving…' : target === 'new' ? 'Create project' : 'Save changes'}
          </Button>
        </>
      }
    >
      <form id={formId} className="drawer-form" onSubmit={onSubmit} noValidate aria-busy={saving}>
        <Field label="Title" error={errors.title}>
          {(control) => (
            <input
              {...control}
              required
              value={values.title}
              onChange={(event) => set('title')(event.target.value)}
            />
          )}
        </Field>
        <Field label="Description" error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              required
              rows={5}
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
        <Field label="Tags" error={errors.tags}>
          {(control) => (
            <input
              {...control}
              placeholder="react, node, design"
              value={values.tags}
              onChange={(event) => set('tags')(event.target.value)}
            />
          )}
        </Field>
        <Field label="Link" error={errors.href}>
          {(control) => (
            <input
              {...control}
              placeholder="/work/project-name or https://…"
              value={values.href}
              onChange={(event) => set('href')(event.target.value)}
            />
          )}
        </Field>
      </form>
    </Drawer>
  )
}
