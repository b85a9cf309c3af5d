import type { SiteContent } from '@studio/contracts/site-content'
import { buttonClass } from '@studio/ui/button'
import type * as React from 'react'
import { useRef } from 'react'
import { NavLink, useLocation } from 'react-router'
import { localizedPath, type SiteLanguage } from '../lib/language'
import { phoneHref, phoneText } from '../lib/phone-href'
import { studioPlace } from '../lib/studio-place'
import { LAYOUT_MESSAGES } from '../messages/layout'
import { CloseIcon, MenuIcon } from './icons'
import { LanguageSwitch } from './language-switch'
import { LogoLink } from './logo'
import { useMenuDismissal } from './use-menu-dismissal'

const MENU_ID = 'site-menu'

/** The header's links in the page's language, labelled by the site copy. */
export function navLinks(header: SiteContent['header'], language: SiteLanguage = 'en') {
  return [
    { path: '/', label: header.nav_home },
    { path: '/services', label: header.nav_services },
    { path: '/projects', label: header.nav_projects },
    { path: '/contact', label: header.nav_contact },
  ].map(({ path, label }) => ({ to: localizedPath(language, path), label, cta: path === '/contact' }))
}

/** Top navigation; up to the menu breakpoint a toggle opens a full overlay and locks page scroll. */
export function SiteHeader({ content, language }: { content: SiteContent; language: SiteLanguage }) {
  const menuRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  useMenuDismissal(menuRef, toggleRef, useLocation().pathname)
  const { header, studio } = content
  const links = navLinks(header, language)
  const messages = LAYOUT_MESSAGES[language]

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <LogoLink name={studio.name} language={language} />
        <nav aria-label={messages.mainNav} className="site-nav">
          <ul className="site-nav__list">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={link.cta ? buttonClass('primary', 'sm', 'site-nav__cta') : 'site-nav__link'}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch language={language} className="language-switch quiet-link" />
        <button ref={toggleRef} type="button" className="site-menu-toggle round-icon" popoverTarget={MENU_ID}>
          <MenuIcon className="site-menu-toggle__open" width={24} height={24} />
          <CloseIcon className="site-menu-toggle__close" width={24} height={24} />
          <span className="ui-visually-hidden site-menu-toggle__open">{header.open_menu}</span>
          <span className="ui-visually-hidden site-menu-toggle__close">{header.close_menu}</span>
        </button>
      </div>
      <nav ref={menuRef} id={MENU_ID} popover="auto" aria-label={messages.mobileNav} className="site-overlay">
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
          {studioPlace(studio, language)} ·{' '}
          <a href={phoneHref(studio.phone)} dir="ltr">
            {phoneText(studio.phone)}
          </a>
        </p>
      </nav>
    </header>
  )
}
