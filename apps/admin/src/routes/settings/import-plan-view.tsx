import {
  ARCHIVE_KINDS,
  type ArchiveKind,
  type ImportPlan,
  type ImportResult,
  type KindPlan,
} from '@studio/contracts/archive'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { TextField } from '../../components/text-field'

export const KIND_NAMES: Record<ArchiveKind, string> = {
  projects: 'Projects',
  work_items: 'Work items',
  work_item_slugs: 'Old addresses (redirects)',
  site_content: 'Site copy',
  site_content_revisions: 'Copy history',
  settings: 'Settings',
  media_covers: 'Cover records',
  contact_messages: 'Enquiries',
  media: 'Media files',
}

const ACTION_NAMES = { create: 'Created', update: 'Updated', delete: 'Deleted' } as const

function total(plan: ImportPlan, field: keyof KindPlan): number {
  return Object.values(plan.kinds).reduce((sum, kind) => sum + (kind?.[field] ?? 0), 0)
}

/** One line for an applied import: how many records it created, updated, left alone and deleted. */
export function importResultText({ plan, media_written }: ImportResult): string {
  const parts = [
    `${total(plan, 'create')} created`,
    `${total(plan, 'update')} updated`,
    `${total(plan, 'unchanged')} left alone`,
    ...(plan.replace ? [`${total(plan, 'delete')} deleted`] : []),
  ]
  return `Imported: ${parts.join(', ')}; ${media_written} media ${media_written === 1 ? 'file' : 'files'} written.`
}

/**
 * What an import would do (a dry run): per kind of record, how many are created, updated, left alone
 * (and deleted, in replace mode); the conflicts that stop it; the content changes one by one.
 */
export function PlanSummary({ plan, caption }: { plan: ImportPlan; caption: string }) {
  const kinds = ARCHIVE_KINDS.flatMap((kind) => {
    const counts = plan.kinds[kind]
    return counts ? [[kind, counts] as const] : []
  })
  return (
    <div className="stack import-plan">
      <div className="import-plan__scroll">
        <table className="import-plan__table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Records</th>
              <th scope="col">Created</th>
              <th scope="col">Updated</th>
              <th scope="col">Left alone</th>
              {plan.replace ? <th scope="col">Deleted</th> : null}
            </tr>
          </thead>
          <tbody>
            {kinds.map(([kind, counts]) => (
              <tr key={kind}>
                <th scope="row">{KIND_NAMES[kind]}</th>
                <td>{counts.create}</td>
                <td>{counts.update}</td>
                <td>{counts.unchanged}</td>
                {plan.replace ? <td>{counts.delete}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {plan.archive.enquiries ? null : (
        <p className="import-plan__note">This archive holds no enquiries: the inbox is left as it is.</p>
      )}
      {plan.conflicts.length > 0 ? (
        <div className="import-plan__conflicts" role="alert">
          <p className="import-plan__conflicts-title">
            {plan.conflicts.length === 1 ? '1 conflict' : `${plan.conflicts.length} conflicts`}: nothing can
            be imported until {plan.conflicts.length === 1 ? 'it is' : 'they are'} settled.
          </p>
          <ul>
            {plan.conflicts.map((conflict) => (
              <li key={`${conflict.kind}-${conflict.id}`}>
                {KIND_NAMES[conflict.kind]}: {conflict.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {plan.changes.length > 0 ? (
        <details className="import-plan__changes">
          <summary>What changes, one by one</summary>
          <ul>
            {plan.changes.map((change) => (
              <li key={`${change.kind}-${change.id}-${change.action}`}>
                {ACTION_NAMES[change.action]}: {KIND_NAMES[change.kind]} “{change.label}”
                {change.fields?.length ? ` (${change.fields.join(', ')})` : ''}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  )
}

/**
 * Apply, after a dry run: refused while there is a conflict; in replace mode only once the admin has
 * typed the plan's confirmation (`delete <n>`), as the API requires.
 */
export function ApplyControls({
  plan,
  busy,
  onApply,
  onCancel,
}: {
  plan: ImportPlan
  busy: boolean
  onApply: (confirm: string) => void
  onCancel: () => void
}) {
  const [confirm, setConfirm] = React.useState('')
  const expected = plan.confirmation
  const blocked = plan.conflicts.length > 0 || (expected !== null && confirm.trim() !== expected)
  return (
    <div className="stack apply-controls">
      {expected ? (
        <TextField
          label={`Replace deletes ${plan.deletions} ${plan.deletions === 1 ? 'record' : 'records'} the archive does not hold. Type “${expected}” to confirm`}
          autoComplete="off"
          value={confirm}
          onChange={setConfirm}
        />
      ) : null}
      <div className="apply-controls__buttons">
        <Button onClick={() => onApply(confirm.trim())} disabled={blocked || busy}>
          {busy ? 'Applying…' : 'Apply'}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  )
}
