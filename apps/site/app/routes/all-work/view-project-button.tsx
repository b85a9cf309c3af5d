import { useEffect, useRef, useState } from 'react'
import { ArrowUpRightIcon } from '../../components/icons'

/**
 * The two-tap external link of a work card: the first tap expands it (showing where it goes), the
 * second opens the address in a new tab. A click anywhere else collapses it again.
 */
export function ViewProjectButton({ url, title }: { url: string; title: string }) {
  const [expanded, setExpanded] = useState(false)
  const ref = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!expanded) return
    const collapse = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setExpanded(false)
    }
    document.addEventListener('pointerdown', collapse)
    return () => document.removeEventListener('pointerdown', collapse)
  }, [expanded])

  function onClick() {
    if (!expanded) {
      setExpanded(true)
      return
    }
    window.open(url, '_blank', 'noopener,noreferrer')
    setExpanded(false)
  }

  return (
    <button
      ref={ref}
      type="button"
      className="view-project"
      aria-expanded={expanded}
      aria-label={expanded ? `Open in new tab: ${title}` : `View Project: ${title}`}
      onClick={onClick}
      onBlur={() => setExpanded(false)}
    >
      <span className="view-project__label">{expanded ? 'Open in new tab' : 'View Project'}</span>
      <ArrowUpRightIcon width={18} height={18} />
    </button>
  )
}
