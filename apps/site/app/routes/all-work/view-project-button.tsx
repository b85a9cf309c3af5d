import { ArrowUpRightIcon } from '../../components/icons'
import type { PortfolioMessages } from '../../messages/portfolio'

/**
 * React writes `autofocus` into the server's HTML only; on a page React draws itself (a visitor who
 * came from /projects by a client navigation) the link needs the attribute too, or opening the
 * popover leaves the focus on the button.
 */
function keepAutofocus(element: HTMLElement | null) {
  element?.setAttribute('autofocus', '')
}

/**
 * The two-tap external link of a work card, with no script. The button opens a popover: the expanded
 * link, laid exactly over the button by CSS anchor positioning, so the second tap lands on the link
 * and opens the address in a new tab. A click anywhere else (or Escape) closes it: the popover's own
 * light dismiss. The link takes the focus as it opens, so Enter then Enter opens the site from the
 * keyboard, and Escape hands the focus back to the button.
 * `id`: unique in the page (the work item's id); it names the popover and the anchor.
 */
export function ViewProjectButton({
  id,
  url,
  title,
  messages,
}: {
  id: string
  url: string
  title: string
  messages: Pick<PortfolioMessages, 'viewProject' | 'viewProjectOf' | 'openInNewTab' | 'openInNewTabOf'>
}) {
  const popoverId = `view-project-${id}`
  const anchorName = `--${popoverId}`
  return (
    <>
      <button
        type="button"
        className="view-project"
        popoverTarget={popoverId}
        aria-label={messages.viewProjectOf(title)}
        style={{ anchorName }}
      >
        <span className="view-project__label">{messages.viewProject}</span>
        <ArrowUpRightIcon width={18} height={18} />
      </button>
      <a
        ref={keepAutofocus}
        id={popoverId}
        popover="auto"
        // biome-ignore lint/a11y/noAutofocus: focuses the link only as its popover opens, never on load
        autoFocus
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="view-project view-project--open"
        aria-label={messages.openInNewTabOf(title)}
        style={{ positionAnchor: anchorName }}
      >
        <span className="view-project__label">{messages.openInNewTab}</span>
        <ArrowUpRightIcon width={18} height={18} />
      </a>
    </>
  )
}
