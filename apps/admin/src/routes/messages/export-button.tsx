import { Button } from '@studio/ui/button'
import * as React from 'react'
import { useAdminApi } from '../../lib/api-context'
import { isSessionExpired, messageOf } from '../../lib/errors'
import { useNotify } from '../../lib/notices'
import { INBOX_TEXTS } from './inbox-texts'
import type { InboxView } from './inbox-url'
import { saveFile } from './save-file'

/** Downloads every message of the current tab, language, source and search as CSV (not only the page on screen). */
export function ExportButton({ view }: { view: InboxView }) {
  const client = useAdminApi()
  const notify = useNotify()
  const [busy, setBusy] = React.useState(false)

  async function exportCsv() {
    setBusy(true)
    try {
      saveFile(
        await client.exportMessages({
          status: view.tab,
          q: view.q,
          language: view.language ?? undefined,
          source: view.source ?? undefined,
        }),
      )
    } catch (error) {
      if (!isSessionExpired(error)) notify(INBOX_TEXTS.exportFailed, { detail: messageOf(error, '') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button variant="secondary" onClick={() => void exportCsv()} disabled={busy} aria-busy={busy}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  )
}
