import { coverSources } from '@studio/contracts/cover-sources'

/** How soon a cover is fetched: the page's largest paint at once, any other when it nears the viewport. */
export type CoverPriority = 'high' | 'lazy'

interface CoverImageProps {
  url: string
  alt: string
  /** The rendered width per layout (the `sizes` attribute), used when the cover has two widths. */
  sizes: string
  priority: CoverPriority
  className?: string
}

/**
 * A cover: both stored widths as `srcset` when its name says they exist (contracts' coverSources),
 * its real size as width/height, high priority and no lazy loading for the largest paint, lazy
 * loading for covers below the fold. React itself preloads every cover that is not lazy from the
 * server-rendered head (with the srcset and priority), so those requests start beside the stylesheet.
 * The Worker never fetches a cover itself: the browser asks the media store for it.
 */
export function CoverImage({ url, alt, sizes, priority, className }: CoverImageProps) {
  const sources = coverSources(url)
  if (!sources) return null
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={sources.width}
      height={sources.height}
      loading={priority === 'lazy' ? 'lazy' : undefined}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding={priority === 'high' ? undefined : 'async'}
    />
  )
}
