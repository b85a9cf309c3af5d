import type { PublicProject } from '@studio/contracts/projects'
import { useLoaderData } from 'react-router'
import { PageStyle } from '../../components/page-style'
import { languageOfPath } from '../../lib/language'
import { type ListData, loadList, shownList } from '../../lib/list-data'
import { scrollToElement } from '../../lib/scroll'
import { itemListMeta } from '../../lib/seo'
import { serverApi } from '../../lib/server-api'
import { contentMeta } from '../../lib/site-content'
import { useMediaQuery } from '../../lib/use-media-query'
import { useMessages } from '../../messages/catalogue'
import { PORTFOLIO_MESSAGES } from '../../messages/portfolio'
import { BREAKPOINTS } from '../../tuning'
import type { Route } from './+types/route'
import { DesktopStack, StackIntro } from './desktop-stack'
import { MobileHero, MobileProjectList } from './mobile-projects'
import projectsCss from './projects.css?inline'

export const loader = ({ request, context }: Route.LoaderArgs) =>
  loadList({ request, context }, serverApi(context).listProjects)

export const meta: Route.MetaFunction = (args) => {
  const language = languageOfPath(args.location.pathname)
  return [
    ...contentMeta(args, 'projects', '/projects'),
    ...itemListMeta(PORTFOLIO_MESSAGES[language].projectsNav, args.loaderData, language, '/projects'),
  ]
}

const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.projectsDesktopMin + 1}px)`

function DesktopProjects({ state }: { state: ListData<PublicProject> }) {
  const messages = useMessages(PORTFOLIO_MESSAGES)
  if (state.kind === 'loaded') return <DesktopStack projects={state.items} />
  return (
    <section className="stack" aria-label={messages.latestProjects}>
      <StackIntro />
      <div className="stack__deck">
        <p className="error-text" role="alert">
          {state.message}
        </p>
      </div>
    </section>
  )
}

function MobileProjectsScreen({ state }: { state: ListData<PublicProject> }) {
  return (
    <div className="mobile-projects">
      <MobileHero
        onExplore={() => {
          const list = document.getElementById('mobile-projects-status')
          if (list) scrollToElement(list)
        }}
      />
      <div id="mobile-projects-status">
        {state.kind === 'loaded' ? (
          <MobileProjectList projects={state.items} />
        ) : (
          <p className="error-text" role="alert">
            {state.message}
          </p>
        )}
      </div>
    </div>
  )
}

export default function Projects() {
  const desktop = useMediaQuery(DESKTOP_QUERY)
  const state = shownList(useLoaderData<typeof loader>(), useMessages(PORTFOLIO_MESSAGES).projectsFailed)
  // The server cannot know the viewport: both layouts are in the HTML and CSS shows one. After
  // hydration the other is dropped, but the wrappers stay, so the painted page is kept (no remount,
  // which would move the largest paint to after hydration).
  return (
    <>
      <PageStyle name="projects" css={projectsCss} />
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
