import type { WorkItemLookup } from '@studio/contracts/public-client'
import { isSlug, workPath } from '@studio/contracts/slugs'
import type { PublicWorkItem } from '@studio/contracts/work-items'
import { data, isRouteErrorResponse, redirect } from 'react-router'
import { PageStyle } from '../../components/page-style'
import { languageOfPath, localizedPath } from '../../lib/language'
import { type LoadFailure, readFailed } from '../../lib/load-failure'
import { pageMeta } from '../../lib/seo'
import { serverApi } from '../../lib/server-api'
import { siteContentOf } from '../../lib/site-content'
import { useMessages } from '../../messages/catalogue'
import { PORTFOLIO_MESSAGES } from '../../messages/portfolio'
import { NotFoundPage, notFoundMeta } from '../not-found/not-found-page'
import type { Route } from './+types/route'
import { CaseStudy, CaseStudyFailed } from './case-study'
import caseStudyCss from './case-study.css?inline'
import { caseStudyMeta } from './case-study-meta'

/** A case study as the page receives it: the item, or why the API could not give it. */
export type CaseStudyData =
  | {
      kind: 'item'
      item: PublicWorkItem
      slug: string
    }
  | { kind: 'error'; failure: LoadFailure }

/**
 * /work/{slug}: the item (200); an old slug redirects to the current one (301); an unknown or hidden
 * slug is the not-found page (404); when the API fails, the failure's kind with 503 (and a log
 * line), so the Worker serves the last good copy of the page when it has one.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  // Nothing that is not slug-shaped can be a case study: answered without asking the API.
  if (!isSlug(params.slug)) throw data(null, { status: 404 })
  let found: WorkItemLookup
  try {
    found = await serverApi(context).getWorkItem(params.slug)
  } catch (error) {
    const failed: CaseStudyData = {
      kind: 'error',
      failure: readFailed('case_study.load_failed', { request, context, error }),
    }
    return data(failed, { status: 503 })
  }
  if (found.kind === 'moved') {
    throw redirect(localizedPath(languageOfPath(new URL(request.url).pathname), workPath(found.slug)), 301)
  }
  if (found.kind === 'missing') throw data(null, { status: 404 })
  return { kind: 'item', item: found.item, slug: found.item.slug ?? params.slug } satisfies CaseStudyData
}

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, error, matches, location } = args
  const siteName = siteContentOf(matches)?.studio.name
  const language = languageOfPath(location.pathname)
  if (loaderData?.kind === 'item') return caseStudyMeta(loaderData.item, loaderData.slug, language, siteName)
  if (isRouteErrorResponse(error) && error.status === 404) return notFoundMeta(args)
  const messages = PORTFOLIO_MESSAGES[language]
  return pageMeta({ title: messages.caseStudy, description: messages.loadFailed, language, siteName })
}

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const messages = useMessages(PORTFOLIO_MESSAGES)
  return (
    <>
      <PageStyle name="case-study" css={caseStudyCss} />
      {loaderData.kind === 'error' ? (
        <CaseStudyFailed message={messages.loadFailed} />
      ) : (
        <CaseStudy item={loaderData.item} />
      )}
    </>
  )
}

/** An unknown slug shows the site's not-found page (with the loader's 404). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const messages = useMessages(PORTFOLIO_MESSAGES)
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return (
    <>
      <PageStyle name="case-study" css={caseStudyCss} />
      <CaseStudyFailed message={messages.loadFailed} />
    </>
  )
}
