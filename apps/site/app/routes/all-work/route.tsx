import { useLoaderData, useLocation } from 'react-router'
import { PageHeader } from '../../components/page-header'
import { PageStyle } from '../../components/page-style'
import { languageOfPath } from '../../lib/language'
import { loadList, shownList } from '../../lib/list-data'
import { itemListMeta } from '../../lib/seo'
import { serverApi } from '../../lib/server-api'
import { contentMeta } from '../../lib/site-content'
import { useLanguage, useMessages } from '../../messages/catalogue'
import { PORTFOLIO_MESSAGES } from '../../messages/portfolio'
import type { Route } from './+types/route'
import allWorkCss from './all-work.css?inline'
import { AllWorkList } from './all-work-list'
import { resolveView, viewSearch } from './all-work-view'

/** The whole list (the view is chosen from the address). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadList({ request, context }, serverApi(context).listAllWork)
}

/** The canonical address is the view shown, so '?category=nonsense&page=99' points at '/all-work'. */
export const meta: Route.MetaFunction = (args) => {
  const { loaderData, location } = args
  const items = loaderData?.kind === 'loaded' ? loaderData.items : []
  const view = resolveView(new URLSearchParams(location.search), items)
  const language = languageOfPath(location.pathname)
  return [
    ...contentMeta(args, 'all_work', `/all-work${viewSearch(view)}`),
    // The whole portfolio, whatever the view.
    ...itemListMeta(PORTFOLIO_MESSAGES[language].allWorkTitle, loaderData, language),
  ]
}

export default function AllWork() {
  const messages = useMessages(PORTFOLIO_MESSAGES)
  return (
    <div className="container">
      <PageStyle name="all-work" css={allWorkCss} />
      <PageHeader eyebrow={messages.eyebrow} title={messages.allWorkTitle} lead={messages.allWorkLead} />
      <AllWorkList
        state={shownList(useLoaderData<typeof loader>(), messages.allWorkFailed)}
        search={useLocation().search}
        language={useLanguage()}
      />
    </div>
  )
}
