import type { CoverImage } from '@studio/contracts/covers'
import { Chip } from '@studio/ui/chip'
import { TableCell } from '@studio/ui/table'
import type * as React from 'react'
import { Thumbnail } from './thumbnail'
import { thumbnailSource } from './thumbnail-source'
import './item-cell.css'

/** What an item's Arabic page lacks: its title, its description, or both (then it is English only). */
function missingArabic(item: { title_ar: string | null; description_ar: string | null }): string | null {
  if (!item.title_ar && !item.description_ar) return 'English only'
  if (!item.title_ar) return 'No Arabic title'
  if (!item.description_ar) return 'No Arabic description'
  return null
}

/**
 * The first cell of a portfolio item's row: its cover thumbnail and its title, clamped to three lines
 * (the whole title in its tooltip), a 'Hidden' chip for an item kept off the public site, a chip
 * saying which Arabic text it lacks (the Arabic site shows the English one), then any details the
 * screen shows under the title.
 */
export function ItemCell({
  item,
  children,
}: {
  item: {
    title: string
    cover_url: string | null
    /** The cover's record: the thumbnail loads its smallest variant. */
    cover?: CoverImage | null
    hidden: boolean
    title_ar: string | null
    description_ar: string | null
  }
  children?: React.ReactNode
}) {
  const title = (
    <span className="item-cell__title clamp-3" title={item.title}>
      {item.title}
    </span>
  )
  const hidden = item.hidden ? (
    <Chip className="item-cell__chip" title="Not shown on the public site">
      Hidden
    </Chip>
  ) : null
  const arabic = missingArabic(item)
  const english = arabic ? (
    <Chip className="item-cell__chip" title="The Arabic site shows the English text instead">
      {arabic}
    </Chip>
  ) : null
  return (
    <TableCell label="Project">
      <div className="item-cell">
        <Thumbnail src={thumbnailSource(item.cover_url, item.cover)} title={item.title} />
        {children || hidden || english ? (
          <div className="item-cell__text">
            {title}
            {hidden}
            {english}
            {children}
          </div>
        ) : (
          title
        )}
      </div>
    </TableCell>
  )
}
