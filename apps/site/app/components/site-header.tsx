import { buttonClass } from '@studio/ui/button'
import type * as React from 'react'
import { useRef } from 'react'
import { NavLink, useLocation } from 'react-router'
import { studio } from '../config'
import { CloseIcon, MenuIcon } from './icons'
import { LogoLink } from './logo'
import { useMenuDismissal } from './use-menu-dismissal'

const MENU_ID = 'site-menu'

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/services', label: 'Services' },
  { to: '/projects', label: 'Projects' },
  { to: '/contact', label: 'Get in Touch' },
] as const

/** Top navigation; up to the menu breakpoint a toggle opens a full overlay and locks page scroll. */
export function SiteHeader() {
  const menuRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  useMenuDismissal(menuRef, toggleRef, useLocation().pathname)

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <LogoLink />
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
        <button ref={toggleRef} type="button" className="site-menu-toggle" popoverTarget={MENU_ID}>
          <MenuIcon className="site-menu-toggle__open" width={24} height={24} />
          <CloseIcon className="site-menu-toggle__close" width={24} height={24} />
          <span className="ui-visually-hidden site-menu-toggle__open">Open menu</span>
          <span className="ui-visually-hidden site-menu-toggle__close">Close menu</span>
        </button>
      </div>
      <nav ref={menuRef} id={MENU_ID} popover="auto" aria-label="Mobile" className="site-overlay">
        <ul className="site-overlay__list">
          {NAV_LINKS.map((link, index) => (
            <li key={link.to} style={{ '--i': index } as React.CSSProperties}>
              <NavLink to={link.to} end className="site-overlay__link">
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
