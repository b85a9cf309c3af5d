import type { DownloadedFile } from '@studio/contracts'
import type { Backup, ImportPlanAnswer, ImportResult } from '@studio/contracts/archive'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { useFetcher } from 'react-router'
import { actionCell, type DataCell, DataTable } from '../../components/data-table'
import { DateText } from '../../components/date-text'
import { EmptyState } from '../../components/list-states'
import { useFetcherSettled } from '../../lib/fetcher-settled'
import type { ActionResult } from '../../lib/route-data'
import { saveFile } from '../messages/save-file'
import { CheckField } from './check-field'
import { ApplyControls, importResultText, PlanSummary } from './import-plan-view'
import type { SettingsIntent } from './settings-action'

const asJson = { method: 'post', encType: 'application/json' } as const

export const BACKUP_TEXTS = {
  failed: 'The backup could not be made.',
  downloadFailed: 'The backup could not be downloaded.',
  restoreFailed: 'The backup could not be restored.',
  made: (name: string) => `Backed up: ${name}.`,
  replace: 'Restore in replace mode: also delete what the backup does not hold (media files are kept)',
} as const

/**
 * The daily backups (newest first), one made now, one downloaded (a complete archive, its media
 * inside), and a restore from one: the same import as any
 * archive's, a dry run first, then apply.
 */
export function BackupList({ backups }: { backups: Backup[] }) {
  const maker = useFetcher<ActionResult<{ name: string }>>()
  const planner = useFetcher<ActionResult<ImportPlanAnswer>>()
  const applier = useFetcher<ActionResult<ImportResult>>()
  const downloader = useFetcher<ActionResult<DownloadedFile>>()
  const [replace, setReplace] = React.useState(false)
  const [restoring, setRestoring] = React.useState<{ name: string; answer: ImportPlanAnswer } | null>(null)
  const [restored, setRestored] = React.useState<string | null>(null)
  const plannedName = React.useRef('')
  const making = maker.state !== 'idle'
  const made = !making && maker.data?.ok ? BACKUP_TEXTS.made(maker.data.result.name) : ''
  const failedOf = (
    fetcher: typeof maker | typeof planner | typeof applier | typeof downloader,
    fallback: string,
  ) => (fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message || fallback : '')
  const failed =
    failedOf(maker, BACKUP_TEXTS.failed) ||
    failedOf(downloader, BACKUP_TEXTS.downloadFailed) ||
    failedOf(restoring ? applier : planner, BACKUP_TEXTS.restoreFailed)

  useFetcherSettled(planner, (result) =>
    setRestoring(result.ok ? { name: plannedName.current, answer: result.result } : null),
  )
  useFetcherSettled(downloader, (result) => {
    if (result.ok) saveFile(result.result)
  })
  useFetcherSettled(applier, (result) => {
    if (!result.ok) return
    setRestored(importResultText(result.result))
    setRestoring(null)
  })

  function plan(name: string, withReplace = replace) {
    plannedName.current = name
    setRestored(null)
    setRestoring(null)
    const intent: SettingsIntent = { intent: 'backup-plan', name, replace: withReplace }
    void planner.submit(intent, asJson)
  }

  const cells: readonly DataCell<Backup & { id: string }>[] = [
    { label: 'Backup', render: (backup) => backup.name },
    {
      label: 'Stored',
      className: 'nowrap',
      render: (backup) => <DateText value={backup.created_at} withTime />,
    },
    actionCell(
      {
        text: 'Download',
        variant: 'secondary',
        name: (backup) => `Download ${backup.name}`,
        disabled: downloader.state !== 'idle',
        onClick: (backup) =>
          void downloader.submit(
            { intent: 'backup-download', name: backup.name } satisfies SettingsIntent,
            asJson,
          ),
      },
      {
        text: 'Restore…',
        variant: 'secondary',
        name: (backup) => `Restore ${backup.name}`,
        disabled: planner.state !== 'idle',
        onClick: (backup) => plan(backup.name),
      },
    ),
  ]

  return (
    <div className="stack backup-list">
      <div className="cluster backup-list__actions">
        <Button
          variant="secondary"
          disabled={making}
          onClick={() => void maker.submit({ intent: 'back-up-now' } satisfies SettingsIntent, asJson)}
        >
          {making ? 'Backing up…' : 'Back up now'}
        </Button>
        <CheckField
          checked={replace}
          onChange={(checked) => {
            setReplace(checked)
            // A plan is for one mode: the restore on screen is planned again in the new one.
            if (restoring) plan(restoring.name, checked)
          }}
        >
          {BACKUP_TEXTS.replace}
        </CheckField>
      </div>
      {made ? <Banner tone="success">{made}</Banner> : null}
      {failed ? <Banner tone="error">{failed}</Banner> : null}
      <DataTable
        caption="Daily backups"
        className="backups-table"
        rows={backups.map((backup) => ({ ...backup, id: backup.name }))}
        cells={cells}
        empty={<EmptyState text="No backups yet" hint="The studio backs itself up once a day." />}
      />
      {restoring ? (
        <>
          <PlanSummary plan={restoring.answer.plan} caption={`What restoring ${restoring.name} would do`} />
          <ApplyControls
            key={`${restoring.name}-${restoring.answer.plan.replace}`}
            plan={restoring.answer.plan}
            busy={applier.state !== 'idle'}
            onCancel={() => setRestoring(null)}
            onApply={(confirm) => {
              const intent: SettingsIntent = {
                intent: 'backup-apply',
                name: restoring.name,
                replace: restoring.answer.plan.replace,
                ...(confirm ? { confirm } : {}),
              }
              void applier.submit(intent, asJson)
            }}
          />
        </>
      ) : null}
      {restored ? <Banner tone="success">{restored}</Banner> : null}
    </div>
  )
}
