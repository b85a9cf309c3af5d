import { siteConfig } from '../../config'
import { contentMeta, useSiteContent } from '../../lib/site-content'
import type { Route } from './+types/privacy'
import { LegalPage } from './legal-page'
import { retentionSentence } from './retention'

export const meta: Route.MetaFunction = ({ matches }) => contentMeta(matches, 'privacy', '/privacy')

/**
 * The policy's body, with the configured retention rule (MESSAGE_RETENTION_DAYS, mirrored at build
 * time) in place of the open-ended sentence a fresh install publishes, while the body still has it.
 */
export function privacyBody(body: string, retentionDays: number | null): string {
  if (retentionDays === null) return body
  return body.replace(retentionSentence(null), retentionSentence(retentionDays))
}

export default function Privacy() {
  const { privacy } = useSiteContent()
  return <LegalPage page={privacy} body={privacyBody(privacy.body, siteConfig.messageRetentionDays)} />
}
