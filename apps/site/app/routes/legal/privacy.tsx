import { siteConfig } from '../../config'
import { contentMeta, useSiteContent } from '../../lib/site-content'
import type { Route } from './+types/privacy'
import { LegalPage } from './legal-page'
import { privacyBody } from './retention'

export const meta: Route.MetaFunction = ({ matches }) => contentMeta(matches, 'privacy', '/privacy')

export default function Privacy() {
  const { privacy } = useSiteContent()
  return <LegalPage page={privacy} body={privacyBody(privacy.body, siteConfig.messageRetentionDays)} />
}
