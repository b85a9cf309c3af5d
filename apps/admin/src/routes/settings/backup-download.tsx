import type { DownloadedFile } from '@studio/contracts'
import { ARCHIVE_MESSAGES, ARCHIVE_PASSPHRASE_MIN } from '@studio/contracts/archive'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { useFetcher } from 'react-router'
import { TextField } from '../../components/text-field'
import { useFetcherSettled } from '../../lib/fetcher-settled'
import type { ActionResult } from '../../lib/route-data'
import { saveFile } from '../messages/save-file'
import { CheckField } from './check-field'
import type { SettingsIntent } from './settings-action'

export const DOWNLOAD_TEXTS = {
  failed: 'The backup could not be downloaded.',
  passphraseHint:
    'Optional. Encrypts the enquiries in the file (the portfolio and copy stay readable). Keep it safe: without it the enquiries cannot be restored.',
} as const

/**
 * 'Download a backup': the whole studio as one archive, the enquiries only when ticked, and then
 * optionally encrypted with a passphrase (sent in the request's body, never its address).
 */
export function BackupDownload() {
  const fetcher = useFetcher<ActionResult<DownloadedFile>>()
  const [enquiries, setEnquiries] = React.useState(false)
  const [passphrase, setPassphrase] = React.useState('')
  const [invalid, setInvalid] = React.useState('')
  const busy = fetcher.state !== 'idle'
  const failed =
    !busy && fetcher.data && !fetcher.data.ok ? fetcher.data.message || DOWNLOAD_TEXTS.failed : ''

  useFetcherSettled(fetcher, (result) => {
    if (result.ok) saveFile(result.result)
  })

  function download(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const secret = enquiries ? passphrase : ''
    if (secret && secret.length < ARCHIVE_PASSPHRASE_MIN) {
      setInvalid(ARCHIVE_MESSAGES.passphraseTooShort)
      return
    }
    setInvalid('')
    const intent: SettingsIntent = {
      intent: 'download',
      enquiries,
      ...(secret ? { passphrase: secret } : {}),
    }
    void fetcher.submit(intent, { method: 'post', encType: 'application/json' })
  }

  return (
    <form className="stack backup-download" onSubmit={download} aria-busy={busy} noValidate>
      <CheckField checked={enquiries} onChange={setEnquiries}>
        Include the enquiries
      </CheckField>
      {enquiries ? (
        <div className="backup-download__passphrase">
          <TextField
            label="Passphrase"
            type="password"
            autoComplete="new-password"
            value={passphrase}
            onChange={setPassphrase}
            error={invalid || undefined}
            aria-describedby="passphrase-hint"
          />
          <p id="passphrase-hint" className="muted backup-download__hint">
            {DOWNLOAD_TEXTS.passphraseHint}
          </p>
        </div>
      ) : null}
      {failed ? <Banner tone="error">{failed}</Banner> : null}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Preparing the backup…' : 'Download a backup'}
        </Button>
      </div>
    </form>
  )
}
