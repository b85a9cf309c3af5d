import { type AdminProject, type ProjectBody, ProjectBodySchema } from '@studio/contracts'
import {
  emptyItemForm,
  type ItemForm,
  type ItemFormValues,
  itemFormFrom,
  toItemBody,
  validatorFor,
} from '../../lib/item-form'

/** A project has exactly the fields every item has. */
export const projectForm: ItemForm<ItemFormValues, AdminProject, ProjectBody> = {
  empty: emptyItemForm,
  from: itemFormFrom,
  schema: ProjectBodySchema,
  toBody: toItemBody,
  validate: validatorFor(ProjectBodySchema, toItemBody),
  create: (client, body) => client.createProject(body),
  update: (client, id, body) => client.updateProject(id, body),
}
