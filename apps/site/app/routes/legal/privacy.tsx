import { siteConfig } from '../../config'
import { contentMeta, useSiteContent } from '../../lib/site-content'
import { useLanguage } from '../../messages/catalogue'
import type { Route } from './+types/privacy'
import { LegalPage } from './legal-page'
import { privacyBody } from './retention'

export const meta: Route.MetaFunction = (args) => contentMeta(args, 'privacy', '/privacy')

export default function Privacy() {
  const { privacy } = useSiteContent()
  const body = privacyBody(privacy.body, siteConfig.messageRetentionDays, useLanguage())
  return <LegalPage page={privacy} body={body} />
}
