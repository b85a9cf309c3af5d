import { ADMIN_MESSAGES, API_MESSAGES } from '@studio/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test-support/render-app'
import { createWorkItems, startSignedIn } from '../../test-support/seed'
import { failWith, held, jsonAnswer } from '../../test-support/test-api'

const footerOf = (drawer: HTMLElement) => drawer.querySelector('footer') as HTMLElement
const isPut = (request: { method: string }) => request.method === 'PUT'

describe('work drawer feedback and focus', () => {
  it("shows the in-drawer error 'Failed to save' beside the actions and focuses it", async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [{ title: 'Shop' }])
    api.intercept(isPut, failWith(500, API_MESSAGES.internal))
    renderApp('/admin/all-work', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Shop' }))
    const drawer = screen.getByRole('dialog', { name: 'Edit Work' })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    const alert = await within(footerOf(drawer)).findByRole('alert')
    expect(alert).toHaveTextContent(ADMIN_MESSAGES.workSaveFailed)
    expect(alert).toHaveTextContent(API_MESSAGES.internal)
    expect(alert).toHaveFocus()
    // A new attempt clears it: its own failure replaces it, never stacked beside it.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(within(drawer).getAllByRole('alert')).toHaveLength(1))
  })

  it('shows a notice raised while the drawer is open inside the drawer, not over the page', async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [{ title: 'Shop', featured: false }])
    const refused = held(() => jsonAnswer({ error: API_MESSAGES.internal }, 500))
    api.intercept(isPut, refused.intercept)
    renderApp('/admin/all-work', api)
    await userEvent.click(await screen.findByRole('switch', { name: 'Featured: Shop' }))
    await userEvent.click(screen.getByRole('button', { name: '+ New Item' }))
    const drawer = screen.getByRole('dialog', { name: 'Create Work' })
    refused.release()
    const alert = await within(footerOf(drawer)).findByRole('alert')
    expect(alert).toHaveTextContent(ADMIN_MESSAGES.featuredFailed)
    // Its Dismiss button is inside the dialog, so the focus trap reaches it.
    expect(within(drawer).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }))
    // Back on the page, it shows in the corner until it times out.
    expect(screen.getByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.featuredFailed)
  })
})

describe('work drawer share card', () => {
  it('shows the case study as it is shared, in both languages, or says it is not drawn yet', async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [{ title: 'Shop' }, { title: 'Atlas' }])
    const shop = await api.server.client.execute("SELECT id FROM work_items WHERE title = 'Shop'")
    const id = Number(shop.rows[0]?.id)
    await api.server.client.execute({
      sql: `INSERT INTO share_cards (subject, language, key, content_type, width, height, size)
        VALUES (?, 'en', ?, 'image/jpeg', 1200, 630, 1000), (?, 'ar', ?, 'image/jpeg', 1200, 630, 1000)`,
      args: [`work:${id}`, `cards/work-${id}.en.aaa.jpg`, `work:${id}`, `cards/work-${id}.ar.bbb.jpg`],
    })
    renderApp('/admin/all-work', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Shop' }))
    const drawer = screen.getByRole('dialog', { name: 'Edit Work' })
    expect(within(drawer).getByRole('img', { name: 'Share card in English' }).getAttribute('src')).toMatch(
      new RegExp(`/media/cards/work-${id}\\.en\\.aaa\\.jpg$`),
    )
    expect(within(drawer).getByRole('img', { name: 'Share card in Arabic' })).toBeInTheDocument()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }))

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Atlas' }))
    const other = screen.getByRole('dialog', { name: 'Edit Work' })
    expect(within(other).getByText(/English: not drawn yet/)).toBeInTheDocument()
  })
})
