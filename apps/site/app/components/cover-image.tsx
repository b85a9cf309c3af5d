import type { CoverImage as CoverRecord } from '@studio/contracts/covers'
import type * as React from 'react'
import { preload } from 'react-dom'
import { type CoverLayout, type CoverPicture, coverPicture, coverPreload } from './cover-picture'

/** How soon a cover is fetched: the first screen's largest paint at once, any other when it nears the viewport. */
export type CoverPriority = 'high' | 'lazy'

interface CoverImageProps {
  /** The item whose cover this is: its record (`cover`) and address (`cover_url`). */
  item: { cover_url: string | null; cover?: CoverRecord | null }
  alt: string
  /** 'en' when the alternative text is English on an Arabic page (portfolio-text.ts). */
  altLang?: 'en'
  layout: CoverLayout
  priority: CoverPriority
  /**
   * For a page that holds one layout per viewport and shows one (the Projects page): the viewports in
   * which this layout shows. A `high` cover is then preloaded only there, and its <img> loads lazily:
   * in the hidden layout it has no box, so it is never fetched; where it shows, the preload has
   * already fetched it at high priority from the head.
   */
  preloadMedia?: string
  className?: string
  /** Shown instead when there is nothing to show (no cover, or one on another host). */
  fallback?: React.ReactNode
}

/** The placeholder behind the image: its colour and blurred preview fill the frame until the file paints over it. */
function placeholderStyle(placeholder: CoverPicture['placeholder']): React.CSSProperties | undefined {
  if (!placeholder) return undefined
  return {
    backgroundColor: placeholder.color,
    ...(placeholder.image
      ? {
          backgroundImage: `url("${placeholder.image}")`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }
      : {}),
  }
}

/**
 * A cover as `<picture>`: AVIF and WebP sources under the site's own /media (cover-picture.ts), the
 * original's size as width/height so the frame never shifts, and its placeholder behind it. The first
 * screen's largest paint is fetched at high priority and preloaded from the head of the first HTML
 * in the format the browser will pick (React adds no preload of its own for an image inside a
 * <picture>); every other cover loads lazily. The Worker never fetches a cover while rendering.
 */
export function CoverImage({
  item,
  alt,
  altLang,
  layout,
  priority,
  preloadMedia,
  className,
  fallback = null,
}: CoverImageProps) {
  const picture = coverPicture(item, layout)
  if (!picture) return fallback
  if (priority === 'high') {
    const { href, ...files } = coverPreload(picture, layout.sizes)
    preload(href, {
      as: 'image',
      fetchPriority: 'high',
      ...files,
      ...(preloadMedia ? { media: preloadMedia } : {}),
    })
  }
  return (
    // `display: contents`: the <img> is laid out as if the <picture> were not there (flex and grid items).
    <picture style={{ display: 'contents' }}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={layout.sizes} />
      ))}
      <img
        className={className}
        src={picture.src}
        alt={alt}
        lang={altLang}
        width={picture.width}
        height={picture.height}
        style={placeholderStyle(picture.placeholder)}
        loading={priority === 'lazy' || preloadMedia ? 'lazy' : undefined}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        decoding={priority === 'high' ? undefined : 'async'}
      />
    </picture>
  )
}
