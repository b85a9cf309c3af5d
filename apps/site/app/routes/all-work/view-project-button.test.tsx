import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PORTFOLIO_MESSAGES } from '../../messages/portfolio'
import { ViewProjectButton } from './view-project-button'

/**
 * jsdom has no popover API and no layout, so these tests read the markup the browser acts on; the
 * taps, the new tab and the light dismiss run in a real browser with scripts off (e2e/all-work.spec.ts).
 */
/** The popover a button shows (a closed popover is hidden, so it is looked up by its id). */
const popoverOf = (button: HTMLElement) => document.getElementById(button.getAttribute('popovertarget') ?? '')

/** The button of the card 'Fernway' (id 7), linking to its site. */
const fernway = () => (
  <ViewProjectButton id="7" url="https://client.example" title="Fernway" messages={PORTFOLIO_MESSAGES.en} />
)

function renderButton() {
  render(fernway())
  const button = screen.getByRole('button', { name: 'View Project: Fernway' })
  const link = popoverOf(button)
  if (!link) throw new Error('The button names no popover.')
  return { button, link }
}

describe('ViewProjectButton', () => {
  it('is a button that shows the expanded link as a popover, with no script', () => {
    const { button, link } = renderButton()
    expect(button).toHaveAttribute('type', 'button')
    expect(button).toHaveTextContent('View Project')
    expect(button).toHaveAttribute('popovertarget', link.id)
    expect(link.tagName).toBe('A')
    expect(link).toHaveAttribute('popover', 'auto')
    expect(link).toHaveTextContent('Open in new tab')
    expect(link).toHaveAttribute('aria-label', 'Open in new tab: Fernway')
  })

  it('opens the address in a new tab from the expanded link, without handing it the page', () => {
    const { link } = renderButton()
    expect(link).toHaveAttribute('href', 'https://client.example')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('lays the expanded link over its own button (one anchor name per card)', () => {
    const { button, link } = renderButton()
    expect(button.style.getPropertyValue('anchor-name')).toBe('--view-project-7')
    expect(link.style.getPropertyValue('position-anchor')).toBe('--view-project-7')
  })

  it('moves the focus to the expanded link as it opens, in server HTML and in a page React draws', () => {
    const html = renderToString(fernway())
    expect(html).toMatch(
      /<a[^>]*\sautofocus=""[^>]*\spopover="auto"|<a[^>]*\spopover="auto"[^>]*\sautofocus=""/,
    )
    expect(html).not.toMatch(/<button[^>]*autofocus/)
    const { link } = renderButton()
    expect(link).toHaveAttribute('autofocus')
  })

  it('gives each card its own popover', () => {
    render(
      <>
        <ViewProjectButton id="1" url="https://one.example" title="One" messages={PORTFOLIO_MESSAGES.en} />
        <ViewProjectButton id="2" url="https://two.example" title="Two" messages={PORTFOLIO_MESSAGES.en} />
      </>,
    )
    const target = (title: string) =>
      popoverOf(screen.getByRole('button', { name: `View Project: ${title}` }))
    expect(target('One')).toHaveAttribute('href', 'https://one.example')
    expect(target('Two')).toHaveAttribute('href', 'https://two.example')
  })
})
