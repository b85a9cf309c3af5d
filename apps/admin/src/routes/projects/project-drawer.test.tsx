import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createFakeApi, makeProject } from '../../test-support/fake-api'
import { renderApp } from '../../test-support/render-app'

/** The drawer's action bar: its failure and notices sit here, above Cancel and the submit button. */
const footerOf = (drawer: HTMLElement) => drawer.querySelector('footer') as HTMLElement

async function openEditor(api = createFakeApi({ projects: [makeProject({ title: 'Atlas' })] })) {
  renderApp('/admin/projects', api)
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Atlas' }))
  return { api, drawer: screen.getByRole('dialog', { name: 'Edit Project' }) }
}

describe('project drawer feedback and focus', () => {
  it("shows the alert 'Save failed' inside the drawer beside its actions and moves focus to it", async () => {
    const api = createFakeApi({ projects: [makeProject({ title: 'Atlas' })] })
    api.override((call) =>
      call.method === 'PUT' ? api.json({ error: 'Database is locked.' }, 500) : undefined,
    )
    const { drawer } = await openEditor(api)
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    const alert = await within(drawer).findByRole('alert')
    expect(alert).toHaveTextContent('Save failed')
    expect(alert).toHaveTextContent('Database is locked.')
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
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false)
  })

  it('keeps focus on the submit button while saving and ignores repeated submits', async () => {
    const api = createFakeApi({ projects: [makeProject({ title: 'Atlas' })] })
    let release: () => void = () => {}
    api.override((call) =>
      call.method === 'PUT'
        ? new Promise<undefined>((resolve) => (release = () => resolve(undefined)))
        : undefined,
    )
    const { drawer } = await openEditor(api)
    const submit = within(drawer).getByRole('button', { name: 'Save changes' })
    await userEvent.click(submit)
    expect(submit).toHaveTextContent('Saving…')
    expect(submit).toHaveAttribute('aria-disabled', 'true')
    expect(submit).toHaveFocus()
    await userEvent.click(submit)
    await userEvent.keyboard('{Enter}')
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1)
    release()
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // Closing returns focus to the Edit button that opened the drawer.
    expect(screen.getByRole('button', { name: 'Edit Atlas' })).toHaveFocus()
  })
})
