import { useLocation } from 'react-router'
import { leavePreviewHref } from '../lib/preview-session'
import { useLanguage } from '../messages/catalogue'
import { LAYOUT_MESSAGES } from '../messages/layout'
import { samePageIn } from '../site-pages'
import { PageHeader } from './page-header'
import { PageStyle } from './page-style'

const PREVIEW_CSS = `
.preview-bar {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-2) var(--space-4);
  padding: var(--space-2) var(--space-4);
  background: var(--color-focus);
  color: #111;
  font-weight: 600;
  font-size: var(--text-sm);
}
.preview-bar p { margin: 0; }
.preview-bar a { color: inherit; text-decoration: underline; }
.preview-notice { padding-block: var(--space-8, 4rem); }
`

/**
 * The bar a preview shows above the header, so nobody mistakes the draft for the live site, with
 * "Leave preview": a plain link (a whole page load, so the Worker forgets the kept preview) to this
 * page's live address. Only previews render it, and they are never cached, so no cached page
 * carries it (nor its style).
 */
export function PreviewBar() {
  const language = useLanguage()
  const messages = LAYOUT_MESSAGES[language]
  const { pathname, search } = useLocation()
  const livePage = samePageIn(new URL(`${pathname}${search}`, 'https://site.invalid'), language)
  return (
    <div className="preview-bar">
      <PageStyle name="preview" css={PREVIEW_CSS} />
      <p role="status">{messages.previewBar}</p>
      <a href={leavePreviewHref(livePage)}>{messages.leavePreview}</a>
    </div>
  )
}

/** What a preview link shows when it no longer shows the draft: why, and nothing of the draft. */
export function PreviewUnavailable({ reason }: { reason: 'invalid' | 'stale' }) {
  const messages = LAYOUT_MESSAGES[useLanguage()]
  return (
    <div className="container">
      <PageStyle name="preview" css={PREVIEW_CSS} />
      <PageHeader
        className="preview-notice"
        title={reason === 'stale' ? messages.previewStaleTitle : messages.previewInvalidTitle}
        lead={reason === 'stale' ? messages.previewStaleText : messages.previewInvalidText}
      />
    </div>
  )
}
