import { type AdminWorkItem, type WorkItemBody, WorkItemBodySchema } from '@studio/contracts'
import {
  emptyItemForm,
  type ItemForm,
  type ItemFormValues,
  itemFormFrom,
  orNull,
  toItemBody,
  validatorFor,
} from '../../lib/item-form'

/** The work drawer's fields: every item's, plus category, website and the featured flag. */
export interface WorkFormValues extends ItemFormValues {
  category: string
  website: string
  featured: boolean
}

/** Spec section 5, as for every item; category and website null when empty, featured a boolean. */
function toWorkBody(values: WorkFormValues, uploadedUrl?: string): WorkItemBody {
  return {
    ...toItemBody(values, uploadedUrl),
    category: orNull(values.category),
    website: orNull(values.website),
    featured: values.featured === true,
  }
}

export const workForm: ItemForm<WorkFormValues, AdminWorkItem, WorkItemBody> = {
  empty: { ...emptyItemForm, category: '', website: '', featured: false },
  from: (item) => ({
    ...itemFormFrom(item),
    category: item.category ?? '',
    website: item.website ?? '',
    featured: item.featured,
  }),
  toBody: toWorkBody,
  validate: validatorFor(WorkItemBodySchema, toWorkBody),
  create: (client, body) => client.createWorkItem(body),
  update: (client, id, body) => client.updateWorkItem(id, body),
}
