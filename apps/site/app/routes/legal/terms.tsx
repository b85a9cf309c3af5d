import { contentMeta, useSiteContent } from '../../lib/site-content'
import type { Route } from './+types/terms'
import { LegalPage } from './legal-page'

export const meta: Route.MetaFunction = (args) => contentMeta(args, 'terms', '/terms')

export default function Terms() {
  return <LegalPage page={useSiteContent().terms} />
}
