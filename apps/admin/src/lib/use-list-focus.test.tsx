import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../test-support/render-app'
import { createProjects, createWorkItems, startSignedIn, storedWorkItems } from '../test-support/seed'
import { bodyRowsOf } from '../test-support/table-rows'

/** Work items 'Item 1'… that the server lists in that order (a new item goes first: created last first). */
async function withItems(count: number) {
  const api = await startSignedIn()
  await createWorkItems(
    api,
    Array.from({ length: count }, (_, index) => ({ title: `Item ${count - index}` })),
  )
  return api
}

const switchNames = () =>
  within(screen.getByRole('table', { name: 'All Work' }))
    .getAllByRole('switch')
    .map((toggle) => toggle.getAttribute('aria-label'))

describe('focus after a list reload', () => {
  it('follows a row moved to another page: focus on the table, the move announced', async () => {
    const api = await withItems(9)
    renderApp('/admin/all-work', api)
    await screen.findByText('Item 1')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    // The first row of page 2 moved up is the last row of page 1.
    await userEvent.click(await screen.findByRole('button', { name: 'Move Item 9 up' }))
    const status = await screen.findByText("'Item 9' moved to position 8 of 9, on page 1.")
    expect(status).toHaveAttribute('role', 'status')
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'All Work' })).toHaveFocus()
    expect(document.body).not.toHaveFocus()
    await waitFor(async () =>
      expect((await storedWorkItems(api)).map((item) => item.title).slice(7)).toEqual(['Item 9', 'Item 8']),
    )
    // The note goes once the admin pages on.
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }))
    await waitFor(() => expect(switchNames().at(-1)).toBe('Featured: Item 9'))
    expect(screen.queryByText(/on page 1/)).not.toBeInTheDocument()
  })

  it('keeps the note of a move made the moment the list shows', async () => {
    const api = await startSignedIn()
    await createProjects(api, [{ title: 'Charlie' }, { title: 'Bravo' }, { title: 'Alpha' }])
    // Presses Move as the rows reach the page, before the screen has run its effects: a key pressed
    // that early on a busy machine once lost the note to the list's first "clear the note" effect.
    let pressed = false
    const observer = new MutationObserver(() => {
      const down = document.querySelector<HTMLElement>('[aria-label="Move Alpha down"]')
      if (!down || pressed) return
      pressed = true
      fireEvent.click(down)
    })
    observer.observe(document.body, { childList: true, subtree: true })
    renderApp('/admin/projects', api)
    await waitFor(() => expect(pressed).toBe(true))
    observer.disconnect()
    expect(await screen.findByText("'Alpha' moved to position 2 of 3.")).toHaveAttribute('role', 'status')
    const titles = bodyRowsOf('Projects').map((row) => row.querySelector('.item-cell__title')?.textContent)
    expect(titles).toEqual(['Bravo', 'Alpha', 'Charlie'])
  })

  it('keeps focus on the switch of a row, which stays in its place in the server order', async () => {
    renderApp('/admin/all-work', await withItems(3))
    await screen.findByText('Item 1')
    await userEvent.click(screen.getByRole('switch', { name: 'Featured: Item 3' }))
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Featured: Item 3' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    )
    expect(switchNames()).toEqual(['Featured: Item 1', 'Featured: Item 2', 'Featured: Item 3'])
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Featured: Item 3' })).toHaveFocus())
    expect(screen.queryByText(/moved to/)).not.toBeInTheDocument()
  })

  it("moves focus to the next row's Edit after a delete, and to the search box when none is left", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    const api = await startSignedIn()
    await createProjects(api, [
      { title: 'Middle', created_at: '2026-03-02T00:00:00Z' },
      { title: 'Newest', created_at: '2026-03-03T00:00:00Z' },
    ])
    renderApp('/admin/projects', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Newest' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Middle' })).toHaveFocus())
    await userEvent.click(screen.getByRole('button', { name: 'Delete Middle' }))
    await screen.findByText('No projects yet')
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveFocus())
  })

  it('focuses the previous row when the last row of the page is deleted', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderApp('/admin/all-work', await withItems(3))
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Item 3' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Item 2' })).toHaveFocus())
  })
})
