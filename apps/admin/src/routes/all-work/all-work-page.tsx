import { ADMIN_MESSAGES, type AdminWorkItem, categoryLabel, PAGE_SIZE } from '@studio/contracts'
import * as React from 'react'
import { ItemListScreen } from '../../components/item-list-screen'
import { EmptyState } from '../../components/list-states'
import { useAdminApi } from '../../lib/api-context'
import { isSessionExpired, messageOf } from '../../lib/errors'
import { useNotify } from '../../lib/notices'
import { useItemList } from '../../lib/use-item-list'
import { WorkDrawer } from './work-drawer'
import { distinctCategories, filterWork } from './work-filters'
import { WorkRow } from './work-row'
import './all-work-page.css'

const COLUMNS = ['Project', 'Category', 'Tags', 'Updated', 'Featured', 'Actions'] as const

const HEADER = {
  title: 'All Work',
  subtitle: 'Every piece shown on the public All Work page, in this order.',
  newLabel: '+ New Item',
}

export function AllWorkPage() {
  const client = useAdminApi()
  const notify = useNotify()
  const [category, setCategory] = React.useState('')
  const screen = useItemList({
    load: React.useCallback(() => client.listWorkItems(), [client]),
    filter: React.useCallback(
      (items: readonly AdminWorkItem[], query: string) => filterWork(items, query, category),
      [category],
    ),
    pageSize: PAGE_SIZE.adminAllWork,
    noun: 'result',
    remove: client.deleteWorkItem,
    removeTexts: { confirm: ADMIN_MESSAGES.confirmDeleteWork, failed: ADMIN_MESSAGES.workDeleteFailed },
    reorder: client.reorderWorkItems,
    filtering: category !== '',
  })
  const { view, focus } = screen
  const { list, setPage } = view
  // Featured flags flipped on screen before the server confirms (spec section 4: immediately, then reload).
  const [pendingFeatured, setPendingFeatured] = React.useState<ReadonlyMap<number, boolean>>(new Map())

  const categories = React.useMemo(() => distinctCategories(list.items), [list.items])
  // A category whose last item was deleted leaves the dropdown: show everything again rather than an
  // empty list under a filter the admin can no longer see.
  React.useEffect(() => {
    if (category !== '' && list.status === 'ready' && !categories.includes(category)) setCategory('')
  }, [category, categories, list.status])

  function withPending(id: number, value: boolean | undefined) {
    setPendingFeatured((current) => {
      const next = new Map(current)
      if (value === undefined) next.delete(id)
      else next.set(id, value)
      return next
    })
  }

  async function toggleFeatured(item: AdminWorkItem, featured: boolean) {
    withPending(item.id, featured)
    let updated = true
    try {
      await client.updateWorkItem(item.id, { featured })
    } catch (error) {
      updated = false
      if (!isSessionExpired(error)) notify(ADMIN_MESSAGES.featuredFailed, { detail: messageOf(error, '') })
    }
    await list.reload()
    withPending(item.id, undefined)
    // The row stays where it is (featured no longer sorts); focus stays on its switch.
    const change = updated ? (featured ? ' is now featured and' : ' is no longer featured and') : ''
    focus.afterMove(item, '[role="switch"]', (page) => `'${item.title}'${change} moved to page ${page}.`)
  }

  async function afterSave(saved: AdminWorkItem | 'new' | null) {
    screen.setDrawer(null)
    await list.reload()
    // Should the row have moved meanwhile, follow it; the drawer gave focus back to its Edit.
    if (saved && saved !== 'new') {
      focus.afterMove(
        saved,
        '[aria-label^="Edit "]',
        (page, item) => `'${item.title}' moved to page ${page}.`,
      )
    }
  }

  return (
    <ItemListScreen
      list={screen}
      header={HEADER}
      search={{ label: 'Search work', placeholder: 'Search title, description or tags' }}
      filters={
        <label className="list-toolbar__filter">
          <span className="ui-visually-hidden">Category</span>
          <select
            className="ui-field__control"
            value={category}
            onChange={(event) => {
              setCategory(event.target.value)
              setPage(1)
            }}
          >
            <option value="">All Categories</option>
            {categories.map((value) => (
              <option key={value} value={value}>
                {categoryLabel(value)}
              </option>
            ))}
          </select>
        </label>
      }
      table={{ className: 'work-table', columns: COLUMNS }}
      empty={
        list.items.length === 0 ? (
          <EmptyState text={ADMIN_MESSAGES.noWork} hint="Create the first one with + New Item." />
        ) : (
          <EmptyState
            text={view.query.trim() ? 'No work matches your search.' : 'No work in this category.'}
          />
        )
      }
      renderRow={(item) => (
        <WorkRow
          key={item.id}
          item={item}
          featured={pendingFeatured.get(item.id) ?? item.featured}
          onFeaturedChange={(next) => void toggleFeatured(item, next)}
          onEdit={() => screen.setDrawer(item)}
          onDelete={() => void screen.remove(item)}
        />
      )}
      drawer={
        <WorkDrawer
          target={screen.drawer}
          categories={categories}
          onClose={() => screen.setDrawer(null)}
          onSaved={() => void afterSave(screen.drawer)}
        />
      }
    />
  )
}
