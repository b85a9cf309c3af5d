import { ADMIN_TAGS_SHOWN, type AdminWorkItem, categoryLabel } from '@studio/contracts'
import { Chip } from '@studio/ui/chip'
import { Switch } from '@studio/ui/switch'
import { TableCell } from '@studio/ui/table'
import { DateText } from '../../components/date-text'
import { EditDeleteActions } from '../../components/edit-delete-actions'
import { ItemCell } from '../../components/item-cell'
import { ItemRow } from '../../components/item-row'
import { visitUrl } from './work-filters'
import './work-row.css'

interface WorkRowProps {
  item: AdminWorkItem
  /** The featured flag to show: the one just flipped on screen, before the server confirms it. */
  featured: boolean
  onFeaturedChange: (featured: boolean) => void
  onEdit: () => void
  onDelete: () => void
}

/** One piece of work in the All Work table. */
export function WorkRow({ item, featured, onFeaturedChange, onEdit, onDelete }: WorkRowProps) {
  const visit = visitUrl(item)
  return (
    <ItemRow item={item}>
      <ItemCell item={item}>
        <p className="clamp-2 muted">{item.description}</p>
        {visit ? (
          <a
            className="item-cell__link"
            href={visit}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Visit site of ${item.title} (opens in a new tab)`}
          >
            Visit site
          </a>
        ) : null}
      </ItemCell>
      <TableCell label="Category">
        <Chip tone="accent" className="chip-wrap">
          {categoryLabel(item.category)}
        </Chip>
      </TableCell>
      <TableCell label="Tags">
        <WorkTags title={item.title} tags={item.tags} />
      </TableCell>
      <TableCell label="Updated" className="nowrap">
        <DateText value={item.updated_at} />
      </TableCell>
      <TableCell label="Featured">
        <Switch
          checked={featured}
          aria-label={`Featured: ${item.title}`}
          onCheckedChange={onFeaturedChange}
        />
      </TableCell>
      <EditDeleteActions title={item.title} onEdit={onEdit} onDelete={onDelete} />
    </ItemRow>
  )
}

/** The first tags as chips, the rest counted ('+2', all of them in its tooltip); a dash for none. */
function WorkTags({ title, tags }: { title: string; tags: readonly string[] }) {
  if (tags.length === 0) return <span className="muted">—</span>
  const extra = tags.length - ADMIN_TAGS_SHOWN
  return (
    <ul className="tag-list" aria-label={`Tags of ${title}`}>
      {tags.slice(0, ADMIN_TAGS_SHOWN).map((tag) => (
        <li key={tag}>
          <Chip>{tag}</Chip>
        </li>
      ))}
      {extra > 0 ? (
        <li className="muted tag-list__more" title={tags.slice(ADMIN_TAGS_SHOWN).join(', ')}>
          +{extra}
        </li>
      ) : null}
    </ul>
  )
}
