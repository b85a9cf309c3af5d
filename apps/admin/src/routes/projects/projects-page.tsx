import { ADMIN_MESSAGES, type AdminProject, PAGE_SIZE } from '@studio/contracts'
import { Button } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import { Pagination } from '@studio/ui/pagination'
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@studio/ui/table'
import * as React from 'react'
import { DateText } from '../../components/date-text'
import { EmptyState, ErrorCard, SkeletonRows } from '../../components/list-states'
import { countLabel, ListToolbar } from '../../components/list-toolbar'
import { PageHeader } from '../../components/page-header'
import { Thumbnail } from '../../components/thumbnail'
import { useAdminApi } from '../../lib/api-context'
import { isSessionExpired, messageOf } from '../../lib/errors'
import { newestFirst } from '../../lib/format-date'
import { useNotify } from '../../lib/notices'
import { matchesSearch, usePaging } from '../../lib/use-paged-search'
import { useRemoteList } from '../../lib/use-remote-list'
import { ProjectDrawer } from './project-drawer'

const COLUMNS = ['Project', 'Description', 'Created', 'Status', 'Actions'] as const

export function ProjectsPage() {
  const client = useAdminApi()
  const notify = useNotify()
  const list = useRemoteList(
    React.useCallback(async () => newestFirst(await client.listProjects()), [client]),
  )
  const [query, setQuery] = React.useState('')
  const [drawer, setDrawer] = React.useState<AdminProject | 'new' | null>(null)

  const matching = React.useMemo(
    () => list.items.filter((project) => matchesSearch(query, [project.title, project.description])),
    [list.items, query],
  )
  const { page, pageCount, visible, setPage } = usePaging(matching, PAGE_SIZE.adminProjects)

  function onQueryChange(next: string) {
    setQuery(next)
    setPage(1)
  }

  async function remove(project: AdminProject) {
    if (!window.confirm(ADMIN_MESSAGES.confirmDeleteProject)) return
    try {
      await client.deleteProject(project.id)
    } catch (error) {
      if (!isSessionExpired(error))
        notify(ADMIN_MESSAGES.projectDeleteFailed, { detail: messageOf(error, '') })
    }
    await list.reload()
  }

  const loading = list.status === 'loading'
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
        query={query}
        onQueryChange={onQueryChange}
        count={loading ? 'Loading…' : countLabel(matching.length, 'item')}
      />
      {list.status === 'error' ? (
        <ErrorCard message={list.error} onRetry={() => void list.reload()} />
      ) : !loading && matching.length === 0 ? (
        <EmptyState
          text={
            list.items.length === 0 || !query.trim()
              ? ADMIN_MESSAGES.noProjects
              : 'No projects match your search.'
          }
          hint={list.items.length === 0 ? 'Create the first one with + New Project.' : undefined}
        />
      ) : (
        <>
          <Table caption="Projects" aria-busy={loading} className="projects-table">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableHeaderCell key={column}>{column}</TableHeaderCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {loading ? (
                <SkeletonRows columns={COLUMNS.length} />
              ) : (
                visible.map((project) => (
                  <TableRow key={project.id}>
                    <TableCell label="Project">
                      <div className="item-cell">
                        <Thumbnail src={project.cover_url} title={project.title} />
                        <span className="item-cell__title">{project.title}</span>
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
                    <TableCell label="Actions">
                      <div className="row-actions">
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Edit ${project.title}`}
                          onClick={() => setDrawer(project)}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="danger"
                          size="sm"
                          aria-label={`Delete ${project.title}`}
                          onClick={() => void remove(project)}
                        >
                          Delete
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
          {loading ? null : (
            <Pagination
              variant="summary"
              label="Projects pages"
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
              className="list-pagination"
            />
          )}
        </>
      )}
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
