import { API_MESSAGES, categoryLabel } from '@studio/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { REORDER_FAILED } from '../lib/item-list'
import { saveDrawer } from '../test-support/drawer'
import { renderApp } from '../test-support/render-app'
import {
  createProjects,
  createWorkItems,
  startSignedIn,
  storedProjects,
  storedWorkItems,
} from '../test-support/seed'
import { bodyRowsOf } from '../test-support/table-rows'
import { held, jsonAnswer, to } from '../test-support/test-api'

const titlesIn = (table: string) =>
  bodyRowsOf(table).map((row) => row.querySelector('.item-cell__title')?.textContent)

/** Projects listed Alpha, Bravo, Charlie (a new project goes first, so they are created last first). */
async function withProjects() {
  const api = await startSignedIn()
  const [c, b, a] = await createProjects(api, [{ title: 'Charlie' }, { title: 'Bravo' }, { title: 'Alpha' }])
  return { api, ids: { a: a!.id, b: b!.id, c: c!.id } }
}

describe('manual order of a list', () => {
  it('moves a project down with the keyboard, saving the whole order and announcing the move', async () => {
    const { api, ids } = await withProjects()
    renderApp('/admin/projects', api)
    await screen.findByText('Alpha')
    expect(screen.getByRole('columnheader', { name: 'Order' })).toBeInTheDocument()
    const down = screen.getByRole('button', { name: 'Move Alpha down' })
    down.focus()
    await userEvent.keyboard('{Enter}')
    expect(titlesIn('Projects')).toEqual(['Bravo', 'Alpha', 'Charlie'])
    expect(await screen.findByText("'Alpha' moved to position 2 of 3.")).toHaveAttribute('role', 'status')
    await waitFor(async () =>
      expect((await storedProjects(api)).map((p) => p.title)).toEqual(['Bravo', 'Alpha', 'Charlie']),
    )
    expect(api.sent.find(to('PUT', '/projects/order'))?.body).toEqual({ ids: [ids.b, ids.a, ids.c] })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Alpha down' })).toHaveFocus())
  })

  it('shows the new order at once, and puts the old one back with an alert when saving fails', async () => {
    const { api } = await withProjects()
    const slow = held(() => jsonAnswer({ error: API_MESSAGES.orderMismatch }, 400))
    api.intercept(to('PUT', '/projects/order'), slow.intercept)
    renderApp('/admin/projects', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Move Charlie up' }))
    expect(titlesIn('Projects')).toEqual(['Alpha', 'Charlie', 'Bravo'])
    slow.release()
    expect(await screen.findByRole('alert')).toHaveTextContent(REORDER_FAILED)
    expect(screen.getByRole('alert')).toHaveTextContent(API_MESSAGES.orderMismatch)
    await waitFor(() => expect(titlesIn('Projects')).toEqual(['Alpha', 'Bravo', 'Charlie']))
    expect((await storedProjects(api)).map((p) => p.title)).toEqual(['Alpha', 'Bravo', 'Charlie'])
  })

  it("keeps each of the screen's column widths on its own column, the Order column first", async () => {
    const { api } = await withProjects()
    renderApp('/admin/projects', api)
    await screen.findByText('Alpha')
    const widths = screen
      .getAllByRole('columnheader')
      .map((heading) => [heading.textContent, heading.style.width])
    expect(widths.slice(0, 3)).toEqual([
      ['Order', 'var(--order-column)'],
      ['Project', 'var(--column-1, auto)'],
      ['Description', 'var(--column-2, auto)'],
    ])
  })

  it('does nothing at the ends of the list', async () => {
    const { api } = await withProjects()
    renderApp('/admin/projects', api)
    const up = await screen.findByRole('button', { name: 'Move Alpha up' })
    expect(up).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(up)
    expect(screen.getByRole('button', { name: 'Move Charlie down' })).toHaveAttribute('aria-disabled', 'true')
    expect(api.sent.filter(to('PUT', '/projects/order'))).toHaveLength(0)
  })

  it('offers the order only while no search or category narrows the list, with a hint otherwise', async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [
      { title: 'Shop', category: 'ecommerce' },
      { title: 'App', category: 'apps' },
    ])
    renderApp('/admin/all-work', api)
    await screen.findByRole('button', { name: 'Move App down' })
    await screen.findByRole('option', { name: categoryLabel('apps') })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'apps')
    expect(screen.queryByRole('columnheader', { name: 'Order' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument()
    expect(screen.getByText('Clear the search and filters to change the order.')).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search work' }), 'shop')
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument()
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search work' }))
    await userEvent.click(screen.getByRole('button', { name: 'Move App down' }))
    await waitFor(async () =>
      expect((await storedWorkItems(api)).map((item) => item.title)).toEqual(['Shop', 'App']),
    )
    expect(api.sent.find(to('PUT', '/all-work/order'))).toBeDefined()
  })

  it('gives every row a drag handle named for its item and place', async () => {
    const { api } = await withProjects()
    renderApp('/admin/projects', api)
    expect(await screen.findByRole('button', { name: 'Drag Bravo (position 2 of 3)' })).toBeInTheDocument()
  })
})

describe('hidden items', () => {
  it('saves a project as hidden from its drawer and marks its row', async () => {
    const api = await startSignedIn()
    await createProjects(api, [{ title: 'Secret' }])
    renderApp('/admin/projects', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Secret' }))
    const drawer = screen.getByRole('dialog', { name: 'Edit Project' })
    const hidden = within(drawer).getByRole('switch', { name: 'Hidden from the public site' })
    expect(hidden).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(hidden)
    await saveDrawer(drawer)
    expect((await storedProjects(api))[0]?.hidden).toBe(true)
    // The list reloads after the save.
    await waitFor(() =>
      expect(within(screen.getByText('Secret').closest('tr')!).getByText('Hidden')).toBeInTheDocument(),
    )
  })

  it('creates hidden work and keeps it listed in the admin, marked Hidden', async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [{ title: 'Draft', hidden: true }, { title: 'Live' }])
    renderApp('/admin/all-work', api)
    const draft = (await screen.findByText('Draft')).closest('tr')!
    expect(within(draft).getByText('Hidden')).toBeInTheDocument()
    expect(within(screen.getByText('Live').closest('tr')!).queryByText('Hidden')).not.toBeInTheDocument()
    await userEvent.click(within(draft).getByRole('button', { name: 'Edit Draft' }))
    expect(
      within(screen.getByRole('dialog', { name: 'Edit Work' })).getByRole('switch', {
        name: 'Hidden from the public site',
      }),
    ).toHaveAttribute('aria-checked', 'true')
  })
})
