import { Switch } from '@studio/ui/switch'
import * as React from 'react'
import { useAdminApi } from '../lib/api-context'
import type { ItemForm } from '../lib/item-form'
import { useCoverForm } from '../lib/use-cover-form'
import { FormDrawer } from './form-drawer'
import { TitleDescriptionCover } from './title-description-cover'

type CommonValues = { title: string; description: string; cover_url: string; hidden: boolean }

interface ItemDrawerProps<V extends CommonValues, T extends { id: number }, B> {
  /** null: closed; 'new': create; an item: edit. */
  target: T | 'new' | null
  onClose: () => void
  onSaved: () => void
  /**
   * `noun` names the headings ('Create Project', 'Edit Project'), `createLabel` is the submit
   * button's text when creating, `saveFailed` the title of a failed save (spec section 8).
   */
  texts: { noun: string; createLabel: string; saveFailed: string }
  form: ItemForm<V, T, B>
  descriptionRows: number
  /** The item's own fields, after title, description and cover. */
  children: (form: ReturnType<typeof useCoverForm<V, T>>) => React.ReactNode
}

/**
 * The create/edit drawer of a portfolio item (project, work): title, description and cover first,
 * then the item's own fields and the hidden switch; saving uploads a chosen cover, then creates or
 * updates the item. A failed save the form kind ties to fields (`serverErrors`) also shows on those
 * fields, until the next submit.
 */
export function ItemDrawer<V extends CommonValues, T extends { id: number }, B>({
  target,
  texts,
  form: kind,
  ...props
}: ItemDrawerProps<V, T, B>) {
  const client = useAdminApi()
  const [serverErrors, setServerErrors] = React.useState<Partial<Record<keyof V, string>>>({})
  React.useEffect(() => {
    if (target !== null) setServerErrors({})
  }, [target])
  const form = useCoverForm<V, T>({
    target,
    empty: kind.empty,
    from: kind.from,
    validate: kind.validate,
    save: async (current, values, uploaded) => {
      const body = kind.toBody(values, uploaded)
      try {
        return await (current === 'new' ? kind.create(client, body) : kind.update(client, current.id, body))
      } catch (error) {
        // Set in the same batch as the failure, so the drawer's focus lands on the field at fault.
        setServerErrors(kind.serverErrors?.(error) ?? {})
        throw error
      }
    },
    saveFailed: texts.saveFailed,
    onSaved: props.onSaved,
  })
  // The form as the fields see it: its own (client-side) errors first, then the server's.
  const shown: typeof form = {
    ...form,
    errors: { ...serverErrors, ...form.errors },
    bind: (field) => {
      const bound = form.bind(field)
      return { ...bound, error: bound.error ?? serverErrors[field] }
    },
    onSubmit: (event) => {
      setServerErrors({})
      return form.onSubmit(event)
    },
  }
  return (
    <FormDrawer
      open={target !== null}
      onClose={props.onClose}
      title={target === 'new' ? `Create ${texts.noun}` : `Edit ${texts.noun}`}
      submitLabel={target === 'new' ? texts.createLabel : 'Save changes'}
      form={shown}
      onSubmit={shown.onSubmit}
    >
      <TitleDescriptionCover form={shown} descriptionRows={props.descriptionRows} />
      {props.children(shown)}
      <Switch
        checked={form.values.hidden}
        onCheckedChange={form.set('hidden')}
        label="Hidden from the public site"
      />
    </FormDrawer>
  )
}
