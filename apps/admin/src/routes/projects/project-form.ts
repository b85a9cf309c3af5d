import { type AdminProject, type ProjectBody, ProjectBodySchema, parseTags } from '@studio/contracts'
import { fieldErrors } from '../../lib/form-errors'

/** The project drawer's fields as typed (all text). */
export interface ProjectFormValues {
  title: string
  description: string
  cover_url: string
  tags: string
  href: string
}

export type ProjectFormErrors = Partial<Record<keyof ProjectFormValues, string>>

export const emptyProjectForm: ProjectFormValues = {
  title: '',
  description: '',
  cover_url: '',
  tags: '',
  href: '',
}

export function projectFormFrom(project: AdminProject): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    cover_url: project.cover_url ?? '',
    tags: project.tags.join(', '),
    href: project.href ?? '',
  }
}

/**
 * The body to send (spec section 5): title and description trimmed, an uploaded image's address
 * overrides the typed cover URL, empty optional fields become null, tags split on commas.
 */
export function toProjectBody(values: ProjectFormValues, uploadedUrl?: string): ProjectBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    cover_url: uploadedUrl ?? (values.cover_url.trim() || null),
    tags: parseTags(values.tags),
    href: values.href.trim() || null,
  }
}

/** Field errors from the shared schema; the typed cover URL is not checked when a file replaces it. */
export function validateProjectForm(values: ProjectFormValues, hasFile: boolean): ProjectFormErrors {
  const result = ProjectBodySchema.safeParse(toProjectBody(values, hasFile ? '/pending-upload' : undefined))
  return fieldErrors(values, result)
}
