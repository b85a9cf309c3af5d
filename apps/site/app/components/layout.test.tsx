import { isSiteContentLink } from '@studio/contracts/links'
import { SITE_CONTENT_DEFAULTS_EN } from '@studio/contracts/site-content-defaults'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type * as React from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { setViewportWidth } from '../test-setup'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

function renderInRouter(node: React.ReactNode) {
  return render(<MemoryRouter>{node}</MemoryRouter>)
}

describe('SiteHeader', () => {
  it('links Home, Services, Projects and Get in Touch', () => {
    renderInRouter(<SiteHeader content={SITE_CONTENT_DEFAULTS_EN} language="en" />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Services', 'Projects', 'Get in Touch'])
  })

  it('has a menu toggle that opens the overlay natively, as a popover, with the same links', () => {
    renderInRouter(<SiteHeader content={SITE_CONTENT_DEFAULTS_EN} language="en" />)
    // jsdom applies no CSS: the label that shows ('Open menu' or 'Close menu') is checked in e2e.
    const toggle = screen.getByRole('button', { name: /Open menu/ })
    const overlay = screen.getByRole('navigation', { name: 'Mobile', hidden: true })
    expect(overlay).toHaveAttribute('popover', 'auto')
    expect(toggle).toHaveAttribute('popovertarget', overlay.id)
    expect(
      within(within(overlay).getByRole('list', { hidden: true }))
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Services', 'Projects', 'Get in Touch'])
  })

  it('sets no inert and no scroll lock from script, so nothing can stay stuck', () => {
    renderInRouter(
      <>
        <SiteHeader content={SITE_CONTENT_DEFAULTS_EN} language="en" />
        <main id="main" />
      </>,
    )
    expect(document.querySelector('[inert]')).toBeNull()
    expect(document.documentElement.getAttributeNames()).not.toContain('data-scroll-locked')
  })
})

describe('SiteFooter', () => {
  it('has closed accordions that open independently', async () => {
    setViewportWidth(768)
    const user = userEvent.setup()
    renderInRouter(<SiteFooter content={SITE_CONTENT_DEFAULTS_EN} language="en" year={2031} />)
    const column = (name: string) => screen.getByText(name, { selector: 'summary h2' }).closest('details')
    for (const name of ['Company', 'Services', 'Contact']) expect(column(name)).not.toHaveAttribute('open')

    await user.click(screen.getByText('Company', { selector: 'summary h2' }))
    expect(column('Company')).toHaveAttribute('open')
    expect(column('Services')).not.toHaveAttribute('open')
  })

  it('renders each column title both as a plain heading and as a summary, so CSS can pick by width without script', () => {
    // Which one shows (summary up to 768 px, plain heading above) is CSS, checked in the e2e specs.
    renderInRouter(<SiteFooter content={SITE_CONTENT_DEFAULTS_EN} language="en" year={2031} />)
    const headings = screen.getAllByRole('heading', { name: 'Company' })
    expect(headings).toHaveLength(2)
    expect(headings.filter((heading) => heading.closest('summary'))).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'AI Agents', hidden: true })).toHaveAttribute('href', '/services')
  })

  it('has the social links, the contact column, the legal links and the copyright', () => {
    setViewportWidth(1280)
    renderInRouter(<SiteFooter content={SITE_CONTENT_DEFAULTS_EN} language="en" year={2031} />)
    expect(screen.getByRole('link', { name: /on LinkedIn/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /on Facebook/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /on Instagram/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Giza, Egypt' })).toHaveAttribute('href', '#location')
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    // The copy's `{year}` is the year the page is rendered in.
    expect(SITE_CONTENT_DEFAULTS_EN.footer.copyright).toContain('{year}')
    expect(screen.getByText(/^© 2031 /)).toBeInTheDocument()
    expect(document.getElementById('location')).not.toBeNull()
  })
})

describe('the site copy in the header and footer', () => {
  it('shows the labels, links and studio facts of the document it is given', () => {
    const content = structuredClone(SITE_CONTENT_DEFAULTS_EN)
    content.header.nav_contact = 'Say hello'
    content.studio.phone = '+20 111 222 3333'
    content.footer.copyright = '© 2019–{year} Another Studio.'
    content.footer.legal_links = [{ label: 'Imprint', href: 'https://legal.example/imprint' }]
    renderInRouter(
      <>
        <SiteHeader content={content} language="en" />
        <SiteFooter content={content} language="en" year={2031} />
      </>,
    )
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Say hello' })).toHaveAttribute('href', '/contact')
    // Shown with spaces that do not break, so the number stays on one line.
    expect(
      screen.getAllByRole('link', { name: '+20\u00a0111\u00a0222\u00a03333', hidden: true })[0],
    ).toHaveAttribute('href', 'tel:+201112223333')
    expect(screen.getByText('© 2019–2031 Another Studio.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Imprint' })).toHaveAttribute(
      'href',
      'https://legal.example/imprint',
    )
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull()
  })
})

/** Addresses the link rule refuses: other schemes, and other hosts written to look like site paths. */
const UNSAFE_LINKS = [
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'https://example.com/\u202egnp.exe',
]

describe('links of the copy that fail the link rule', () => {
  it('renders none of them as a link: a labelled one shows its label as plain text, an icon link is left out', () => {
    for (const unsafe of UNSAFE_LINKS) {
      const content = structuredClone(SITE_CONTENT_DEFAULTS_EN)
      content.studio.map_url = unsafe
      content.studio.social = [
        { network: 'linkedin', label: 'Studio on LinkedIn', url: unsafe },
        { network: 'facebook', label: 'Studio on Facebook', url: 'https://www.facebook.com/studio' },
      ]
      content.footer.company_links = [{ label: 'Evil company link', href: unsafe }]
      content.footer.service_links = [{ label: 'Evil service link', href: unsafe }]
      content.footer.contact_link = { label: 'Evil contact link', href: unsafe }
      content.footer.legal_links = [{ label: 'Evil legal link', href: unsafe }]
      const { container, unmount } = renderInRouter(
        <>
          <SiteHeader content={content} language="en" />
          <SiteFooter content={content} language="en" year={2031} />
        </>,
      )
      const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '')
      for (const href of hrefs)
        expect(isSiteContentLink(href) || href.startsWith('#'), `${unsafe}: ${href}`).toBe(true)
      for (const label of [
        'Evil company link',
        'Evil service link',
        'Evil contact link',
        'Evil legal link',
      ]) {
        expect(screen.getByText(label).closest('a'), `${unsafe}: ${label}`).toBeNull()
      }
      expect(screen.queryByRole('link', { name: content.footer.map_link_label })).toBeNull()
      expect(document.getElementById('location')).toHaveTextContent(content.footer.map_link_label)
      expect(screen.queryByRole('link', { name: 'Studio on LinkedIn' })).toBeNull()
      expect(screen.getByRole('link', { name: 'Studio on Facebook' })).toHaveAttribute(
        'href',
        'https://www.facebook.com/studio',
      )
      unmount()
    }
  })
})
