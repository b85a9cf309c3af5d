import { ADMIN_MESSAGES, type AdminProject } from '@studio/contracts'
import { ItemDrawer } from '../../components/item-drawer'
import { TextField } from '../../components/text-field'
import { projectForm } from './project-form'

// The alert 'Save failed' is shown in the drawer, which stays open to retry.
const TEXTS = {
  noun: 'Project',
  createLabel: 'Create project',
  saveFailed: ADMIN_MESSAGES.projectSaveFailed,
  created: 'Project created.',
}

interface ProjectDrawerProps {
  /** null: closed; 'new': create; a project: edit. */
  target: AdminProject | 'new' | null
  onClose: () => void
  onSaved: () => void
}

export function ProjectDrawer(props: ProjectDrawerProps) {
  return (
    <ItemDrawer {...props} texts={TEXTS} form={projectForm} descriptionRows={5}>
      {(form) => (
        <>
          <TextField label="Tags" placeholder="react, node, design" {...form.bind('tags')} />
          <TextField label="Link" placeholder="/work/project-name or https://…" {...form.bind('href')} />
        </>
      )}
    </ItemDrawer>
  )
}
