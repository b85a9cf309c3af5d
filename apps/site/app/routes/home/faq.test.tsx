import { SITE_CONTENT_DEFAULTS_EN } from '@studio/contracts/site-content-defaults'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Faq } from './faq'

/** The home page's FAQ as a fresh install publishes it. */
const FAQ_ITEMS = SITE_CONTENT_DEFAULTS_EN.home.faq

const item = (index: number) =>
  screen.getByText(FAQ_ITEMS[index]?.question ?? '').closest('details') as HTMLDetailsElement

describe('Faq', () => {
  it('shows the six questions closed, in two columns', () => {
    const { container } = render(<Faq items={FAQ_ITEMS} />)
    expect(container.querySelectorAll('.faq__column')).toHaveLength(2)
    const items = container.querySelectorAll('details')
    expect(items).toHaveLength(6)
    for (const details of items) expect(details).not.toHaveAttribute('open')
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      FAQ_ITEMS.map((entry) => entry.question),
    )
  })

  it('answers with the spec facts', () => {
    render(<Faq items={FAQ_ITEMS} />)
    const text = FAQ_ITEMS.map((entry) => entry.answer).join(' ')
    expect(text).toContain('1-2 weeks after the initial meeting')
    expect(text).toContain('4-meeting process')
    expect(text).toMatch(/upon full payment/i)
  })

  it('is one native exclusive accordion, so it needs no script to keep at most one open', () => {
    const { container } = render(<Faq items={FAQ_ITEMS} />)
    for (const details of container.querySelectorAll('details'))
      expect(details).toHaveAttribute('name', 'faq')
  })

  it('opens a question on a click and closes it on the next, leaving the state to the browser', async () => {
    const user = userEvent.setup()
    render(<Faq items={FAQ_ITEMS} />)
    await user.click(screen.getByText(FAQ_ITEMS[0]?.question ?? ''))
    expect(item(0).open).toBe(true)
    await user.click(screen.getByText(FAQ_ITEMS[0]?.question ?? ''))
    expect(item(0).open).toBe(false)
  })
})
