import { Button } from '@studio/ui/button'
import { TableCell } from '@studio/ui/table'
import './edit-delete-actions.css'

/** The Actions cell of the projects and work tables: Edit and Delete, named for the item. */
export function EditDeleteActions({
  title,
  onEdit,
  onDelete,
}: {
  title: string
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <TableCell label="Actions">
      <div className="row-actions">
        <Button variant="secondary" size="sm" aria-label={`Edit ${title}`} onClick={onEdit}>
          Edit
        </Button>
        <Button variant="danger" size="sm" aria-label={`Delete ${title}`} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </TableCell>
  )
}
