import type { BackupSettings } from '@studio/contracts/settings'
import { Banner } from '@studio/ui/banner'
import { useFetcher } from 'react-router'
import type { ActionResult } from '../../lib/route-data'
import { CheckField } from './check-field'
import type { SettingsIntent } from './settings-action'

export const BACKUP_SETTINGS_TEXTS = {
  enquiries: 'Include the enquiries in daily backups',
  note: 'Off, the daily backups hold the work and the site copy, not the leads. "Back up now" follows this choice too.',
  failed: 'The backup setting could not be saved.',
} as const

/**
 * Whether the daily backups hold the enquiries: saved in place the moment it is ticked, shown ticked
 * while the save runs, and back as it was (with why) when the save fails.
 */
export function BackupEnquiries({ settings }: { settings: BackupSettings }) {
  const fetcher = useFetcher<ActionResult<BackupSettings>>()
  const saving = fetcher.json as SettingsIntent | undefined
  const checked =
    saving?.intent === 'save-backups'
      ? saving.body.enquiries
      : fetcher.data?.ok
        ? fetcher.data.result.enquiries
        : settings.enquiries
  const failed =
    fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok
      ? fetcher.data.message || BACKUP_SETTINGS_TEXTS.failed
      : ''

  function save(enquiries: boolean) {
    const intent: SettingsIntent = { intent: 'save-backups', body: { enquiries } }
    void fetcher.submit(intent, { method: 'post', encType: 'application/json' })
  }

  return (
    <div className="stack backup-enquiries">
      <CheckField checked={checked} onChange={save}>
        {BACKUP_SETTINGS_TEXTS.enquiries}
      </CheckField>
      <p className="admin-section__note">{BACKUP_SETTINGS_TEXTS.note}</p>
      {failed ? <Banner tone="error">{failed}</Banner> : null}
    </div>
  )
}
