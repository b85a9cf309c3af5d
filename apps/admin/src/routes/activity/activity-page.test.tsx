import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test-support/render-app'
import { createProjects, startSignedIn, TEST_ADMIN } from '../../test-support/seed'
import { bodyRowsOf } from '../../test-support/table-rows'
import { addColleague } from '../../test-support/team-seed'
import { adminPath, type TestApi } from '../../test-support/test-api'

const bodyRows = () => bodyRowsOf('Activity')

async function renameProject(api: TestApi, id: number, title: string, token = api.token) {
  const response = await api.server.app.request(adminPath(`/projects/${id}`), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, description: 'Same description' }),
  })
  expect(response.ok).toBe(true)
}

describe('activity screen', () => {
  it('shows who did what to which item, with the changed fields as old → new', async () => {
    const api = await startSignedIn()
    const [project] = await createProjects(api, [{ title: 'Atlas', description: 'Same description' }])
    await renameProject(api, project!.id, 'Atlas Maps')
    renderApp('/admin/activity', api)
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument()
    await vi.waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Updated'))
    const [update] = bodyRows()
    expect(within(update!).getByText(TEST_ADMIN.email)).toBeInTheDocument()
    expect(within(update!).getByText(`Project #${project!.id}`)).toBeInTheDocument()
    expect(within(update!).getByText('title')).toBeInTheDocument()
    expect(within(update!).getByText('"Atlas" → "Atlas Maps"')).toBeInTheDocument()
  })

  it('pages 20 entries at a time on the server', async () => {
    const api = await startSignedIn()
    await createProjects(
      api,
      Array.from({ length: 22 }, (_, index) => ({ title: `P${index + 1}` })),
    )
    renderApp('/admin/activity', api)
    await screen.findByText('Page 1 of 2')
    expect(bodyRows()).toHaveLength(20)
    const total = Number(screen.getByText(/ entries$/).textContent?.split(' ')[0])
    expect(total).toBeGreaterThanOrEqual(22)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Page 2 of 2')
    await vi.waitFor(() => expect(bodyRows()).toHaveLength(total - 20))
  })

  it('filters by action and by who did it', async () => {
    const api = await startSignedIn()
    await createProjects(api, [{ title: 'Mine', description: 'Same description' }])
    const theirs = await addColleague(api, 'colleague@example.com')
    const [project] = await createProjects(api, [{ title: 'Other', description: 'Same description' }])
    await renameProject(api, project!.id, 'Theirs', theirs)
    renderApp('/admin/activity', api)
    await vi.waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Updated'))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Created')
    await vi.waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes('Created'))).toBe(true))
    expect(bodyRows()).toHaveLength(2)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), '')
    await userEvent.type(screen.getByLabelText('Who (email)'), 'colleague@example.com{Enter}')
    await vi.waitFor(() =>
      expect(bodyRows().every((row) => row.textContent?.includes('colleague@example.com'))).toBe(true),
    )
    expect(screen.getByText('"Other" → "Theirs"')).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Deleted')
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument()
  })
})
