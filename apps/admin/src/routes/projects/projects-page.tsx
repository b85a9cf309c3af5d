import { ADMIN_MESSAGES, type AdminClient, type AdminProject, PAGE_SIZE } from '@studio/contracts'
import { useLoaderData } from 'react-router'
import { ItemListFrame, ItemListScreen } from '../../components/item-list-screen'
import { EmptyState } from '../../components/list-states'
import { type ItemListData, itemListRoute } from '../../lib/item-actions'
import { type ItemListState, useItemList, useItemListState } from '../../lib/item-list'
import { matchesSearch } from '../../lib/list-view'
import { ProjectDrawer } from './project-drawer'
import { projectForm } from './project-form'
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

/** /admin/projects: the list of projects; its action creates, edits, deletes and reorders. */
export function projectsRoute(client: AdminClient) {
  return itemListRoute(client, {
    path: 'projects',
    list: () => client.listProjects(),
    form: projectForm,
    writes: { remove: client.deleteProject, reorder: client.reorderProjects },
    Component: ProjectsPage,
  })
}

function ProjectsPage() {
  const { items: projects } = useLoaderData<ItemListData<AdminProject>>()
  const state = useItemListState<AdminProject>()
  return (
    <ItemListFrame
      header={HEADER}
      items={projects}
      state={state}
      search={{ label: 'Search projects', placeholder: 'Search title or description' }}
      count={{ filter: filterProjects, noun: 'item' }}
      drawer={
        <ProjectDrawer
          target={state.drawer}
          onClose={() => state.setDrawer(null)}
          onSaved={() => state.setDrawer(null)}
        />
      }
    >
      {(items) => <ProjectsScreen items={items} state={state} />}
    </ItemListFrame>
  )
}

function ProjectsScreen({
  items,
  state,
}: {
  items: AdminProject[] | null
  state: ItemListState<AdminProject>
}) {
  const list = useItemList({
    items,
    state,
    filter: filterProjects,
    pageSize: PAGE_SIZE.adminProjects,
    removeTexts: { confirm: ADMIN_MESSAGES.confirmDeleteProject, failed: ADMIN_MESSAGES.projectDeleteFailed },
  })
  const searching = list.view.query.trim() !== ''
  const none = (items ?? []).length === 0

  return (
    <ItemListScreen
      list={list}
      header={HEADER}
      table={{ className: 'projects-table', columns: COLUMNS }}
      empty={
        <EmptyState
          text={none || !searching ? ADMIN_MESSAGES.noProjects : 'No projects match your search.'}
          hint={none ? 'Create the first one with + New Project.' : undefined}
        />
      }
      Row={ProjectRow}
    />
  )
}
