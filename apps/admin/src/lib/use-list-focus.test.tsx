import type { AdminWorkItem } from '@studio/contracts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createFakeApi, makeProject, makeWorkItem } from '../test-support/fake-api'
import { renderApp } from '../test-support/render-app'

/** Answers the work list the way the real API does: featured first, then newest. */
function serverOrdered(workItems: AdminWorkItem[]) {
  const api = createFakeApi({ workItems })
  api.override((call) =>
    call.method === 'GET' && call.path === '/sb-admin/all-work'
      ? api.json(
          [...api.state.workItems].sort(
            (a, b) => Number(b.featured) - Number(a.featured) || b.created_at.localeCompare(a.created_at),
          ),
        )
      : undefined,
  )
  return api
}

const items = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeWorkItem({
      title: `Item ${index + 1}`,
      created_at: new Date(Date.UTC(2026, 0, 30 - index)).toISOString(),
    }),
  )

describe('focus after a list reload', () => {
  it('follows a featured row that moved to another page: focus on the table, the move announced', async () => {
    renderApp('/admin/all-work', serverOrdered(items(9)))
    await screen.findByText('Item 1')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getByRole('switch', { name: 'Featured: Item 9' }))
    const status = await screen.findByText("'Item 9' is now featured and moved to page 1.")
    expect(status).toHaveAttribute('role', 'status')
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'All Work' })).toHaveFocus()
    expect(document.body).not.toHaveFocus()
    // The note goes once the admin pages on.
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }))
    expect(screen.queryByText(/moved to page 1/)).not.toBeInTheDocument()
    expect(screen.getByRole('switch', { name: 'Featured: Item 9' })).toHaveAttribute('aria-checked', 'true')
  })

  it('keeps focus on the switch of a row that stays on the page, even when it moves up', async () => {
    renderApp('/admin/all-work', serverOrdered(items(3)))
    await screen.findByText('Item 1')
    await userEvent.click(screen.getByRole('switch', { name: 'Featured: Item 3' }))
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'All Work' }))
          .getAllByRole('switch')
          .map((toggle) => toggle.getAttribute('aria-label')),
      ).toEqual(['Featured: Item 3', 'Featured: Item 1', 'Featured: Item 2']),
    )
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: 'Featured: Item 3' })).toHaveFocus())
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it("moves focus to the next row's Edit after a delete, and to the search box when none is left", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    const projects = [
      makeProject({ title: 'Newest', created_at: '2026-03-03T00:00:00Z' }),
      makeProject({ title: 'Middle', created_at: '2026-03-02T00:00:00Z' }),
    ]
    renderApp('/admin/projects', createFakeApi({ projects }))
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Newest' }))
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Edit Middle' })).toHaveFocus())
    await userEvent.click(screen.getByRole('button', { name: 'Delete Middle' }))
    await screen.findByText('No projects yet')
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveFocus()
  })

  it('focuses the previous row when the last row of the page is deleted', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderApp('/admin/all-work', serverOrdered(items(3)))
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Item 3' }))
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Edit Item 2' })).toHaveFocus())
  })
})
