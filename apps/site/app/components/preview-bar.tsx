import { useMessages } from '../messages/catalogue'
import { LAYOUT_MESSAGES } from '../messages/layout'
import { PageStyle } from './page-style'

const PREVIEW_CSS = `
.preview-bar {
  margin: 0;
  padding: var(--space-2) var(--space-4);
  background: var(--color-focus);
  color: #111;
  font-weight: 600;
  font-size: var(--text-sm);
  text-align: center;
}
.preview-notice { padding-block: var(--space-8, 4rem); }
`

/**
 * The bar a preview shows above the header, so nobody mistakes the draft for the live site. Only
 * previews render it, and they are never cached, so no cached page carries it (nor its style).
 */
export function PreviewBar() {
  const messages = useMessages(LAYOUT_MESSAGES)
  return (
    <>
      <PageStyle name="preview" css={PREVIEW_CSS} />
      <p className="preview-bar" role="status">
        {messages.previewBar}
      </p>
    </>
  )
}

/** What a preview link shows when it no longer shows the draft: why, and nothing of the draft. */
export function PreviewUnavailable({ reason }: { reason: 'invalid' | 'stale' }) {
  const messages = useMessages(LAYOUT_MESSAGES)
  return (
    <div className="container page-header preview-notice">
      <PageStyle name="preview" css={PREVIEW_CSS} />
      <h1 className="page-title">
        {reason === 'stale' ? messages.previewStaleTitle : messages.previewInvalidTitle}
      </h1>
      <p className="lead">{reason === 'stale' ? messages.previewStaleText : messages.previewInvalidText}</p>
    </div>
  )
}
