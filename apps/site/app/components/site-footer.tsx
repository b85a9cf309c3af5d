import { withCopyrightYear } from '@studio/contracts/copyright-year'
import type { SiteContent, SocialNetwork } from '@studio/contracts/site-content'
import type * as React from 'react'
import { keyedByText } from '../lib/copy-keys'
import type { SiteLanguage } from '../lib/language'
import { phoneHref, phoneText } from '../lib/phone-href'
import { studioPlace } from '../lib/studio-place'
import { CopyLink, safeCopyLinks } from './copy-link'
import { ChevronDownIcon, FacebookIcon, InstagramIcon, LinkedInIcon, PhoneIcon, PinIcon } from './icons'
import { LogoLink } from './logo'

const SOCIAL_ICONS = {
  linkedin: LinkedInIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
} as const satisfies Record<SocialNetwork, unknown>

type FooterLink = SiteContent['footer']['company_links'][number]

const linkText = (link: FooterLink) => `${link.label} ${link.href}`

/** The copy's links as list items, keyed by their text. */
function CopyLinkItems({ links }: { links: FooterLink[] }) {
  return keyedByText(links, linkText).map(({ key, item: link }) => (
    <li key={key}>
      <CopyLink href={link.href}>{link.label}</CopyLink>
    </li>
  ))
}

/**
 * A link column: a plain heading and list above 768 px, a closed accordion up to 768 px. Both are
 * the same `<details>`; CSS hides its summary and shows its content on wide screens (site.css), so
 * the layout is right before any script runs and stays uncontrolled by React after hydration.
 */
function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="footer-column">
      <h2 className="footer-column__title footer-column__label">{title}</h2>
      <details className="footer-column__details">
        <summary className="footer-column__toggle">
          <h2 className="footer-column__title">{title}</h2>
          <ChevronDownIcon className="footer-column__chevron" />
        </summary>
        <div className="footer-column__panel">{children}</div>
      </details>
    </div>
  )
}

/** A column of the copy's links. */
function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <FooterColumn title={title}>
      <ul className="footer-links">
        <CopyLinkItems links={links} />
      </ul>
    </FooterColumn>
  )
}

interface SiteFooterProps {
  content: SiteContent
  language: SiteLanguage
  /** The year the page is rendered in, for the copyright line's `{year}` (the root loader's). */
  year: number
}

/**
 * Brand, social links, the Company / Services / Contact columns (accordions up to 768 px), legal
 * links and the copyright line.
 */
export function SiteFooter({ content, language, year }: SiteFooterProps) {
  const { footer, studio } = content
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <LogoLink name={studio.name} language={language} />
          <p className="site-footer__blurb">{studio.blurb}</p>
          {/* Named by its navigation landmark: a list takes no name of its own. */}
          <nav aria-label={footer.social_label}>
            <ul className="site-footer__social">
              {keyedByText(
                safeCopyLinks(studio.social, (link) => link.url),
                (link) => link.url,
              ).map(({ key, item: link }) => {
                const Icon = SOCIAL_ICONS[link.network]
                return (
                  <li key={key}>
                    <a
                      href={link.url.trim()}
                      aria-label={link.label}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="social-link round-icon"
                    >
                      <Icon />
                    </a>
                  </li>
                )
              })}
            </ul>
          </nav>
        </div>

        <LinkColumn title={footer.company_title} links={footer.company_links} />
        <LinkColumn title={footer.services_title} links={footer.service_links} />

        <FooterColumn title={footer.contact_title}>
          <ul className="footer-links">
            <li>
              <a href={phoneHref(studio.phone)} className="footer-links__icon">
                <PhoneIcon width={16} height={16} />
                <bdi dir="ltr">{phoneText(studio.phone)}</bdi>
              </a>
            </li>
            <li>
              {/* The browser's own jump: smooth (site.css) and focusing the target, which takes focus. */}
              <a href="#location" className="footer-links__icon">
                <PinIcon width={16} height={16} />
                {studioPlace(studio, language)}
              </a>
            </li>
            <li>
              <CopyLink href={footer.contact_link.href}>{footer.contact_link.label}</CopyLink>
            </li>
          </ul>
        </FooterColumn>
      </div>

      <div className="container">
        <div className="site-footer__bottom">
          <p id="location" tabIndex={-1} className="site-footer__location">
            <PinIcon width={16} height={16} />
            <span>
              {footer.location_text}{' '}
              <CopyLink href={studio.map_url} target="_blank" rel="noopener noreferrer">
                {footer.map_link_label}
              </CopyLink>
            </span>
          </p>
          <div className="site-footer__legal">
            <p>{withCopyrightYear(footer.copyright, year)}</p>
            <ul>
              <CopyLinkItems links={footer.legal_links} />
            </ul>
          </div>
        </div>
      </div>
    </footer>
  )
}
