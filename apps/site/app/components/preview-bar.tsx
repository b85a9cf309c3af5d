import { SITE_CONTENT_API_MESSAGES } from '@studio/contracts/site-content-api'
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
  return (
    <>
      <PageStyle name="preview" css={PREVIEW_CSS} />
      <p className="preview-bar" role="status">
        Preview: not published
      </p>
    </>
  )
}

/** What a preview link shows when it no longer shows the draft: why, and nothing of the draft. */
export function PreviewUnavailable({ reason }: { reason: 'invalid' | 'stale' }) {
  return (
    <div className="container page-header preview-notice">
      <PageStyle name="preview" css={PREVIEW_CSS} />
      <h1 className="page-title">
        {reason === 'stale' ? 'This preview link is out of date' : 'This preview link is not valid'}
      </h1>
      <p className="lead">
        {reason === 'stale'
          ? SITE_CONTENT_API_MESSAGES.previewStale
          : SITE_CONTENT_API_MESSAGES.previewInvalid}
      </p>
    </div>
  )
}
