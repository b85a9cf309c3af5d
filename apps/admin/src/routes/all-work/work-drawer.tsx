import { ADMIN_MESSAGES, type AdminWorkItem, categoryLabel } from '@studio/contracts'
import { Switch } from '@studio/ui/switch'
import * as React from 'react'
import { FormDrawer } from '../../components/form-drawer'
import { TextField } from '../../components/text-field'
import { TitleDescriptionCover } from '../../components/title-description-cover'
import { useAdminApi } from '../../lib/api-context'
import { useCoverForm } from '../../lib/use-cover-form'
import { emptyWorkForm, toWorkBody, validateWorkForm, workFormFrom } from './work-form'

interface WorkDrawerProps {
  target: AdminWorkItem | 'new' | null
  /** Known categories, offered as suggestions. */
  categories: readonly string[]
  onClose: () => void
  onSaved: () => void
}

export function WorkDrawer({ target, categories, onClose, onSaved }: WorkDrawerProps) {
  const client = useAdminApi()
  const listId = React.useId()
  const form = useCoverForm({
    target,
    empty: emptyWorkForm,
    from: workFormFrom,
    validate: validateWorkForm,
    save: (current, values, uploaded) => {
      const body = toWorkBody(values, uploaded)
      return current === 'new' ? client.createWorkItem(body) : client.updateWorkItem(current.id, body)
    },
    // The in-drawer error 'Failed to save' (spec section 8).
    saveFailed: ADMIN_MESSAGES.workSaveFailed,
    onSaved,
  })
  const { values, set, errors } = form

  return (
    <FormDrawer
      open={target !== null}
      onClose={onClose}
      title={target === 'new' ? 'Create Work' : 'Edit Work'}
      submitLabel={target === 'new' ? 'Create item' : 'Save changes'}
      form={form}
      onSubmit={form.onSubmit}
    >
      <TitleDescriptionCover form={form} descriptionRows={4} />
      <TextField
        label="Category"
        error={errors.category}
        list={listId}
        placeholder="apps, ecommerce, informative, shopify"
        value={values.category}
        onChange={set('category')}
      />
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category}>
            {categoryLabel(category)}
          </option>
        ))}
      </datalist>
      <TextField
        label="Website"
        error={errors.website}
        type="url"
        inputMode="url"
        placeholder="https://…"
        value={values.website}
        onChange={set('website')}
      />
      <TextField
        label="Case study path (href)"
        error={errors.href}
        placeholder="/work/project-name"
        value={values.href}
        onChange={set('href')}
      />
      <TextField
        label="Tags"
        error={errors.tags}
        placeholder="shopify, liquid, design"
        value={values.tags}
        onChange={set('tags')}
      />
      <Switch checked={values.featured} onCheckedChange={set('featured')} label="Featured" />
    </FormDrawer>
  )
}
