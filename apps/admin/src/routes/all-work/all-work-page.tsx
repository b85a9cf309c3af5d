import { ADMIN_MESSAGES, type AdminClient, type AdminWorkItem, PAGE_SIZE } from '@studio/contracts'
import * as React from 'react'
import { useLoaderData } from 'react-router'
import { ItemListFrame, ItemListScreen } from '../../components/item-list-screen'
import { EmptyState } from '../../components/list-states'
import { useAddressState } from '../../lib/address-state'
import { type ItemListData, itemListRoute } from '../../lib/item-actions'
import { type ItemListState, useItemList, useItemListState } from '../../lib/item-list'
import { CategoryFilter } from './category-filter'
import { WorkDrawer } from './work-drawer'
import { distinctCategories, filterWork } from './work-filters'
import { workForm } from './work-form'
import { WorkRow } from './work-row'
import './all-work-page.css'

const COLUMNS = ['Project', 'Category', 'Tags', 'Updated', 'Featured', 'Actions'] as const

const HEADER = {
  title: 'All Work',
  subtitle: 'Every piece shown on the public All Work page, in this order.',
  newLabel: '+ New Item',
}

/** /admin/all-work: all the work; its action saves, deletes, reorders and features. */
export function allWorkRoute(client: AdminClient) {
  return itemListRoute(client, {
    path: 'all-work',
    list: () => client.listWorkItems(),
    form: workForm,
    writes: {
      remove: client.deleteWorkItem,
      reorder: client.reorderWorkItems,
      featured: (id, featured) => client.updateWorkItem(id, { featured }),
    },
    Component: AllWorkPage,
  })
}

function AllWorkPage() {
  const { items: work } = useLoaderData<ItemListData<AdminWorkItem>>()
  const [category, setCategory] = useAddressState('category')
  const [saved, setSaved] = React.useState<AdminWorkItem | null>(null)
  const state = { ...useItemListState<AdminWorkItem>(), category, setCategory, saved, setSaved }
  const { drawer, setDrawer, setPage } = state
  const filter = React.useCallback(
    (all: readonly AdminWorkItem[], query: string) => filterWork(all, query, category),
    [category],
  )
  return (
    <ItemListFrame
      header={HEADER}
      items={work}
      state={state}
      search={{ label: 'Search work', placeholder: 'Search title, description or tags' }}
      count={{ filter, noun: 'result' }}
      filters={
        <CategoryFilter
          work={work}
          value={category}
          onChange={(next) => {
            setCategory(next)
            setPage(1)
          }}
        />
      }
      drawer={
        <WorkDrawer
          target={drawer}
          work={work}
          onClose={() => setDrawer(null)}
          onSaved={() => {
            setDrawer(null)
            if (drawer && drawer !== 'new') setSaved(drawer)
          }}
        />
      }
    >
      {(items) => <AllWorkScreen items={items} state={state} filter={filter} />}
    </ItemListFrame>
  )
}

interface WorkListState extends ItemListState<AdminWorkItem> {
  /** The category filter ('' for all). */
  category: string
  setCategory: (category: string) => void
  /** The item just saved from the drawer: its row is followed once the list has it. */
  saved: AdminWorkItem | null
  setSaved: (item: AdminWorkItem | null) => void
}

interface AllWorkScreenProps {
  items: AdminWorkItem[] | null
  state: WorkListState
  /** The search and the category over the work (the shell's, which counts with it too). */
  filter: (items: readonly AdminWorkItem[], query: string) => AdminWorkItem[]
}

function AllWorkScreen({ items, state, filter }: AllWorkScreenProps) {
  const { category, setCategory } = state
  const screen = useItemList({
    items,
    state,
    filter,
    pageSize: PAGE_SIZE.adminAllWork,
    removeTexts: { confirm: ADMIN_MESSAGES.confirmDeleteWork, failed: ADMIN_MESSAGES.workDeleteFailed },
    filtering: category !== '',
  })
  const { view, focus } = screen

  const categories = React.useMemo(() => distinctCategories(items ?? []), [items])
  // A category whose last item was deleted leaves the dropdown: show everything again rather than an
  // empty list under a filter the admin can no longer see.
  React.useEffect(() => {
    if (category !== '' && items !== null && !categories.includes(category)) setCategory('')
  }, [category, categories, items, setCategory])

  // Should the saved row have moved meanwhile, follow it; the drawer gave focus back to its Edit.
  const { saved, setSaved } = state
  React.useEffect(() => {
    if (!saved) return
    setSaved(null)
    focus.afterMove(saved, '[aria-label^="Edit "]', (page, item) => `'${item.title}' moved to page ${page}.`)
  }, [saved, setSaved, focus])

  return (
    <ItemListScreen
      list={screen}
      header={HEADER}
      table={{ className: 'work-table', columns: COLUMNS }}
      empty={
        (items ?? []).length === 0 ? (
          <EmptyState text={ADMIN_MESSAGES.noWork} hint="Create the first one with + New Item." />
        ) : (
          <EmptyState
            text={view.query.trim() ? 'No work matches your search.' : 'No work in this category.'}
          />
        )
      }
      Row={WorkRow}
    />
  )
}
