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
    renderInRouter(<SiteHeader />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Services', 'Projects', 'Get in Touch'])
  })

  it('opens the overlay with the same links, locks scrolling, and closes on Escape', async () => {
    const user = userEvent.setup()
    renderInRouter(<SiteHeader />)
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const overlay = screen.getByRole('navigation', { name: 'Mobile' })
    expect(
      within(within(overlay).getByRole('list'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Services', 'Projects', 'Get in Touch'])
    expect(document.documentElement).toHaveAttribute('data-scroll-locked')

    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
    expect(document.documentElement).not.toHaveAttribute('data-scroll-locked')
  })

  it('puts the page behind the open overlay out of reach, and gives it back on close', async () => {
    const user = userEvent.setup()
    renderInRouter(
      <>
        <SiteHeader />
        <main id="main">
          <a href="/contact">KNOW MORE</a>
        </main>
        <footer className="site-footer">Footer</footer>
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert')
    expect(screen.getByRole('contentinfo', { hidden: true })).toHaveAttribute('inert')

    await user.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(screen.getByRole('main')).not.toHaveAttribute('inert')
    expect(screen.getByRole('contentinfo')).not.toHaveAttribute('inert')
  })
})

describe('SiteFooter', () => {
  it('has closed accordions up to 768 px that open independently', async () => {
    setViewportWidth(768)
    const user = userEvent.setup()
    renderInRouter(<SiteFooter />)
    const company = screen.getByRole('button', { name: 'Company' })
    const services = screen.getByRole('button', { name: 'Services' })
    expect(company).toHaveAttribute('aria-expanded', 'false')
    expect(services).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('button', { name: 'Contact' })).toHaveAttribute('aria-expanded', 'false')

    await user.click(company)
    expect(company).toHaveAttribute('aria-expanded', 'true')
    expect(services).toHaveAttribute('aria-expanded', 'false')
  })

  it('renders each column title both as plain text and as a toggle, so CSS can pick by width without script', () => {
    // Which one shows (toggle up to 768 px, plain title above) is CSS, checked in e2e/footer.spec.ts.
    renderInRouter(<SiteFooter />)
    const heading = screen.getByRole('heading', { name: /Company/ })
    expect(heading.querySelector('.footer-column__label')).toHaveTextContent('Company')
    expect(within(heading).getByRole('button', { name: 'Company' })).toHaveAttribute('aria-controls')
    expect(screen.getByRole('link', { name: 'AI Agents' })).toHaveAttribute('href', '/services')
  })

  it('has the social links, the contact column, the legal links and the copyright', () => {
    setViewportWidth(1280)
    renderInRouter(<SiteFooter />)
    expect(screen.getByRole('link', { name: /on LinkedIn/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /on Facebook/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /on Instagram/ })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Giza, Egypt' })).toHaveAttribute('href', '#location')
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
    expect(screen.getByText(/© 2025/)).toBeInTheDocument()
    expect(document.getElementById('location')).not.toBeNull()
  })
})
