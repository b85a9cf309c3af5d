import type { AdminProject } from '@studio/contracts'
import { Chip } from '@studio/ui/chip'
import { TableCell } from '@studio/ui/table'
import { DateText } from '../../components/date-text'
import { EditDeleteActions } from '../../components/edit-delete-actions'
import { ItemCell } from '../../components/item-cell'
import { ItemRow } from '../../components/item-row'

/** One project in the Projects table. */
export function ProjectRow({
  item: project,
  onEdit,
  onDelete,
}: {
  item: AdminProject
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <ItemRow item={project}>
      <ItemCell item={project} />
      <TableCell label="Description">
        <p className="clamp-2 muted">{project.description}</p>
      </TableCell>
      <TableCell label="Created" className="nowrap">
        <DateText value={project.created_at} />
      </TableCell>
      <TableCell label="Status">
        <Chip tone="success">Active</Chip>
      </TableCell>
      <EditDeleteActions title={project.title} onEdit={onEdit} onDelete={onDelete} />
    </ItemRow>
  )
}
