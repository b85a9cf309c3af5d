import type { SiteContent } from '@studio/contracts/site-content'
import { PageHeader } from '../../components/page-header'
import { renderMarkdown } from '../../lib/markdown'

/**
 * A legal page of the site copy: eyebrow, title, date line and its Markdown body, rendered to HTML on
 * the server (lib/markdown.ts: no raw HTML, only safe link targets).
 */
export function LegalPage({ page, body = page.body }: { page: SiteContent['privacy']; body?: string }) {
  return (
    <div className="container">
      <PageHeader eyebrow={page.eyebrow} title={page.title} lead={page.updated} />
      <div
        className="prose page-section"
        style={{ paddingTop: 0 }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered with raw HTML off and links checked
        dangerouslySetInnerHTML={{ __html: renderMarkdown(body) }}
      />
    </div>
  )
}
