import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clampPage, Pagination, pageCountFor } from './pagination'

describe('Pagination', () => {
  it('numbers every page, marks the current one and disables Prev on the first page', async () => {
    const onPageChange = vi.fn()
    render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />)
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(onPageChange).toHaveBeenCalledWith(3)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onPageChange).toHaveBeenCalledWith(2)
  })

  it("shows 'Page X of Y' in the summary variant and disables Next on the last page", () => {
    render(<Pagination page={2} pageCount={2} onPageChange={() => {}} variant="summary" />)
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('counts at least one page and resets a page past the end to 1', () => {
    expect(pageCountFor(0, 8)).toBe(1)
    expect(pageCountFor(17, 8)).toBe(3)
    expect(clampPage(4, 3)).toBe(1)
    expect(clampPage(2, 3)).toBe(2)
  })
})
