import { ADMIN_MESSAGES, API_MESSAGES } from '@studio/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test-support/render-app'
import { createProjects, startSignedIn, storedProjects } from '../../test-support/seed'
import { failWith, held, type TestApi } from '../../test-support/test-api'

/** The drawer's action bar: its failure and notices sit here, above Cancel and the submit button. */
const footerOf = (drawer: HTMLElement) => drawer.querySelector('footer') as HTMLElement

async function openEditor(prepare: (api: TestApi) => void = () => {}) {
  const api = await startSignedIn()
  await createProjects(api, [{ title: 'Atlas' }])
  prepare(api)
  renderApp('/admin/projects', api)
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Atlas' }))
  return { api, drawer: screen.getByRole('dialog', { name: 'Edit Project' }) }
}

const isPut = (request: { method: string }) => request.method === 'PUT'

describe('project drawer feedback and focus', () => {
  it("shows the alert 'Save failed' inside the drawer beside its actions and moves focus to it", async () => {
    const { drawer } = await openEditor((api) => api.intercept(isPut, failWith(500, API_MESSAGES.internal)))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    const alert = await within(drawer).findByRole('alert')
    expect(alert).toHaveTextContent(ADMIN_MESSAGES.projectSaveFailed)
    expect(alert).toHaveTextContent(API_MESSAGES.internal)
    // Announced once, inside the modal dialog, in the footer before Cancel and Save (never over them).
    expect(screen.getAllByRole('alert')).toEqual([alert])
    const footer = footerOf(drawer)
    expect(footer).toContainElement(alert)
    const cancel = within(footer).getByRole('button', { name: 'Cancel' })
    expect(alert.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(alert).toHaveFocus()
    // The admin can retry at once: Tab reaches Cancel, then Save.
    await userEvent.tab()
    expect(cancel).toHaveFocus()
  })

  it('focuses the first invalid field when the form is submitted with errors', async () => {
    const { drawer, api } = await openEditor()
    const title = within(drawer).getByLabelText('Title')
    const description = within(drawer).getByLabelText('Description')
    await userEvent.clear(title)
    await userEvent.clear(description)
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    expect(title).toHaveFocus()
    expect(title).toHaveAttribute('aria-invalid', 'true')
    expect(title).toHaveAccessibleDescription('Title is required.')

    await userEvent.type(title, 'Atlas 2')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    expect(description).toHaveFocus()
    expect(description).toHaveAccessibleDescription('Description is required.')
    expect(api.sent.some(isPut)).toBe(false)
  })

  it('keeps focus on the submit button while saving and ignores repeated submits', async () => {
    const slow = held()
    const { drawer, api } = await openEditor((api) => api.intercept(isPut, slow.intercept))
    const submit = within(drawer).getByRole('button', { name: 'Save changes' })
    await userEvent.click(submit)
    await waitFor(() => expect(submit).toHaveTextContent('Saving…'))
    expect(submit).toHaveAttribute('aria-disabled', 'true')
    expect(submit).toHaveFocus()
    await userEvent.click(submit)
    await userEvent.keyboard('{Enter}')
    expect(api.sent.filter(isPut)).toHaveLength(1)
    slow.release()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await storedProjects(api)).toHaveLength(1)
    // Closing returns focus to the Edit button that opened the drawer.
    expect(screen.getByRole('button', { name: 'Edit Atlas' })).toHaveFocus()
  })
})
