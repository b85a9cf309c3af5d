import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Faq } from './faq'
import { FAQ_ITEMS } from './faq-items'

const question = (index: number) => screen.getByRole('button', { name: FAQ_ITEMS[index]?.question })

describe('Faq', () => {
  it('shows the six questions closed, in two columns', () => {
    const { container } = render(<Faq items={FAQ_ITEMS} />)
    expect(screen.getAllByRole('button')).toHaveLength(6)
    expect(container.querySelectorAll('.faq__column')).toHaveLength(2)
    for (const button of screen.getAllByRole('button'))
      expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('answers with the spec facts', () => {
    render(<Faq items={FAQ_ITEMS} />)
    const text = FAQ_ITEMS.map((item) => item.answer).join(' ')
    expect(text).toContain('1-2 weeks after the initial meeting')
    expect(text).toContain('4-meeting process')
    expect(text).toMatch(/upon full payment/i)
  })

  it('keeps at most one question open and closes the open one on a second click', async () => {
    const user = userEvent.setup()
    render(<Faq items={FAQ_ITEMS} />)
    await user.click(question(0))
    expect(question(0)).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText(FAQ_ITEMS[0].answer)).toBeVisible()

    await user.click(question(4))
    expect(question(4)).toHaveAttribute('aria-expanded', 'true')
    expect(question(0)).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText(FAQ_ITEMS[0].answer)).not.toBeVisible()

    await user.click(question(4))
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0)
  })
})
