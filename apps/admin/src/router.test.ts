import { ADMIN_TOKEN_KEY, type AdminProject, type AdminWorkItem, type InboxMessage } from '@studio/contracts'
import { waitFor } from '@testing-library/react'
import { takeRememberedPath } from './lib/session'
import { statusByName, storedMessages } from './test-support/inbox-seed'
import { loaderValue, loadWith, screenRouteId, startRouter, submitTo } from './test-support/route-data'
import {
  createMessages,
  createProjects,
  createWorkItems,
  startSignedIn,
  storedProjects,
  storedWorkItems,
} from './test-support/seed'
import { to } from './test-support/test-api'

const titles = (items: ReadonlyArray<{ title: string }>) => items.map((item) => item.title)

/** A project body as the drawer sends it. */
function projectForm(fields: { title: string; description: string }, id?: number) {
  const form = new FormData()
  form.set('body', JSON.stringify({ ...fields, cover_url: null, tags: [], href: null, hidden: false }))
  if (id) form.set('id', String(id))
  return form
}

describe('route loaders and actions', () => {
  it("lists the projects in the server's order from the route loader", async () => {
    const api = await startSignedIn()
    await createProjects(api, [{ title: 'Older' }, { title: 'Newest' }])
    const router = await startRouter(api, '/admin/projects')
    expect(titles(await loaderValue<AdminProject[]>(router, 'items'))).toEqual(['Newest', 'Older'])
  })

  it('creates a project through the action, and the loader reads it again', async () => {
    const api = await startSignedIn()
    const router = await startRouter(api, '/admin/projects')
    const answer = await submitTo(router, projectForm({ title: 'Atlas', description: 'Maps' }))
    expect(answer).toMatchObject({ ok: true, intent: 'create' })
    expect(titles(await storedProjects(api))).toEqual(['Atlas'])
    expect(titles(await loaderValue<AdminProject[]>(router, 'items'))).toEqual(['Atlas'])
  })

  it('edits a project through the action', async () => {
    const api = await startSignedIn()
    const [project] = await createProjects(api, [{ title: 'Atlas' }])
    const router = await startRouter(api, '/admin/projects')
    const answer = await submitTo(router, projectForm({ title: 'Atlas 2', description: 'Maps' }, project!.id))
    expect(answer).toMatchObject({ ok: true, intent: 'update' })
    expect(titles(await loaderValue<AdminProject[]>(router, 'items'))).toEqual(['Atlas 2'])
  })

  it('deletes a project, and answers a failed delete with the reason instead of throwing', async () => {
    const api = await startSignedIn()
    const [project] = await createProjects(api, [{ title: 'Atlas' }])
    const router = await startRouter(api, '/admin/projects')
    expect(await submitTo(router, { intent: 'delete', id: project!.id })).toMatchObject({ ok: true })
    expect(await loaderValue<AdminProject[]>(router, 'items')).toEqual([])
    const again = await submitTo(router, { intent: 'delete', id: project!.id })
    expect(again).toMatchObject({ ok: false, intent: 'delete' })
    expect(again.detail).toMatch(/not found/i)
  })

  it('toggles a work item featured in place', async () => {
    const api = await startSignedIn()
    const [item] = await createWorkItems(api, [{ title: 'Shop' }])
    const router = await startRouter(api, '/admin/all-work')
    await submitTo(router, { intent: 'featured', id: item!.id, featured: true })
    expect((await storedWorkItems(api))[0]?.featured).toBe(true)
    expect((await loaderValue<AdminWorkItem[]>(router, 'items'))[0]?.featured).toBe(true)
  })

  it('saves a new order of the work, read back in that order', async () => {
    const api = await startSignedIn()
    const [b, a] = await createWorkItems(api, [{ title: 'B' }, { title: 'A' }])
    const router = await startRouter(api, '/admin/all-work')
    await submitTo(router, { intent: 'reorder', ids: [b!.id, a!.id] })
    expect(titles(await storedWorkItems(api))).toEqual(['B', 'A'])
    expect(titles(await loaderValue<AdminWorkItem[]>(router, 'items'))).toEqual(['B', 'A'])
  })

  it('changes the status of several messages at once', async () => {
    const api = await startSignedIn()
    await createMessages(api, [{ name: 'Ada' }, { name: 'Bob' }, { name: 'Cy' }])
    const ids = (await storedMessages(api)).filter((m) => m.name !== 'Cy').map((message) => message.id)
    const router = await startRouter(api, '/admin/messages')
    const answer = await submitTo(router, { intent: 'bulk', ids, action: 'archive' })
    expect(answer).toMatchObject({ ok: true, result: { count: 2 } })
    expect(await statusByName(api)).toEqual({ Ada: 'archived', Bob: 'archived', Cy: 'new' })
  })

  it('counts one unread message fewer once a message is viewed, without reading the page again', async () => {
    const api = await startSignedIn()
    await createMessages(api, [{ name: 'Ada' }, { name: 'Bob' }])
    const router = await startRouter(api, '/admin/messages')
    const layoutId = router.state.matches.find((match) => match.route.path === '/admin')?.route.id ?? ''
    const unread = loadWith(router, 'unread-count', layoutId, '/admin/unread-count')
    await waitFor(() => expect(unread()).toEqual({ count: 2 }))
    const page = await loaderValue<{ items: InboxMessage[] }>(router, 'page')
    const ada = page.items.find((message) => message.name === 'Ada')!
    await submitTo(router, { intent: 'view', id: ada.id })
    await waitFor(() => expect(unread()).toEqual({ count: 1 }))
    // The page on screen stays as it was (the viewed message is shown read in place).
    expect(await loaderValue(router, 'page')).toBe(page)
  })

  it('returns to login, remembering the screen, when the session expires in the middle of a save', async () => {
    const api = await startSignedIn()
    const router = await startRouter(api, '/admin/projects')
    const projectsId = screenRouteId(router)
    // Signed out elsewhere: the session ends after the screen was loaded, before the save.
    await api.server.app.request('/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}` },
    })
    await router.fetch('save', projectsId, '/admin/projects', {
      formMethod: 'post',
      formData: projectForm({ title: 'Atlas', description: 'Maps' }),
      formEncType: 'multipart/form-data',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'))
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
    expect(takeRememberedPath()).toBe('/admin/projects')
    // The save reached the API, which refused it: nothing else was shown or kept.
    expect(api.sent.filter(to('POST', '/projects'))).toHaveLength(1)
  })
})
