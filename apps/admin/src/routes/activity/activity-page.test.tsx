import { createAdminClient } from '@studio/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { typeWhileFirstReadIsHeld } from '../../test-support/first-load'
import { renderApp } from '../../test-support/render-app'
import { createProjects, startSignedIn, TEST_ADMIN } from '../../test-support/seed'
import { readDraft } from '../../test-support/site-content'
import { bodyRowsOf } from '../../test-support/table-rows'
import { addColleague } from '../../test-support/team-seed'
import { adminPath, held, type TestApi, to } from '../../test-support/test-api'

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
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Updated'))
    const [update] = bodyRows()
    expect(within(update!).getByText(TEST_ADMIN.email)).toBeInTheDocument()
    expect(within(update!).getByText(`Project #${project!.id}`)).toBeInTheDocument()
    expect(within(update!).getByText('Title')).toBeInTheDocument()
    expect(within(update!).getByText('"Atlas" → "Atlas Maps"')).toBeInTheDocument()
  })

  it('keeps the same actor box, its focus and every keystroke as the first page arrives', async () => {
    const api = await startSignedIn()
    const theirs = await addColleague(api, 'colleague@example.com')
    const [project] = await createProjects(api, [{ title: 'Other', description: 'Same description' }])
    await renameProject(api, project!.id, 'Theirs', theirs)
    const { box, router, typeRest } = await typeWhileFirstReadIsHeld(api, {
      url: '/admin/activity',
      read: '/audit-log',
      label: 'Who (email)',
      typed: 'colleague@',
    })
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Updated'))
    expect(bodyRows().some((row) => row.textContent?.includes(TEST_ADMIN.email))).toBe(true)
    await typeRest('example.com')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.search).toBe('?actor=colleague%40example.com'))
    await waitFor(() =>
      expect(bodyRows().every((row) => row.textContent?.includes('colleague@example.com'))).toBe(true),
    )
    expect(screen.getByText('"Other" → "Theirs"')).toBeInTheDocument()
    expect(box).toHaveFocus()
  })

  it('names an admin acted on by email and a copy field as History does, never by raw key', async () => {
    const api = await startSignedIn()
    const client = createAdminClient({
      apiUrl: 'http://localhost:8787',
      getToken: () => api.token,
      fetcher: api.fetcher,
    })
    const { draft, draft_version } = await readDraft(api)
    const faq = draft.home.faq.map((entry, index) =>
      index === 0 ? { ...entry, answer: 'A new answer.' } : entry,
    )
    const saved = await client.saveSiteContentDraft(draft_version, { ...draft, home: { ...draft.home, faq } })
    if (saved.kind !== 'ok') throw new Error('The draft was not saved.')
    expect((await client.publishSiteContent(saved.value.draft_version)).kind).toBe('ok')

    renderApp('/admin/activity?action=publish', api)
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Published'))
    const [publish] = bodyRows()
    expect(within(publish!).getByText('Site content, English')).toBeInTheDocument()
    expect(within(publish!).getByText('Home page › FAQ › Question 1 › Answer')).toBeInTheDocument()
    expect(publish).not.toHaveTextContent('home.faq.0.answer')

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Signed up')
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Signed up'))
    const [signup] = bodyRows()
    // Who did it, and whom it was done to.
    expect(within(signup!).getAllByText(TEST_ADMIN.email)).toHaveLength(2)
    expect(signup).not.toHaveTextContent(/Admin #\d/)
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
    const total = Number((await screen.findByText(/ entries$/)).textContent?.split(' ')[0])
    expect(total).toBeGreaterThanOrEqual(22)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Page 2 of 2')
    await waitFor(() => expect(bodyRows()).toHaveLength(total - 20))
  })

  it('filters by action and by who did it', async () => {
    const api = await startSignedIn()
    await createProjects(api, [{ title: 'Mine', description: 'Same description' }])
    const theirs = await addColleague(api, 'colleague@example.com')
    const [project] = await createProjects(api, [{ title: 'Other', description: 'Same description' }])
    await renameProject(api, project!.id, 'Theirs', theirs)
    renderApp('/admin/activity', api)
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Updated'))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Created')
    await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes('Created'))).toBe(true))
    expect(bodyRows()).toHaveLength(2)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), '')
    // Every action's page on screen before the actor is typed: the actor applies to the filters on
    // screen, and until that page has loaded, the screen still shows "Created".
    await waitFor(() => expect(bodyRows().some((row) => !row.textContent?.includes('Created'))).toBe(true))
    await userEvent.type(screen.getByLabelText('Who (email)'), 'colleague@example.com{Enter}')
    await waitFor(() =>
      expect(bodyRows().every((row) => row.textContent?.includes('colleague@example.com'))).toBe(true),
    )
    expect(screen.getByText('"Other" → "Theirs"')).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Deleted')
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument()
  })

  it('keeps an action chosen while the page before it still loads when the actor is applied', async () => {
    const api = await startSignedIn()
    await addColleague(api, 'colleague@example.com')
    const { router } = renderApp('/admin/activity', api)
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0))
    // A slow connection: the pages the filters ask for have not come yet.
    const slow = held()
    api.intercept(to('GET', '/audit-log'), slow.intercept)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Created')
    await waitFor(() => expect(router.state.location.search).toBe('?action=create'))
    await userEvent.type(screen.getByLabelText('Who (email)'), 'colleague@example.com{Enter}')
    await waitFor(() =>
      expect(router.state.location.search).toBe('?actor=colleague%40example.com&action=create'),
    )
    slow.release()
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument()
  })

  it("shows the address's actor in the box again on Back and Forward", async () => {
    const api = await startSignedIn()
    await addColleague(api, 'colleague@example.com')
    const { router } = renderApp('/admin/activity', api)
    const box = await screen.findByLabelText('Who (email)')
    await userEvent.type(box, 'colleague@example.com{Enter}')
    // The filtered page on screen, not only in the router: Back before React has shown it would leave
    // the screen's address unchanged, and the box with what was typed (a fresh-clone run did that).
    await waitFor(() =>
      expect(bodyRows().map((row) => row.textContent)).toEqual([expect.stringContaining('Signed up')]),
    )
    await router.navigate(-1)
    await waitFor(() => expect(screen.getByLabelText('Who (email)')).toHaveValue(''))
    expect(router.state.location.search).toBe('')
    await router.navigate(1)
    await waitFor(() => expect(screen.getByLabelText('Who (email)')).toHaveValue('colleague@example.com'))
  })
})
