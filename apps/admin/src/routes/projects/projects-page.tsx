import { ADMIN_MESSAGES, type AdminProject, PAGE_SIZE } from '@studio/contracts'
import * as React from 'react'
import { ItemListScreen } from '../../components/item-list-screen'
import { EmptyState } from '../../components/list-states'
import { useAdminApi } from '../../lib/api-context'
import { useItemList } from '../../lib/use-item-list'
import { matchesSearch } from '../../lib/use-paged-search'
import { ProjectDrawer } from './project-drawer'
import { ProjectRow } from './project-row'
import './projects-page.css'

const COLUMNS = ['Project', 'Description', 'Created', 'Status', 'Actions'] as const

const HEADER = {
  title: 'Projects',
  subtitle: 'Portfolio projects shown on the public Projects page, in this order.',
  newLabel: '+ New Project',
}

const filterProjects = (items: readonly AdminProject[], query: string) =>
  items.filter((project) => matchesSearch(query, [project.title, project.description]))

export function ProjectsPage() {
  const client = useAdminApi()
  const list = useItemList({
    load: React.useCallback(() => client.listProjects(), [client]),
    filter: filterProjects,
    pageSize: PAGE_SIZE.adminProjects,
    noun: 'item',
    remove: client.deleteProject,
    removeTexts: { confirm: ADMIN_MESSAGES.confirmDeleteProject, failed: ADMIN_MESSAGES.projectDeleteFailed },
    reorder: client.reorderProjects,
  })
  const { items } = list.view.list
  const searching = list.view.query.trim() !== ''

  return (
    <ItemListScreen
      list={list}
      header={HEADER}
      search={{ label: 'Search projects', placeholder: 'Search title or description' }}
      table={{ className: 'projects-table', columns: COLUMNS }}
      empty={
        <EmptyState
          text={
            items.length === 0 || !searching ? ADMIN_MESSAGES.noProjects : 'No projects match your search.'
          }
          hint={items.length === 0 ? 'Create the first one with + New Project.' : undefined}
        />
      }
      renderRow={(project) => (
        <ProjectRow
          key={project.id}
          project={project}
          onEdit={() => list.setDrawer(project)}
          onDelete={() => void list.remove(project)}
        />
      )}
      drawer={
        <ProjectDrawer
          target={list.drawer}
          onClose={() => list.setDrawer(null)}
          onSaved={() => {
            list.setDrawer(null)
            void list.view.list.reload()
          }}
        />
      }
    />
  )
}
