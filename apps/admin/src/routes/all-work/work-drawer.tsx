import { ADMIN_MESSAGES, type AdminWorkItem, categoryLabel } from '@studio/contracts'
import { Switch } from '@studio/ui/switch'
import * as React from 'react'
import { ItemDrawer } from '../../components/item-drawer'
import { ShareCardPreview } from '../../components/share-card-preview'
import { TextField } from '../../components/text-field'
import { Deferred } from '../../lib/deferred-view'
import { SlugField } from './slug-field'
import { distinctCategories } from './work-filters'
import { workForm } from './work-form'

// The in-drawer error 'Failed to save', beside the drawer's actions.
const TEXTS = {
  noun: 'Work',
  createLabel: 'Create item',
  saveFailed: ADMIN_MESSAGES.workSaveFailed,
  created: 'Work item created.',
}

interface WorkDrawerProps {
  target: AdminWorkItem | 'new' | null
  /** The loaded work: its categories are offered as suggestions. */
  work: Promise<AdminWorkItem[]>
  onClose: () => void
  onSaved: () => void
}

export function WorkDrawer({ work, ...props }: WorkDrawerProps) {
  const listId = React.useId()
  const { target } = props
  const editing = target !== null && target !== 'new'
  // The stored slug when editing (an older API sends none: then there is nothing to keep or redirect).
  const current = editing ? (target.slug ?? null) : null
  return (
    <ItemDrawer {...props} texts={TEXTS} form={workForm} descriptionRows={4}>
      {(form) => (
        <>
          <SlugField {...form.bind('slug')} title={form.values.title} editing={editing} current={current} />
          <TextField
            label="Category"
            list={listId}
            placeholder="apps, ecommerce, informative, shopify"
            {...form.bind('category')}
          />
          <datalist id={listId}>
            <Deferred value={work} fallback={null}>
              {(items) =>
                distinctCategories(items).map((category) => (
                  <option key={category} value={category}>
                    {categoryLabel(category)}
                  </option>
                ))
              }
            </Deferred>
          </datalist>
          <TextField
            label="Website"
            type="url"
            inputMode="url"
            placeholder="https://…"
            {...form.bind('website')}
          />
          <TextField label="Case study path (href)" placeholder="/work/project-name" {...form.bind('href')} />
          <TextField label="Tags" placeholder="shopify, liquid, design" {...form.bind('tags')} />
          <Switch checked={form.values.featured} onCheckedChange={form.set('featured')} label="Featured" />
          {editing ? (
            <ShareCardPreview
              label="Share card"
              cards={[
                { language: 'en', card: target.share_cards?.en ?? null },
                { language: 'ar', card: target.share_cards?.ar ?? null },
              ]}
            />
          ) : null}
        </>
      )}
    </ItemDrawer>
  )
}
