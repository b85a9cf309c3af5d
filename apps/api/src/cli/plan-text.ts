import { ARCHIVE_KINDS, type ImportPlan, type ImportResult } from '@studio/contracts/archive'

/** The plan as a person reads it in a terminal. */

const KIND_NAMES: Record<string, string> = {
  projects: 'projects',
  work_items: 'work items',
  work_item_slugs: 'old work slugs',
  site_content: 'site copy',
  site_content_revisions: 'copy revisions',
  settings: 'settings',
  media_covers: 'cover records',
  contact_messages: 'enquiries',
  media: 'media files',
}

const pad = (text: string | number, width: number) => String(text).padStart(width)

export function planText(plan: ImportPlan): string[] {
  const { archive } = plan
  const lines = [
    `Archive: format ${archive.format_version}${archive.product_version ? `, studio ${archive.product_version}` : ''}${archive.migration ? `, migration ${archive.migration}` : ''}, made ${archive.created_at}${archive.enquiries ? `, with enquiries${archive.encrypted ? ' (encrypted)' : ''}` : ', without enquiries'}.`,
    `${'kind'.padEnd(16)}${pad('create', 8)}${pad('update', 8)}${pad('unchanged', 11)}${pad('delete', 8)}`,
  ]
  for (const kind of ARCHIVE_KINDS) {
    const counts = plan.kinds[kind]
    if (!counts) continue
    lines.push(
      `${(KIND_NAMES[kind] ?? kind).padEnd(16)}${pad(counts.create, 8)}${pad(counts.update, 8)}${pad(counts.unchanged, 11)}${pad(counts.delete, 8)}`,
    )
  }
  if (!plan.kinds.contact_messages)
    lines.push('The enquiries are not in this archive: they are left as they are.')
  if (plan.changes.length > 0) {
    lines.push('Changes:')
    const mark = { create: '+', update: '~', delete: '-' } as const
    for (const change of plan.changes) {
      const fields = change.fields ? `: ${change.fields.join(', ')}` : ''
      lines.push(
        `  ${mark[change.action]} ${KIND_NAMES[change.kind] ?? change.kind} ${change.id} "${change.label}"${fields}`,
      )
    }
  }
  if (plan.conflicts.length > 0) {
    lines.push('Conflicts (nothing is written while there is one):')
    for (const conflict of plan.conflicts) lines.push(`  ! ${conflict.message}`)
  }
  return lines
}

export function resultText(result: ImportResult): string {
  const counts = Object.values(result.plan.kinds)
  const sum = (key: 'create' | 'update' | 'delete') => counts.reduce((total, c) => total + (c?.[key] ?? 0), 0)
  return `Imported: ${sum('create')} created, ${sum('update')} updated, ${sum('delete')} deleted, ${result.media_written} media files written.`
}
