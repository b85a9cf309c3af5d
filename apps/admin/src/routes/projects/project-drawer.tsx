import { ADMIN_MESSAGES, type AdminProject } from '@studio/contracts'
import { FormDrawer } from '../../components/form-drawer'
import { TextField } from '../../components/text-field'
import { TitleDescriptionCover } from '../../components/title-description-cover'
import { useAdminApi } from '../../lib/api-context'
import { useCoverForm } from '../../lib/use-cover-form'
import { emptyProjectForm, projectFormFrom, toProjectBody, validateProjectForm } from './project-form'

interface ProjectDrawerProps {
  /** null: closed; 'new': create; a project: edit. */
  target: AdminProject | 'new' | null
  onClose: () => void
  onSaved: () => void
}

export function ProjectDrawer({ target, onClose, onSaved }: ProjectDrawerProps) {
  const client = useAdminApi()
  const form = useCoverForm({
    target,
    empty: emptyProjectForm,
    from: projectFormFrom,
    validate: validateProjectForm,
    save: (current, values, uploaded) => {
      const body = toProjectBody(values, uploaded)
      return current === 'new' ? client.createProject(body) : client.updateProject(current.id, body)
    },
    // The alert 'Save failed' (spec section 8) is shown in the drawer, which stays open to retry.
    saveFailed: ADMIN_MESSAGES.projectSaveFailed,
    onSaved,
  })
  const { values, set, errors } = form

  return (
    <FormDrawer
      open={target !== null}
      onClose={onClose}
      title={target === 'new' ? 'Create Project' : 'Edit Project'}
      submitLabel={target === 'new' ? 'Create project' : 'Save changes'}
      form={form}
      onSubmit={form.onSubmit}
    >
      <TitleDescriptionCover form={form} descriptionRows={5} />
      <TextField
        label="Tags"
        error={errors.tags}
        placeholder="react, node, design"
        value={values.tags}
        onChange={set('tags')}
      />
      <TextField
        label="Link"
        error={errors.href}
        placeholder="/work/project-name or https://…"
        value={values.href}
        onChange={set('href')}
      />
    </FormDrawer>
  )
}
