import { Switch } from '@studio/ui/switch'
import type * as React from 'react'
import type { ItemForm, ItemFormValues } from '../lib/item-form'
import { useNotify } from '../lib/notices'
import { useCoverForm } from '../lib/use-cover-form'
import { FormDrawer } from './form-drawer'
import { TitleDescriptionCover } from './title-description-cover'

/** The values this drawer itself reads: the common fields but the tags and the link (its children's). */
type CommonValues = Omit<ItemFormValues, 'tags' | 'href'>

interface ItemDrawerProps<V extends CommonValues, T extends { id: number }, B> {
  /** null: closed; 'new': create; an item: edit. */
  target: T | 'new' | null
  onClose: () => void
  onSaved: () => void
  /**
   * `noun` names the headings ('Create Project', 'Edit Project'), `createLabel` is the submit
   * button's text when creating, `saveFailed` the title of a failed save, `created` the notice
   * after a create (the new row may sit on another page or under a filter: say it worked).
   */
  texts: { noun: string; createLabel: string; saveFailed: string; created: string }
  form: ItemForm<V, T, B>
  descriptionRows: number
  /** The item's own fields, after title, description and cover. */
  children: (form: ReturnType<typeof useCoverForm<V, T>>) => React.ReactNode
}

/**
 * The create/edit drawer of a portfolio item (project, work): title, description, their Arabic
 * versions and cover first,
 * then the item's own fields and the hidden switch; saving posts to the list's route action, which
 * uploads a chosen cover, then creates or updates the item. A failed save the form kind ties to
 * fields (`serverErrors`) also shows on those fields, until the next submit.
 */
export function ItemDrawer<V extends CommonValues, T extends { id: number }, B>({
  target,
  texts,
  form: kind,
  ...props
}: ItemDrawerProps<V, T, B>) {
  const notify = useNotify()
  const form = useCoverForm<V, T>({
    target,
    empty: kind.empty,
    from: kind.from,
    validate: kind.validate,
    toBody: (values) => kind.toBody(values),
    serverErrors: kind.serverErrors,
    saveFailed: texts.saveFailed,
    onSaved: () => {
      if (target === 'new') notify(texts.created, { tone: 'success' })
      props.onSaved()
    },
  })
  return (
    <FormDrawer
      open={target !== null}
      onClose={props.onClose}
      title={target === 'new' ? `Create ${texts.noun}` : `Edit ${texts.noun}`}
      submitLabel={target === 'new' ? texts.createLabel : 'Save changes'}
      form={form}
      onSubmit={form.onSubmit}
    >
      <TitleDescriptionCover form={form} descriptionRows={props.descriptionRows} />
      {props.children(form)}
      <Switch
        checked={form.values.hidden}
        onCheckedChange={form.set('hidden')}
        label="Hidden from the public site"
      />
    </FormDrawer>
  )
}
