import { Chip } from '@studio/ui/chip'
import { TableCell } from '@studio/ui/table'
import type * as React from 'react'
import { Thumbnail } from './thumbnail'
import './item-cell.css'

/**
 * The first cell of a portfolio item's row: its cover thumbnail and its title, clamped to three lines
 * (the whole title in its tooltip), a 'Hidden' chip for an item kept off the public site, then any
 * details the screen shows under the title.
 */
export function ItemCell({
  item,
  children,
}: {
  item: { title: string; cover_url: string | null; hidden: boolean }
  children?: React.ReactNode
}) {
  const title = (
    <span className="item-cell__title clamp-3" title={item.title}>
      {item.title}
    </span>
  )
  const hidden = item.hidden ? (
    <Chip className="item-cell__hidden" title="Not shown on the public site">
      Hidden
    </Chip>
  ) : null
  return (
    <TableCell label="Project">
      <div className="item-cell">
        <Thumbnail src={item.cover_url} title={item.title} />
        {children || hidden ? (
          <div className="item-cell__text">
            {title}
            {hidden}
            {children}
          </div>
        ) : (
          title
        )}
      </div>
    </TableCell>
  )
}
