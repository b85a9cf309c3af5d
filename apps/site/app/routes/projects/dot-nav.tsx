import { formatProjectIndex } from '../../tuning'

/**
 * The side dots of the mobile projects page: the current section is marked, a click jumps to it.
 * While not `shown` they fade out of sight but stay in the tab order, so keyboard users keep them
 * (keyboard focus brings them back).
 */
export function DotNav({
  titles,
  label,
  active,
  shown,
  onSelect,
}: {
  titles: string[]
  label: string
  active: number
  shown: boolean
  onSelect: (index: number) => void
}) {
  return (
    <nav className="dot-nav" aria-label={label} data-shown={shown || undefined}>
      <ul>
        {titles.map((title, index) => (
          <li key={`${title}-${formatProjectIndex(index + 1)}`}>
            <button
              type="button"
              className="dot-nav__dot"
              aria-label={`${formatProjectIndex(index + 1)}: ${title}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => onSelect(index)}
            />
          </li>
        ))}
      </ul>
    </nav>
  )
}
