import { ADMIN_MESSAGES, ADMIN_TAGS_SHOWN, type AdminWorkItem, categoryLabel } from '@studio/contracts'
import { Chip } from '@studio/ui/chip'
import { Switch } from '@studio/ui/switch'
import { TableCell } from '@studio/ui/table'
import { useFetcher } from 'react-router'
import { DateText } from '../../components/date-text'
import { EditDeleteActions } from '../../components/edit-delete-actions'
import { ItemCell } from '../../components/item-cell'
import { ItemRow } from '../../components/item-row'
import { useFetcherSettled } from '../../lib/fetcher-settled'
import { type ItemIntent, ItemIntentSchema } from '../../lib/item-actions'
import { useNotify } from '../../lib/notices'
import type { ActionResult } from '../../lib/route-data'
import { visitUrl } from './work-filters'
import './work-row.css'

interface WorkRowProps {
  item: AdminWorkItem
  onEdit: () => void
  onDelete: () => void
}

/** One piece of work in the All Work table. */
export function WorkRow({ item, onEdit, onDelete }: WorkRowProps) {
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
        <FeaturedSwitch item={item} />
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

/**
 * The featured flag, changed in place by its own fetcher: the flipped value shows at once, the
 * stored one once the list has reloaded; a failure alerts and shows the stored value again.
 */
function FeaturedSwitch({ item }: { item: AdminWorkItem }) {
  const fetcher = useFetcher<ActionResult>()
  const notify = useNotify()
  const sent = fetcher.state !== 'idle' ? ItemIntentSchema.safeParse(fetcher.json).data : undefined
  useFetcherSettled(fetcher, (result) => {
    if (!result.ok) notify(ADMIN_MESSAGES.featuredFailed, { detail: result.detail })
  })
  return (
    <Switch
      checked={sent?.intent === 'featured' ? sent.featured : item.featured}
      aria-label={`Featured: ${item.title}`}
      onCheckedChange={(featured) => {
        const intent: ItemIntent = { intent: 'featured', id: item.id, featured }
        void fetcher.submit(intent, { method: 'post', encType: 'application/json' })
      }}
    />
  )
}
