import { Link } from 'react-router'
import { localizedPath, type SiteLanguage } from '../lib/language'
import { LAYOUT_MESSAGES } from '../messages/layout'

/** The studio mark: a rounded tile with two offset bars (decorative; the link carries the name). */
export function Logo() {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className="site-logo__mark"
    >
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9b82ff" />
          <stop offset="1" stopColor="#38bdf8" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
      <path d="M9 11h9M9 16h14M9 21h9" stroke="#0b0d12" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/** The studio's name and mark, linking home (header and footer alike). */
export function LogoLink({ name, language }: { name: string; language: SiteLanguage }) {
  return (
    <Link
      to={localizedPath(language, '/')}
      className="site-logo"
      aria-label={LAYOUT_MESSAGES[language].home(name)}
    >
      <Logo />
      <span className="site-logo__name">{name}</span>
    </Link>
  )
}
