import type { ImportResult } from '@studio/contracts/archive'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { useFetcher } from 'react-router'
import { useFetcherSettled } from '../../lib/fetcher-settled'
import type { ActionResult } from '../../lib/route-data'
import type { PlannedImport } from './archive-upload'
import { CheckField } from './check-field'
import { ApplyControls, importResultText, PlanSummary } from './import-plan-view'
import { IMPORT_INTENTS, type SettingsIntent } from './settings-action'

export const IMPORT_TEXTS = {
  failed: 'The archive could not be imported.',
  replace: 'Replace: also delete what the studio holds and the archive does not (media files are kept)',
} as const

/**
 * 'Import a backup': pick a studio archive, see what it would change (a dry run: nothing is written),
 * then apply it. A plan belongs to the file and mode it was made for: changing either asks for a new
 * dry run, and what the old one sent is dropped.
 */
export function BackupImport() {
  const planner = useFetcher<ActionResult<PlannedImport>>()
  const applier = useFetcher<ActionResult<ImportResult>>()
  const dropper = useFetcher()
  const [file, setFile] = React.useState<File | null>(null)
  const [replace, setReplace] = React.useState(false)
  const [planned, setPlanned] = React.useState<PlannedImport | null>(null)
  const [applied, setApplied] = React.useState<ImportResult | null>(null)
  // Bumped after an apply, so the file input starts empty again (a file input cannot be set by script).
  const [picks, setPicks] = React.useState(0)
  const inputId = React.useId()
  const planning = planner.state !== 'idle'
  const applying = applier.state !== 'idle'
  const failure = [planner, applier].map((fetcher) =>
    fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok
      ? fetcher.data.message || IMPORT_TEXTS.failed
      : '',
  )
  const failed = planned ? failure[1] : failure[0]

  useFetcherSettled(planner, (result) => setPlanned(result.ok ? result.result : null))
  useFetcherSettled(applier, (result) => {
    if (!result.ok) return
    setApplied(result.result)
    setPlanned(null)
    setFile(null)
    setPicks((count) => count + 1)
  })

  function forgetPlan() {
    if (!planned) return
    const intent: SettingsIntent = { intent: 'import-drop', id: planned.id }
    void dropper.submit(intent, { method: 'post', encType: 'application/json' })
    setPlanned(null)
  }

  function post(fields: Record<string, string>) {
    if (!file) return
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append('replace', String(replace))
    form.append('file', file, file.name)
    return form
  }

  function dryRun(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = post({ intent: IMPORT_INTENTS.plan })
    if (!form) return
    setApplied(null)
    forgetPlan()
    void planner.submit(form, { method: 'post', encType: 'multipart/form-data' })
  }

  function apply(confirm: string) {
    const form = planned && post({ intent: IMPORT_INTENTS.apply, id: planned.id, confirm })
    if (form) void applier.submit(form, { method: 'post', encType: 'multipart/form-data' })
  }

  return (
    <div className="stack backup-import">
      <form className="stack backup-import__pick" onSubmit={dryRun} aria-busy={planning} noValidate>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={inputId}>
            Studio archive (.zip)
          </label>
          <input
            key={picks}
            id={inputId}
            className="ui-field__control"
            type="file"
            accept=".zip,application/zip"
            onChange={(event) => {
              forgetPlan()
              setApplied(null)
              setFile(event.target.files?.[0] ?? null)
            }}
          />
        </div>
        <CheckField
          checked={replace}
          onChange={(checked) => {
            forgetPlan()
            setReplace(checked)
          }}
        >
          {IMPORT_TEXTS.replace}
        </CheckField>
        <div>
          <Button type="submit" variant="secondary" disabled={!file || planning || applying}>
            {planning ? 'Reading the archive…' : 'Dry run'}
          </Button>
        </div>
      </form>
      {failed ? <Banner tone="error">{failed}</Banner> : null}
      {planned ? (
        <>
          <PlanSummary plan={planned.plan} caption="What the import would do" />
          <ApplyControls plan={planned.plan} busy={applying} onApply={apply} onCancel={forgetPlan} />
        </>
      ) : null}
      {applied ? <Banner tone="success">{importResultText(applied)}</Banner> : null}
    </div>
  )
}
