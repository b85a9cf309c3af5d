import * as React from 'react'
import './thumbnail.css'

/** A cover thumbnail; without a cover (or when it fails to load) the title's initial stands in. */
export function Thumbnail({ src, title }: { src: string | null; title: string }) {
  // Remember which address failed, so a new cover gets its own chance to load.
  const [failedSrc, setFailedSrc] = React.useState<string | null>(null)
  if (!src || failedSrc === src) {
    return (
      <span className="thumb thumb--empty" aria-hidden="true">
        {title.trim().charAt(0).toUpperCase() || '?'}
      </span>
    )
  }
  return (
    <img
      className="thumb"
      src={src}
      alt=""
      width={56}
      height={42}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  )
}
