import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ViewProjectButton } from './view-project-button'

describe('ViewProjectButton', () => {
  afterEach(() => vi.restoreAllMocks())

  it('expands on the first tap and opens the address in a new tab on the second', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const user = userEvent.setup()
    render(<ViewProjectButton url="https://client.example" title="Fernway" />)
    const button = screen.getByRole('button', { name: /view project/i })
    expect(button).toHaveAttribute('aria-expanded', 'false')

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(open).not.toHaveBeenCalled()

    await user.click(button)
    expect(open).toHaveBeenCalledWith('https://client.example', '_blank', 'noopener,noreferrer')
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('collapses when the visitor clicks elsewhere', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const user = userEvent.setup()
    render(
      <div>
        <p>Elsewhere</p>
        <ViewProjectButton url="/work/x" title="X" />
      </div>,
    )
    const button = screen.getByRole('button', { name: /view project/i })
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByText('Elsewhere'))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(open).not.toHaveBeenCalled()
  })
})
