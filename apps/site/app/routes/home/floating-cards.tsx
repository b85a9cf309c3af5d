import { keyedByText } from '../../lib/copy-keys'

/** The look of the floating cards beside the hero, by position (their texts are the site copy's). */
const LOOKS = [
  { tone: 'violet', icon: 'app' },
  { tone: 'sky', icon: 'web' },
  { tone: 'mint', icon: 'data' },
] as const

function CardIcon({ kind }: { kind: (typeof LOOKS)[number]['icon'] }) {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      {kind === 'app' ? (
        <>
          <rect x="7" y="2" width="10" height="20" rx="2.5" />
          <path d="M11 18h2" strokeLinecap="round" />
        </>
      ) : kind === 'web' ? (
        <>
          <rect x="2" y="4" width="20" height="16" rx="2.5" />
          <path d="M2 9h20M6 6.5h.01M9 6.5h.01" strokeLinecap="round" />
        </>
      ) : (
        <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" strokeLinecap="round" />
      )}
    </svg>
  )
}

/** The floating service cards beside the hero (decorative illustrations with readable titles). */
export function FloatingCards({ cards }: { cards: ReadonlyArray<{ title: string; detail: string }> }) {
  return (
    // Not named: a list's role takes no name of its own; the cards' titles say what they are.
    <ul className="floating-cards">
      {keyedByText(cards, (card) => card.title).map(({ key, item: card }, index) => {
        const look = LOOKS[index % LOOKS.length] ?? LOOKS[0]
        return (
          <li
            key={key}
            className={`floating-card floating-card--${look.tone}`}
            style={{ animationDelay: `${index * -2}s` }}
          >
            <span className="floating-card__icon">
              <CardIcon kind={look.icon} />
            </span>
            <span className="floating-card__text">
              <strong>{card.title}</strong>
              <span>{card.detail}</span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
