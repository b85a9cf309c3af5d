import './projects.css'
import type { PublicProject } from '@studio/contracts/projects'
import { Skeleton } from '@studio/ui/skeleton'
import { listPreloadLinks, publicClient } from '../../lib/api'
import { scrollToElement } from '../../lib/scroll'
import { pageMeta } from '../../lib/seo'
import { useMediaQuery } from '../../lib/use-media-query'
import { type PublicListState, usePublicList } from '../../lib/use-public-list'
import { BREAKPOINTS } from '../../tuning'
import type { Route } from './+types/route'
import { DesktopStack, StackIntro } from './desktop-stack'
import { MobileHero, MobileProjectList } from './mobile-projects'

export const links: Route.LinksFunction = () => listPreloadLinks('/public/projects')

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: 'Projects',
    description:
      'Our latest work: websites, mobile apps, AI agents and dashboards built for regional and global businesses.',
    path: '/projects',
  })

const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.projectsDesktopMin + 1}px)`

function DesktopProjects({ state }: { state: PublicListState<PublicProject> }) {
  if (state.kind === 'loaded') return <DesktopStack projects={state.items} />
  return (
    <section className="stack" aria-label="Latest projects" aria-busy={state.kind === 'loading'}>
      <StackIntro />
      <div className="stack__deck">
        {state.kind === 'error' ? (
          <p className="error-text" role="alert">
            {state.message}
          </p>
        ) : (
          <div className="stack-card stack-card--skeleton">
            <Skeleton className="stack-card__cover" />
            <div className="stack-card__body">
              <Skeleton className="skeleton-line skeleton-line--title" />
              <Skeleton className="skeleton-line" />
              <Skeleton className="skeleton-line skeleton-line--short" />
            </div>
            <span className="ui-visually-hidden">Loading projects…</span>
          </div>
        )}
      </div>
    </section>
  )
}

function MobileProjectsScreen({ state }: { state: PublicListState<PublicProject> }) {
  // The hero stays mounted from the prerendered HTML through loading to the loaded list.
  return (
    <div className="mobile-projects" aria-busy={state.kind === 'loading'}>
      <MobileHero
        onExplore={() => {
          const list = document.getElementById('mobile-projects-status')
          if (list) scrollToElement(list)
        }}
      />
      <div id="mobile-projects-status">
        {state.kind === 'loaded' ? (
          <MobileProjectList projects={state.items} />
        ) : state.kind === 'error' ? (
          <p className="error-text" role="alert">
            {state.message}
          </p>
        ) : (
          <>
            {[0, 1].map((key) => (
              <div
                key={key}
                className="mobile-project mobile-project--skeleton"
                data-side={key === 0 ? 'right' : 'left'}
              >
                <div className="mobile-project__text">
                  <Skeleton className="skeleton-line skeleton-line--title" />
                  <Skeleton className="skeleton-line" />
                  <Skeleton className="skeleton-line skeleton-line--short" />
                </div>
                <Skeleton className="mobile-project__cover" />
              </div>
            ))}
            <span className="ui-visually-hidden">Loading projects…</span>
          </>
        )}
      </div>
    </div>
  )
}

export default function Projects() {
  const desktop = useMediaQuery(DESKTOP_QUERY)
  const state = usePublicList(publicClient.listProjects)
  // Before hydration the viewport is unknown: both layouts are in the HTML and CSS shows one.
  // Afterwards the other is dropped, but the wrappers stay, so the painted hero is kept (no
  // remount, which would move the largest paint to after hydration).
  return (
    <>
      {desktop !== false ? (
        <div className="projects-desktop-only">
          <DesktopProjects state={state} />
        </div>
      ) : null}
      {desktop !== true ? (
        <div className="projects-mobile-only">
          <MobileProjectsScreen state={state} />
        </div>
      ) : null}
    </>
  )
}
