import { formatProjectIndex } from '@studio/contracts/constants'

/** The side dots of the mobile projects page: the current section is marked, a click jumps to it. */
export function DotNav({
  titles,
  active,
  onSelect,
}: {
  titles: string[]
  active: number
  onSelect: (index: number) => void
}) {
  return (
    <nav className="dot-nav" aria-label="Projects">
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
