import type * as React from 'react'
import { Link } from 'react-router'
import { studio } from '../config'
import { ChevronDownIcon, FacebookIcon, InstagramIcon, LinkedInIcon, PhoneIcon, PinIcon } from './icons'
import { LogoLink } from './logo'

const SOCIAL_ICONS = { LinkedIn: LinkedInIcon, Facebook: FacebookIcon, Instagram: InstagramIcon } as const

const SERVICE_LINKS = [
  'Web Development',
  'App Development',
  'Maintenance',
  'AI Agents',
  'Data Analytics',
] as const

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

/** Brand, social links, the Company / Services / Contact columns (accordions up to 768 px) and legal links. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <LogoLink />
          <p className="site-footer__blurb">{studio.blurb}</p>
          <ul className="site-footer__social" aria-label="Social links">
            {studio.social.map((link) => {
              const Icon = SOCIAL_ICONS[link.network]
              return (
                <li key={link.network}>
                  <a
                    href={link.url}
                    aria-label={link.label}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="social-link"
                  >
                    <Icon />
                  </a>
                </li>
              )
            })}
          </ul>
        </div>

        <FooterColumn title="Company">
          <ul className="footer-links">
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/contact">Get In Touch</Link>
            </li>
            <li>
              <Link to="/services">Services</Link>
            </li>
            <li>
              <Link to="/projects">Projects</Link>
            </li>
          </ul>
        </FooterColumn>

        <FooterColumn title="Services">
          <ul className="footer-links">
            {SERVICE_LINKS.map((label) => (
              <li key={label}>
                <Link to="/services">{label}</Link>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn title="Contact">
          <ul className="footer-links">
            <li>
              <a href={studio.phoneHref} className="footer-links__icon">
                <PhoneIcon width={16} height={16} />
                {studio.phone}
              </a>
            </li>
            <li>
              {/* The browser's own jump: smooth (site.css) and focusing the target, which takes focus. */}
              <a href="#location" className="footer-links__icon">
                <PinIcon width={16} height={16} />
                {studio.city}, {studio.country}
              </a>
            </li>
            <li>
              <Link to="/contact">Get In Touch</Link>
            </li>
          </ul>
        </FooterColumn>
      </div>

      <div className="container">
        <div className="site-footer__bottom">
          <p id="location" tabIndex={-1} className="site-footer__location">
            <PinIcon width={16} height={16} />
            <span>
              Studio based in {studio.city}, {studio.country}, working with clients across the region and
              worldwide.{' '}
              <a href={studio.mapUrl} target="_blank" rel="noopener noreferrer">
                View on map
              </a>
            </span>
          </p>
          <div className="site-footer__legal">
            <p>© 2025 {studio.name}. All rights reserved.</p>
            <ul>
              <li>
                <Link to="/privacy">Privacy Policy</Link>
              </li>
              <li>
                <Link to="/terms">Terms of Service</Link>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </footer>
  )
}
