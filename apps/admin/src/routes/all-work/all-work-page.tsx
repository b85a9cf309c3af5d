import {
  ADMIN_MESSAGES,
  ADMIN_TAGS_SHOWN,
  type AdminWorkItem,
  categoryLabel,
  PAGE_SIZE,
} from '@studio/contracts'
import { Button } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import { Switch } from '@studio/ui/switch'
import { TableCell, TableRow } from '@studio/ui/table'
import * as React from 'react'
import { DateText } from '../../components/date-text'
import { EditDeleteActions } from '../../components/edit-delete-actions'
import { EmptyState, ListStatus } from '../../components/list-states'
import { ListTable } from '../../components/list-table'
import { ListToolbar } from '../../components/list-toolbar'
import { PageHeader } from '../../components/page-header'
import { Thumbnail } from '../../components/thumbnail'
import { useAdminApi } from '../../lib/api-context'
import { isSessionExpired, messageOf } from '../../lib/errors'
import { useNotify } from '../../lib/notices'
import { useAdminList } from '../../lib/use-admin-list'
import { useListFocus } from '../../lib/use-list-focus'
import { useRemoveRow } from '../../lib/use-remove-row'
import { WorkDrawer } from './work-drawer'
import { distinctCategories, filterWork, visitUrl } from './work-filters'

const COLUMNS = ['Project', 'Category', 'Tags', 'Updated', 'Featured', 'Actions'] as const

export function AllWorkPage() {
  const client = useAdminApi()
  const notify = useNotify()
  const [category, setCategory] = React.useState('')
  const view = useAdminList({
    load: React.useCallback(() => client.listWorkItems(), [client]),
    filter: React.useCallback(
      (items: readonly AdminWorkItem[], query: string) => filterWork(items, query, category),
      [category],
    ),
    pageSize: PAGE_SIZE.adminAllWork,
    noun: 'result',
  })
  const { list, setPage } = view
  const focus = useListFocus(view, PAGE_SIZE.adminAllWork)
  const [drawer, setDrawer] = React.useState<AdminWorkItem | 'new' | null>(null)
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
    // Featured items come first, so the row may now be on another page: follow it or say where it went.
    const change = updated ? (featured ? ' is now featured and' : ' is no longer featured and') : ''
    focus.afterMove(item, '[role="switch"]', (page) => `'${item.title}'${change} moved to page ${page}.`)
  }

  async function afterSave(saved: AdminWorkItem | 'new' | null) {
    setDrawer(null)
    await list.reload()
    // An edit that changed the featured flag moves the row too; the drawer gave focus back to its Edit.
    if (saved && saved !== 'new') {
      focus.afterMove(
        saved,
        '[aria-label^="Edit "]',
        (page, item) => `'${item.title}' moved to page ${page}.`,
      )
    }
  }

  const remove = useRemoveRow(
    view,
    client.deleteWorkItem,
    { confirm: ADMIN_MESSAGES.confirmDeleteWork, failed: ADMIN_MESSAGES.workDeleteFailed },
    focus.afterDelete,
  )

  return (
    <>
      <PageHeader
        title="All Work"
        subtitle="Every piece shown on the public All Work page; featured items come first."
        action={<Button onClick={() => setDrawer('new')}>+ New Item</Button>}
      />
      <ListToolbar
        searchLabel="Search work"
        placeholder="Search title, description or tags"
        searchRef={focus.searchRef}
        {...view.toolbar}
      >
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
      </ListToolbar>
      <ListStatus ref={focus.statusRef} text={focus.announcement} />
      <ListTable
        view={view}
        tableRef={focus.tableRef}
        caption="All Work"
        className="work-table"
        columns={COLUMNS}
        pagesLabel="All Work pages"
        empty={
          list.items.length === 0 ? (
            <EmptyState text={ADMIN_MESSAGES.noWork} hint="Create the first one with + New Item." />
          ) : (
            <EmptyState
              text={view.query.trim() ? 'No work matches your search.' : 'No work in this category.'}
            />
          )
        }
        renderRow={(item) => {
          const featured = pendingFeatured.get(item.id) ?? item.featured
          const visit = visitUrl(item)
          const extraTags = item.tags.length - ADMIN_TAGS_SHOWN
          return (
            <TableRow key={item.id} data-row-id={item.id}>
              <TableCell label="Project">
                <div className="item-cell">
                  <Thumbnail src={item.cover_url} title={item.title} />
                  <div className="item-cell__text">
                    <span className="item-cell__title clamp-3" title={item.title}>
                      {item.title}
                    </span>
                    <p className="clamp-2 muted">{item.description}</p>
                    {visit ? (
                      <a
                        className="item-cell__link"
                        href={visit}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`Visit site of ${item.title} (opens in a new tab)`}
                      >
                        Visit site
                      </a>
                    ) : null}
                  </div>
                </div>
              </TableCell>
              <TableCell label="Category">
                <Chip tone="accent" className="chip-wrap">
                  {categoryLabel(item.category)}
                </Chip>
              </TableCell>
              <TableCell label="Tags">
                {item.tags.length === 0 ? (
                  <span className="muted">—</span>
                ) : (
                  <ul className="tag-list" aria-label={`Tags of ${item.title}`}>
                    {item.tags.slice(0, ADMIN_TAGS_SHOWN).map((tag) => (
                      <li key={tag}>
                        <Chip>{tag}</Chip>
                      </li>
                    ))}
                    {extraTags > 0 ? (
                      <li
                        className="muted tag-list__more"
                        title={item.tags.slice(ADMIN_TAGS_SHOWN).join(', ')}
                      >
                        +{extraTags}
                      </li>
                    ) : null}
                  </ul>
                )}
              </TableCell>
              <TableCell label="Updated" className="nowrap">
                <DateText value={item.updated_at} />
              </TableCell>
              <TableCell label="Featured">
                <Switch
                  checked={featured}
                  aria-label={`Featured: ${item.title}`}
                  onCheckedChange={(next) => void toggleFeatured(item, next)}
                />
              </TableCell>
              <EditDeleteActions
                title={item.title}
                onEdit={() => setDrawer(item)}
                onDelete={() => void remove(item)}
              />
            </TableRow>
          )
        }}
      />
      <WorkDrawer
        target={drawer}
        categories={categories}
        onClose={() => setDrawer(null)}
        onSaved={() => void afterSave(drawer)}
      />
    </>
  )
}
