/** The three floating service cards beside the hero (decorative illustrations with readable titles). */
const CARDS = [
  { title: 'App Development', detail: 'iOS · Android · cross-platform', tone: 'violet', icon: 'app' },
  { title: 'Web Development', detail: 'Fast sites and web apps', tone: 'sky', icon: 'web' },
  { title: 'Data Analytics', detail: 'Dashboards and insight', tone: 'mint', icon: 'data' },
] as const

function CardIcon({ kind }: { kind: (typeof CARDS)[number]['icon'] }) {
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

export function FloatingCards() {
  return (
    <ul className="floating-cards" aria-label="Featured services">
      {CARDS.map((card, index) => (
        <li
          key={card.title}
          className={`floating-card floating-card--${card.tone}`}
          style={{ animationDelay: `${index * -2}s` }}
        >
          <span className="floating-card__icon">
            <CardIcon kind={card.icon} />
          </span>
          <span className="floating-card__text">
            <strong>{card.title}</strong>
            <span>{card.detail}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
