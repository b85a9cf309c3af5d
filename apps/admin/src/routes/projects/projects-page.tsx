import { ADMIN_MESSAGES, type AdminProject, PAGE_SIZE } from '@studio/contracts'
import { Button } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import { TableCell, TableRow } from '@studio/ui/table'
import * as React from 'react'
import { DateText } from '../../components/date-text'
import { EditDeleteActions } from '../../components/edit-delete-actions'
import { EmptyState } from '../../components/list-states'
import { ListTable } from '../../components/list-table'
import { ListToolbar } from '../../components/list-toolbar'
import { PageHeader } from '../../components/page-header'
import { Thumbnail } from '../../components/thumbnail'
import { useAdminApi } from '../../lib/api-context'
import { newestFirst } from '../../lib/format-date'
import { useAdminList } from '../../lib/use-admin-list'
import { useListFocus } from '../../lib/use-list-focus'
import { matchesSearch } from '../../lib/use-paged-search'
import { useRemoveRow } from '../../lib/use-remove-row'
import { ProjectDrawer } from './project-drawer'

const COLUMNS = ['Project', 'Description', 'Created', 'Status', 'Actions'] as const

const filterProjects = (items: readonly AdminProject[], query: string) =>
  items.filter((project) => matchesSearch(query, [project.title, project.description]))

export function ProjectsPage() {
  const client = useAdminApi()
  const view = useAdminList({
    load: React.useCallback(async () => newestFirst(await client.listProjects()), [client]),
    filter: filterProjects,
    pageSize: PAGE_SIZE.adminProjects,
    noun: 'item',
  })
  const { list, query } = view
  const focus = useListFocus(view, PAGE_SIZE.adminProjects)
  const [drawer, setDrawer] = React.useState<AdminProject | 'new' | null>(null)

  const remove = useRemoveRow(
    view,
    client.deleteProject,
    { confirm: ADMIN_MESSAGES.confirmDeleteProject, failed: ADMIN_MESSAGES.projectDeleteFailed },
    focus.afterDelete,
  )

  return (
    <>
      <PageHeader
        title="Projects"
        subtitle="Portfolio projects shown on the public Projects page."
        action={<Button onClick={() => setDrawer('new')}>+ New Project</Button>}
      />
      <ListToolbar
        searchLabel="Search projects"
        placeholder="Search title or description"
        searchRef={focus.searchRef}
        {...view.toolbar}
      />
      <ListTable
        view={view}
        tableRef={focus.tableRef}
        caption="Projects"
        className="projects-table"
        columns={COLUMNS}
        pagesLabel="Projects pages"
        empty={
          <EmptyState
            text={
              list.items.length === 0 || !query.trim()
                ? ADMIN_MESSAGES.noProjects
                : 'No projects match your search.'
            }
            hint={list.items.length === 0 ? 'Create the first one with + New Project.' : undefined}
          />
        }
        renderRow={(project) => (
          <TableRow key={project.id} data-row-id={project.id}>
            <TableCell label="Project">
              <div className="item-cell">
                <Thumbnail src={project.cover_url} title={project.title} />
                <span className="item-cell__title clamp-3" title={project.title}>
                  {project.title}
                </span>
              </div>
            </TableCell>
            <TableCell label="Description">
              <p className="clamp-2 muted">{project.description}</p>
            </TableCell>
            <TableCell label="Created" className="nowrap">
              <DateText value={project.created_at} />
            </TableCell>
            <TableCell label="Status">
              <Chip tone="success">Active</Chip>
            </TableCell>
            <EditDeleteActions
              title={project.title}
              onEdit={() => setDrawer(project)}
              onDelete={() => void remove(project)}
            />
          </TableRow>
        )}
      />
      <ProjectDrawer
        target={drawer}
        onClose={() => setDrawer(null)}
        onSaved={() => {
          setDrawer(null)
          void list.reload()
        }}
      />
    </>
  )
}
