import { buttonClass } from '@studio/ui/button'
import type * as React from 'react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { studio } from '../config'
import { useScrollLock } from '../lib/scroll'
import { CloseIcon, MenuIcon } from './icons'
import { Logo } from './logo'

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/projects', label: 'Projects' },
  { to: '/contact', label: 'Get in Touch' },
] as const

/** Top navigation; below the desktop breakpoint a toggle opens a full overlay and locks page scroll. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const overlayId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  useScrollLock(menuOpen, 'mobile-menu')

  // A navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useEffect(() => setMenuOpen(false), [pathname])

  // While the overlay is open, the page behind it is out of reach (Tab stays in the header).
  useEffect(() => {
    if (!menuOpen) return
    const behind = [...document.querySelectorAll<HTMLElement>('.skip-link, #main, .site-footer')]
    for (const element of behind) element.toggleAttribute('inert', true)
    return () => {
      for (const element of behind) element.toggleAttribute('inert', false)
    }
  }, [menuOpen])

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  return (
    <header className="site-header" data-menu-open={menuOpen || undefined}>
      <div className="site-header__inner container">
        <Link to="/" className="site-logo" aria-label={`${studio.name}, home`}>
          <Logo />
          <span className="site-logo__name">{studio.name}</span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          <ul className="site-nav__list">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={
                    link.to === '/contact' ? buttonClass('primary', 'sm', 'site-nav__cta') : 'site-nav__link'
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          ref={toggleRef}
          type="button"
          className="site-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={overlayId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon width={24} height={24} /> : <MenuIcon width={24} height={24} />}
          <span className="ui-visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      <nav id={overlayId} aria-label="Mobile" className="site-overlay" hidden={!menuOpen}>
        <ul className="site-overlay__list">
          {NAV_LINKS.map((link, index) => (
            <li key={link.to} style={{ '--i': index } as React.CSSProperties}>
              <NavLink to={link.to} end className="site-overlay__link" onClick={() => setMenuOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="site-overlay__meta">
          {studio.city}, {studio.country} · <a href={studio.phoneHref}>{studio.phone}</a>
        </p>
      </nav>
    </header>
  )
}
