import { ADMIN_MESSAGES, API_MESSAGES } from '@studio/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { formatDate } from '../../lib/format-date'
import { openDrawer, typeFields } from '../../test-support/drawer'
import { typeWhileFirstReadIsHeld } from '../../test-support/first-load'
import { renderApp } from '../../test-support/render-app'
import { createProjects, pngFile, startSignedIn, storedProjects } from '../../test-support/seed'
import { bodyRowsOf, expectSkeletonRows } from '../../test-support/table-rows'
import { failWith, type TestApi, to } from '../../test-support/test-api'

const bodyRows = () => bodyRowsOf('Projects')
const openCreate = (api: TestApi) => openDrawer(api, '/admin/projects', '+ New Project', 'Create Project')

describe('projects screen', () => {
  it('shows 6 skeleton rows while the list loads', () =>
    expectSkeletonRows('/admin/projects', '/projects', 'Projects'))

  it('keeps the same search box, its focus and every keystroke as the first list arrives', async () => {
    const api = await startSignedIn()
    await createProjects(api, [{ title: 'Pitch' }, { title: 'Pine' }])
    const { typeRest } = await typeWhileFirstReadIsHeld(api, {
      url: '/admin/projects',
      read: '/projects',
      label: 'Search projects',
      typed: 'pi',
    })
    expect(await screen.findByText('Pine')).toBeInTheDocument()
    expect(await screen.findByText('2 items')).toBeInTheDocument()
    await typeRest('tch')
    expect(screen.queryByText('Pine')).toBeNull()
    expect(screen.getByText('Pitch')).toBeInTheDocument()
    expect(screen.getByText('1 item')).toBeInTheDocument()
  })

  it("shows an error card with the service's message and never the API's address", async () => {
    const api = await startSignedIn()
    api.intercept(to('GET', '/projects'), failWith(500, API_MESSAGES.internal))
    renderApp('/admin/projects', api)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(API_MESSAGES.internal)
    expect(alert).not.toHaveTextContent(/localhost|sb-admin|http/)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it("shows 'No projects yet' for an empty list", async () => {
    renderApp('/admin/projects', await startSignedIn())
    expect(await screen.findByText(ADMIN_MESSAGES.noProjects)).toBeInTheDocument()
    expect(await screen.findByText('0 items')).toBeInTheDocument()
  })

  it('clamps a long project title to three lines, with the whole title in its title', async () => {
    const title =
      'A very long project title that goes on about a harbour booking platform with live berth availability'
    const api = await startSignedIn()
    await createProjects(api, [{ title }])
    renderApp('/admin/projects', api)
    const heading = await screen.findByText(title)
    expect(heading).toHaveAttribute('title', title)
    expect(heading).toHaveClass('clamp-3')
  })

  it("lists projects in the server's order (a new one first) with thumbnail, description, created date and an 'Active' chip", async () => {
    const api = await startSignedIn()
    await createProjects(api, [
      { title: 'Older', created_at: '2026-01-02T09:00:00Z', cover_url: 'http://localhost:8787/media/a.webp' },
      { title: 'Newest', created_at: '2026-02-10T09:00:00Z' },
    ])
    renderApp('/admin/projects', api)
    await screen.findByText('Newest')
    const rows = bodyRows()
    // Neither has Arabic texts yet: the Arabic site shows their English ones, and the row says so.
    expect(rows.map((row) => row.querySelector('td[data-label="Project"]')?.textContent)).toEqual([
      'NNewestEnglish only',
      'OlderEnglish only',
    ])
    expect(within(rows[0]!).getByText('Active')).toBeInTheDocument()
    expect(within(rows[1]!).getByText(formatDate('2026-01-02T09:00:00Z'))).toBeInTheDocument()
    expect(rows[1]!.querySelector('img')).toHaveAttribute('src', 'http://localhost:8787/media/a.webp')
    expect(await screen.findByText('2 items')).toBeInTheDocument()
  })

  it('pages 8 at a time, searches title and description, and resets to page 1 on search', async () => {
    const api = await startSignedIn()
    await createProjects(
      api,
      // Created last first: a new project goes first, so 'Site 1' is listed first.
      Array.from({ length: 10 }, (_, index) => ({
        title: `Site ${10 - index}`,
        description: index === 9 ? 'A bakery shop' : 'Corporate pages',
      })),
    )
    renderApp('/admin/projects', api)
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
    const api = await startSignedIn()
    const drawer = await openCreate(api)
    expect(within(drawer).getByLabelText('Title')).toHaveValue('')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create project' }))
    expect(within(drawer).getByText('Title is required.')).toBeInTheDocument()
    expect(within(drawer).getByText('Description is required.')).toBeInTheDocument()
    expect(api.sent.some((request) => request.method === 'POST')).toBe(false)

    await typeFields(drawer, {
      Title: '  Atlas  ',
      Description: ' Maps for hikers ',
      'Cover URL': 'https://cdn.example/atlas.webp',
      Tags: 'maps, , react',
    })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create project' }))

    expect(await screen.findByText('Atlas')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // Said in so many words: the new row may sit on another page.
    expect(await screen.findByRole('alert')).toHaveTextContent('Project created.')
    expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual({
      title: 'Atlas',
      description: 'Maps for hikers',
      title_ar: null,
      description_ar: null,
      cover_url: 'https://cdn.example/atlas.webp',
      cover_alt: null,
      cover_alt_ar: null,
      tags: ['maps', 'react'],
      href: null,
      hidden: false,
    })
    expect(await storedProjects(api)).toMatchObject([
      {
        title: 'Atlas',
        description: 'Maps for hikers',
        cover_url: 'https://cdn.example/atlas.webp',
        tags: ['maps', 'react'],
        href: null,
      },
    ])
    // The list was reloaded after the save.
    expect(api.sent.filter(to('GET', '/projects'))).toHaveLength(2)
  })

  it("opens 'Edit Project' prefilled and updates the project", async () => {
    const api = await startSignedIn()
    const [project] = await createProjects(api, [
      { title: 'Atlas', description: 'Maps', cover_url: 'https://cdn.example/a.webp' },
    ])
    const drawer = await openDrawer(api, '/admin/projects', 'Edit Atlas', 'Edit Project')
    expect(within(drawer).getByLabelText('Title')).toHaveValue('Atlas')
    expect(within(drawer).getByLabelText('Description')).toHaveValue('Maps')
    expect(within(drawer).getByLabelText('Cover URL')).toHaveValue('https://cdn.example/a.webp')
    await userEvent.clear(within(drawer).getByLabelText('Title'))
    await userEvent.type(within(drawer).getByLabelText('Title'), 'Atlas 2')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Atlas 2')).toBeInTheDocument()
    const put = api.sent.find((request) => request.method === 'PUT')
    expect(put?.path).toBe(`/sb-admin/projects/${project!.id}`)
    expect(put?.body).toMatchObject({ title: 'Atlas 2', cover_url: 'https://cdn.example/a.webp' })
    expect(await storedProjects(api)).toMatchObject([
      { id: project!.id, title: 'Atlas 2', cover_url: 'https://cdn.example/a.webp' },
    ])
  })

  it('uploads a chosen image first and saves its url instead of the typed cover URL', async () => {
    const api = await startSignedIn()
    const drawer = await openCreate(api)
    await typeFields(drawer, { Title: 'Atlas', Description: 'Maps' })
    await userEvent.type(within(drawer).getByLabelText('Cover URL'), 'https://typed.example/old.png')
    const input = within(drawer).getByLabelText('Upload image')
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif,image/avif')
    await userEvent.upload(input, pngFile('cover.png'))
    expect(within(drawer).getByLabelText('Cover URL')).toBeDisabled()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Remove image' }))
    expect(within(drawer).getByLabelText('Cover URL')).toBeEnabled()
    await userEvent.upload(input, pngFile('cover.png'))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create project' }))
    await screen.findByText('Atlas')
    const upload = api.sent.find(to('POST', '/upload'))!
    expect(((upload.body as FormData).get('file') as File).name).toMatch(/^cover\./)
    const post = api.sent.find(to('POST', '/projects'))!
    expect(api.sent.indexOf(upload)).toBeLessThan(api.sent.indexOf(post))
    const [stored] = await storedProjects(api)
    expect(stored?.cover_url).toMatch(/^http:\/\/localhost:8787\/media\/covers\//)
    expect((post.body as { cover_url: string }).cover_url).toBe(stored?.cover_url)
  })

  it('refuses a HEIC photo when it is picked, saying what to do, and keeps the form usable', async () => {
    const api = await startSignedIn()
    const drawer = await openCreate(api)
    const input = within(drawer).getByLabelText('Upload image')
    // userEvent.upload honours `accept`; a HEIC still reaches the input through "All files".
    await userEvent.upload(input, new File(['heic'], 'IMG_0001.HEIC', { type: 'image/heic' }), {
      applyAccept: false,
    })
    expect(input).toHaveAccessibleDescription(
      /HEIC photos .* cannot be used as covers\. Export the photo as JPEG/,
    )
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(within(drawer).getByLabelText('Cover URL')).toBeEnabled()
    expect(within(drawer).queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument()
    await userEvent.upload(input, pngFile('cover.png'))
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(api.sent.some(to('POST', '/upload'))).toBe(false)
  })

  it('saves the cover description in both languages and shows them again when editing', async () => {
    const api = await startSignedIn()
    const drawer = await openCreate(api)
    await typeFields(drawer, {
      Title: 'Atlas',
      Description: 'Maps',
      'Cover description (alt text, optional)': 'A bicycle wheel on a workbench',
      'Arabic cover description (optional)': 'عجلة دراجة على طاولة عمل',
    })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create project' }))
    await screen.findByText('Atlas')
    expect(await storedProjects(api)).toMatchObject([
      { cover_alt: 'A bicycle wheel on a workbench', cover_alt_ar: 'عجلة دراجة على طاولة عمل' },
    ])
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Atlas' }))
    const edit = await screen.findByRole('dialog', { name: 'Edit Project' })
    expect(within(edit).getByLabelText('Cover description (alt text, optional)')).toHaveValue(
      'A bicycle wheel on a workbench',
    )
    expect(within(edit).getByLabelText('Arabic cover description (optional)')).toHaveAttribute('dir', 'rtl')
  })

  it("alerts 'Cover upload failed' and saves nothing when the upload fails", async () => {
    const api = await startSignedIn()
    const drawer = await openCreate(api)
    await typeFields(drawer, { Title: 'Atlas', Description: 'Maps' })
    // Not an image at all, whatever its name says: the API refuses it.
    await userEvent.upload(
      within(drawer).getByLabelText('Upload image'),
      new File(['x'], 'x.png', { type: 'image/png' }),
    )
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create project' }))
    // Inside the drawer (its action bar), focused, so the admin sees it and can retry at once.
    const alert = await within(drawer).findByRole('alert')
    expect(alert).toHaveTextContent(ADMIN_MESSAGES.coverUploadFailed)
    expect(alert).toHaveTextContent(API_MESSAGES.uploadUnsupported)
    expect(alert).toHaveFocus()
    expect(screen.getByRole('dialog', { name: 'Create Project' })).toBeInTheDocument()
    expect(await storedProjects(api)).toHaveLength(0)
  })

  it("alerts 'Save failed' and keeps the drawer open when saving fails", async () => {
    const api = await startSignedIn()
    api.intercept(to('POST', '/projects'), failWith(500, API_MESSAGES.internal))
    const drawer = await openCreate(api)
    await typeFields(drawer, { Title: 'Atlas', Description: 'Maps' })
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create project' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(ADMIN_MESSAGES.projectSaveFailed)
    expect(alert).toHaveTextContent(API_MESSAGES.internal)
    expect(screen.getByRole('dialog', { name: 'Create Project' })).toBeInTheDocument()
  })

  it("asks 'Delete this project?' and deletes only when confirmed", async () => {
    const api = await startSignedIn()
    await createProjects(api, [{ title: 'Atlas' }])
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    renderApp('/admin/projects', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Atlas' }))
    expect(confirm).toHaveBeenCalledWith(ADMIN_MESSAGES.confirmDeleteProject)
    expect(await storedProjects(api)).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: 'Delete Atlas' }))
    expect(await screen.findByText(ADMIN_MESSAGES.noProjects)).toBeInTheDocument()
    expect(await storedProjects(api)).toHaveLength(0)
  })

  it("alerts 'Delete failed' with the API's reason when the project is already gone", async () => {
    const api = await startSignedIn()
    const [project] = await createProjects(api, [{ title: 'Atlas' }])
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderApp('/admin/projects', api)
    const remove = await screen.findByRole('button', { name: 'Delete Atlas' })
    // Deleted elsewhere (another tab) after the list was shown.
    await api.server.app.request(`/sb-admin/projects/${project!.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${api.token}` },
    })
    await userEvent.click(remove)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(ADMIN_MESSAGES.projectDeleteFailed)
    expect(alert).toHaveTextContent(API_MESSAGES.notFound)
  })

  it("keeps the row when the delete fails on the server's side", async () => {
    const api = await startSignedIn()
    await createProjects(api, [{ title: 'Atlas' }])
    api.intercept((request) => request.method === 'DELETE', failWith(500, API_MESSAGES.internal))
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderApp('/admin/projects', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Atlas' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.projectDeleteFailed)
    expect(screen.getByText('Atlas')).toBeInTheDocument()
  })
})
