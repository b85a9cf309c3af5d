import type { SiteContent } from '@studio/contracts/site-content'
import { buttonClass } from '@studio/ui/button'
import type * as React from 'react'
import { useRef } from 'react'
import { NavLink, useLocation } from 'react-router'
import { phoneHref } from '../lib/site-content'
import { CloseIcon, MenuIcon } from './icons'
import { LogoLink } from './logo'
import { useMenuDismissal } from './use-menu-dismissal'

const MENU_ID = 'site-menu'

/** The header's links, labelled by the site copy. */
export function navLinks(header: SiteContent['header']) {
  return [
    { to: '/', label: header.nav_home },
    { to: '/services', label: header.nav_services },
    { to: '/projects', label: header.nav_projects },
    { to: '/contact', label: header.nav_contact },
  ]
}

/** Top navigation; up to the menu breakpoint a toggle opens a full overlay and locks page scroll. */
export function SiteHeader({ content }: { content: SiteContent }) {
  const menuRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  useMenuDismissal(menuRef, toggleRef, useLocation().pathname)
  const { header, studio } = content
  const links = navLinks(header)

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <LogoLink name={studio.name} />
        <nav aria-label="Main" className="site-nav">
          <ul className="site-nav__list">
            {links.map((link) => (
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
        <button ref={toggleRef} type="button" className="site-menu-toggle round-icon" popoverTarget={MENU_ID}>
          <MenuIcon className="site-menu-toggle__open" width={24} height={24} />
          <CloseIcon className="site-menu-toggle__close" width={24} height={24} />
          <span className="ui-visually-hidden site-menu-toggle__open">{header.open_menu}</span>
          <span className="ui-visually-hidden site-menu-toggle__close">{header.close_menu}</span>
        </button>
      </div>
      <nav ref={menuRef} id={MENU_ID} popover="auto" aria-label="Mobile" className="site-overlay">
        <ul className="site-overlay__list">
          {links.map((link, index) => (
            <li key={link.to} style={{ '--i': index } as React.CSSProperties}>
              <NavLink to={link.to} end className="site-overlay__link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="site-overlay__meta">
          {studio.city}, {studio.country} · <a href={phoneHref(studio.phone)}>{studio.phone}</a>
        </p>
      </nav>
    </header>
  )
}
