import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatDate } from '../../lib/format-date'
import { createFakeApi, makeProject } from '../../test-support/fake-api'
import { renderApp } from '../../test-support/render-app'

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Projects' }))
    .getAllByRole('row')
    .slice(1)

describe('projects screen', () => {
  it('shows 6 skeleton rows while the list loads', async () => {
    const api = createFakeApi()
    api.override((call) =>
      call.path === '/sb-admin/projects' ? new Promise<undefined>(() => {}) : undefined,
    )
    renderApp('/admin/projects', api)
    await screen.findByRole('heading', { name: 'Projects' })
    expect(bodyRows()).toHaveLength(6)
    expect(screen.getByRole('table', { name: 'Projects' })).toHaveAttribute('aria-busy', 'true')
  })

  it("shows an error card with the service's message", async () => {
    const api = createFakeApi()
    api.override((call) =>
      call.path === '/sb-admin/projects' ? api.json({ error: 'Database unavailable' }, 500) : undefined,
    )
    renderApp('/admin/projects', api)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Database unavailable at http://localhost:8787/sb-admin/projects',
    )
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it("shows 'No projects yet' for an empty list", async () => {
    renderApp('/admin/projects', createFakeApi())
    expect(await screen.findByText('No projects yet')).toBeInTheDocument()
    expect(screen.getByText('0 items')).toBeInTheDocument()
  })

  it('clamps a long project title to three lines, with the whole title in its title', async () => {
    const title =
      'A very long project title that goes on about a harbour booking platform with live berth availability'
    renderApp('/admin/projects', createFakeApi({ projects: [makeProject({ title })] }))
    const heading = await screen.findByText(title)
    expect(heading).toHaveAttribute('title', title)
    expect(heading).toHaveClass('clamp-3')
  })

  it("lists projects newest first with thumbnail, description, created date and an 'Active' chip", async () => {
    const api = createFakeApi({
      projects: [
        makeProject({
          title: 'Older',
          created_at: '2026-01-02T09:00:00Z',
          cover_url: 'http://localhost:8787/media/a.webp',
        }),
        makeProject({ title: 'Newest', created_at: '2026-02-10T09:00:00Z' }),
      ],
    })
    renderApp('/admin/projects', api)
    await screen.findByText('Newest')
    const rows = bodyRows()
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['NNewest', 'Older'])
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument()
    expect(within(rows[1]!).getByText(formatDate('2026-01-02T09:00:00Z'))).toBeInTheDocument()
    expect(rows[1]!.querySelector('img')).toHaveAttribute('src', 'http://localhost:8787/media/a.webp')
    expect(screen.getByText('2 items')).toBeInTheDocument()
  })

  it('pages 8 at a time, searches title and description, and resets to page 1 on search', async () => {
    const projects = Array.from({ length: 10 }, (_, index) =>
      makeProject({
        title: `Site ${index + 1}`,
        description: index === 0 ? 'A bakery shop' : 'Corporate pages',
        created_at: new Date(Date.UTC(2026, 0, 20 - index)).toISOString(),
      }),
    )
    renderApp('/admin/projects', createFakeApi({ projects }))
    await screen.findByText('Site 1')
    expect(bodyRows()).toHaveLength(8)
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(2)
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'bakery')
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument()
    expect(screen.getByText('1 item')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(1)
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search projects' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'site 10')
    expect(screen.getByText('Site 10')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(1)
  })

  it("opens a blank 'Create Project' drawer, requires title and description, and saves trimmed values", async () => {
    const api = createFakeApi()
    renderApp('/admin/projects', api)
    await userEvent.click(await screen.findByRole('button', { name: '+ New Project' }))
    const drawer = screen.getByRole('dialog', { name: 'Create Project' })
    expect(within(drawer).getByLabelText('Title')).toHaveValue('')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create project' }))
    expect(within(drawer).getByText('Title is required.')).toBeInTheDocument()
    expect(within(drawer).getByText('Description is required.')).toBeInTheDocument()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    await userEvent.type(within(drawer).getByLabelText('Title'), '  Atlas  ')
    await userEvent.type(within(drawer).getByLabelText('Description'), ' Maps for hikers ')
    await userEvent.type(within(drawer).getByLabelText('Cover URL'), 'https://cdn.example/atlas.webp')
    await userEvent.type(within(drawer).getByLabelText('Tags'), 'maps, , react')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create project' }))

    expect(await screen.findByText('Atlas')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Atlas',
      description: 'Maps for hikers',
      cover_url: 'https://cdn.example/atlas.webp',
      tags: ['maps', 'react'],
      href: null,
    })
    // The list was reloaded after the save.
    expect(
      api.calls.filter((call) => call.method === 'GET' && call.path === '/sb-admin/projects'),
    ).toHaveLength(2)
  })

  it("opens 'Edit Project' prefilled and updates the project", async () => {
    const project = makeProject({
      title: 'Atlas',
      description: 'Maps',
      cover_url: 'https://cdn.example/a.webp',
    })
    const api = createFakeApi({ projects: [project] })
    renderApp('/admin/projects', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Atlas' }))
    const drawer = screen.getByRole('dialog', { name: 'Edit Project' })
    expect(within(drawer).getByLabelText('Title')).toHaveValue('Atlas')
    expect(within(drawer).getByLabelText('Description')).toHaveValue('Maps')
    expect(within(drawer).getByLabelText('Cover URL')).toHaveValue('https://cdn.example/a.webp')
    await userEvent.clear(within(drawer).getByLabelText('Title'))
    await userEvent.type(within(drawer).getByLabelText('Title'), 'Atlas 2')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Atlas 2')).toBeInTheDocument()
    const put = api.calls.find((call) => call.method === 'PUT')
    expect(put?.path).toBe(`/sb-admin/projects/${project.id}`)
    expect(put?.body).toMatchObject({ title: 'Atlas 2', cover_url: 'https://cdn.example/a.webp' })
  })

  it('uploads a chosen image first and saves its url instead of the typed cover URL', async () => {
    const api = createFakeApi()
    renderApp('/admin/projects', api)
    await userEvent.click(await screen.findByRole('button', { name: '+ New Project' }))
    const drawer = screen.getByRole('dialog', { name: 'Create Project' })
    await userEvent.type(within(drawer).getByLabelText('Title'), 'Atlas')
    await userEvent.type(within(drawer).getByLabelText('Description'), 'Maps')
    await userEvent.type(within(drawer).getByLabelText('Cover URL'), 'https://typed.example/old.png')
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' })
    const input = within(drawer).getByLabelText('Upload image')
    expect(input).toHaveAttribute('accept', 'image/*')
    await userEvent.upload(input, file)
    expect(within(drawer).getByLabelText('Cover URL')).toBeDisabled()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove image' }))
    expect(within(drawer).getByLabelText('Cover URL')).toBeEnabled()
    await userEvent.upload(input, file)
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create project' }))
    await screen.findByText('Atlas')
    const upload = api.calls.find((call) => call.path === '/sb-admin/upload')!
    expect(((upload.body as FormData).get('file') as File).name).toMatch(/^cover\./)
    const post = api.calls.find((call) => call.method === 'POST' && call.path === '/sb-admin/projects')!
    expect((post.body as { cover_url: string }).cover_url).toMatch(
      /^http:\/\/localhost:8787\/media\/covers\//,
    )
    expect(api.calls.indexOf(upload)).toBeLessThan(api.calls.indexOf(post))
  })

  it("alerts 'Cover upload failed' and saves nothing when the upload fails", async () => {
    const api = createFakeApi()
    api.override((call) =>
      call.path === '/sb-admin/upload'
        ? api.json({ error: 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted.' }, 415)
        : undefined,
    )
    renderApp('/admin/projects', api)
    await userEvent.click(await screen.findByRole('button', { name: '+ New Project' }))
    const drawer = screen.getByRole('dialog', { name: 'Create Project' })
    await userEvent.type(within(drawer).getByLabelText('Title'), 'Atlas')
    await userEvent.type(within(drawer).getByLabelText('Description'), 'Maps')
    await userEvent.upload(
      within(drawer).getByLabelText('Upload image'),
      new File(['x'], 'x.png', { type: 'image/png' }),
    )
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create project' }))
    // Inside the drawer (its action bar), focused, so the admin sees it and can retry at once.
    const alert = await within(drawer).findByRole('alert')
    expect(alert).toHaveTextContent('Cover upload failed')
    expect(alert).toHaveFocus()
    expect(screen.getByRole('dialog', { name: 'Create Project' })).toBeInTheDocument()
    expect(api.state.projects).toHaveLength(0)
  })

  it("alerts 'Save failed' and keeps the drawer open when saving fails", async () => {
    const api = createFakeApi()
    api.override((call) =>
      call.method === 'POST' ? api.json({ error: 'Title is too long.' }, 400) : undefined,
    )
    renderApp('/admin/projects', api)
    await userEvent.click(await screen.findByRole('button', { name: '+ New Project' }))
    const drawer = screen.getByRole('dialog', { name: 'Create Project' })
    await userEvent.type(within(drawer).getByLabelText('Title'), 'Atlas')
    await userEvent.type(within(drawer).getByLabelText('Description'), 'Maps')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create project' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Save failed')
    expect(alert).toHaveTextContent('Title is too long.')
    expect(screen.getByRole('dialog', { name: 'Create Project' })).toBeInTheDocument()
  })

  it("asks 'Delete this project?' and deletes only when confirmed", async () => {
    const api = createFakeApi({ projects: [makeProject({ title: 'Atlas' })] })
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    renderApp('/admin/projects', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Atlas' }))
    expect(confirm).toHaveBeenCalledWith('Delete this project?')
    expect(api.state.projects).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Delete Atlas' }))
    expect(await screen.findByText('No projects yet')).toBeInTheDocument()
    expect(api.state.projects).toHaveLength(0)
  })

  it("alerts 'Delete failed' when the delete is refused", async () => {
    const api = createFakeApi({ projects: [makeProject({ title: 'Atlas' })] })
    api.override((call) => (call.method === 'DELETE' ? api.json({ error: 'Not found.' }, 404) : undefined))
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderApp('/admin/projects', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Atlas' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed')
    expect(screen.getByText('Atlas')).toBeInTheDocument()
  })
})
