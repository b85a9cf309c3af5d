import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createFakeApi, makeWorkItem } from '../../test-support/fake-api'
import { renderApp } from '../../test-support/render-app'

const footerOf = (drawer: HTMLElement) => drawer.querySelector('footer') as HTMLElement

describe('work drawer feedback and focus', () => {
  it("shows the in-drawer error 'Failed to save' beside the actions and focuses it", async () => {
    const api = createFakeApi({ workItems: [makeWorkItem({ title: 'Shop' })] })
    api.override((call) =>
      call.method === 'PUT' ? api.json({ error: 'Must be an http(s) URL.' }, 400) : undefined,
    )
    renderApp('/admin/all-work', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Shop' }))
    const drawer = screen.getByRole('dialog', { name: 'Edit Work' })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    const alert = await within(footerOf(drawer)).findByRole('alert')
    expect(alert).toHaveTextContent('Failed to save')
    expect(alert).toHaveTextContent('Must be an http(s) URL.')
    expect(alert).toHaveFocus()
    // A new attempt clears it.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    expect(within(drawer).getAllByRole('alert')).toHaveLength(1)
  })

  it('shows a notice raised while the drawer is open inside the drawer, not over the page', async () => {
    const api = createFakeApi({ workItems: [makeWorkItem({ title: 'Shop', featured: false })] })
    let refuse: () => void = () => {}
    api.override((call) =>
      call.method === 'PUT'
        ? new Promise((resolve) => (refuse = () => resolve(api.json({ error: 'Database busy' }, 500))))
        : undefined,
    )
    renderApp('/admin/all-work', api)
    await userEvent.click(await screen.findByRole('switch', { name: 'Featured: Shop' }))
    await userEvent.click(screen.getByRole('button', { name: '+ New Item' }))
    const drawer = screen.getByRole('dialog', { name: 'Create Work' })
    refuse()
    const alert = await within(footerOf(drawer)).findByRole('alert')
    expect(alert).toHaveTextContent('Failed to update featured')
    // Its Dismiss button is inside the dialog, so the focus trap reaches it.
    expect(within(drawer).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }))
    // Back on the page, it shows in the corner until it times out.
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update featured')
  })
})
