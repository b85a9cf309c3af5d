import { ADMIN_MESSAGES, SLUG_MESSAGES } from '@studio/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { openDrawer, typeFields } from '../../test-support/drawer'
import { createWorkItems, startSignedIn, storedWorkItems } from '../../test-support/seed'
import type { TestApi } from '../../test-support/test-api'

const footerOf = (drawer: HTMLElement) => drawer.querySelector('footer') as HTMLElement
const posted = (api: TestApi) => api.sent.filter((request) => request.method === 'POST')
const puts = (api: TestApi) => api.sent.filter((request) => request.method === 'PUT')
/** The hint under the Slug field (the input names it with aria-describedby). */
const slugHint = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ')
  return document.getElementById(ids[ids.length - 1] ?? '') as HTMLElement
}

const openCreate = (api: TestApi) => openDrawer(api, '/admin/all-work', '+ New Item', 'Create Work')
const openEdit = (api: TestApi, title: string) =>
  openDrawer(api, '/admin/all-work', `Edit ${title}`, 'Edit Work')

/** Types a title, a description and `value` as the slug into the create drawer; returns the Slug field. */
async function fillNewItem(drawer: HTMLElement, value: string) {
  await typeFields(drawer, { Title: 'Harbour Line', Description: 'A ferry app' })
  const slug = within(drawer).getByLabelText('Slug')
  await userEvent.type(slug, value)
  return slug
}

/** Saves the item Shop with the slug Blog already holds, and waits for the API's 'taken' refusal. */
async function saveTakenSlug(api: TestApi) {
  await createWorkItems(api, [{ title: 'Shop' }, { title: 'Blog' }])
  const drawer = await openEdit(api, 'Shop')
  const slug = within(drawer).getByLabelText('Slug')
  await userEvent.clear(slug)
  await userEvent.type(slug, 'blog')
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
  const error = await within(drawer).findByText(SLUG_MESSAGES.taken, { selector: '.ui-field__error' })
  return { drawer, slug, error }
}

describe('work drawer: slug', () => {
  it('on create, makes the slug from the title when left empty, previewing the public address', async () => {
    const api = await startSignedIn()
    const drawer = await openCreate(api)
    const slug = within(drawer).getByLabelText('Slug')
    expect(slug).toHaveValue('')
    expect(slugHint(slug)).toHaveTextContent('Made from the title when left empty.')
    expect(within(slugHint(slug)).queryByText(/^\/work\//)).toBeNull()
    await userEvent.type(within(drawer).getByLabelText('Title'), 'Café Harbour Line')
    expect(within(slugHint(slug)).getByText('/work/cafe-harbour-line')).toBeInTheDocument()
    await userEvent.type(within(drawer).getByLabelText('Description'), 'A ferry app')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create item' }))
    await waitFor(async () => expect(await storedWorkItems(api)).toHaveLength(1))
    // Nothing typed: no slug is sent, and the API makes it from the title.
    expect(posted(api)[0]?.body).not.toHaveProperty('slug')
    expect((await storedWorkItems(api))[0]?.slug).toBe('cafe-harbour-line')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Work' })).toBeNull())
  })

  it('on create, sends a typed slug trimmed, and the API stores it', async () => {
    const api = await startSignedIn()
    const drawer = await openCreate(api)
    const slug = await fillNewItem(drawer, ' harbour ')
    expect(within(slugHint(slug)).getByText('/work/harbour')).toBeInTheDocument()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create item' }))
    await waitFor(async () => expect(await storedWorkItems(api)).toHaveLength(1))
    expect(posted(api)[0]?.body).toMatchObject({ slug: 'harbour' })
    expect((await storedWorkItems(api))[0]?.slug).toBe('harbour')
  })

  it('checks the slug before sending, with the contract texts, and focuses the field', async () => {
    const api = await startSignedIn()
    const drawer = await openCreate(api)
    const slug = await fillNewItem(drawer, 'Harbour Line')
    // A malformed slug previews no address.
    expect(within(slugHint(slug)).queryByText(/^\/work\//)).toBeNull()
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create item' }))
    expect(await within(drawer).findByText(SLUG_MESSAGES.format)).toBeInTheDocument()
    expect(slug).toHaveAttribute('aria-invalid', 'true')
    expect(slug).toHaveFocus()

    await userEvent.clear(slug)
    await userEvent.type(slug, 'a'.repeat(61))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create item' }))
    expect(await within(drawer).findByText(SLUG_MESSAGES.tooLong)).toBeInTheDocument()
    expect(posted(api)).toEqual([])
    expect(await storedWorkItems(api)).toEqual([])
  })

  it('on edit, shows the current slug and moves the item to a new one, the old address redirecting', async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [{ title: 'Shop' }])
    const drawer = await openEdit(api, 'Shop')
    const slug = within(drawer).getByLabelText('Slug')
    expect(slug).toHaveValue('shop')
    expect(within(slugHint(slug)).getByText('/work/shop')).toBeInTheDocument()
    expect(within(slugHint(slug)).queryByText(/will redirect/)).toBeNull()
    await userEvent.clear(slug)
    await userEvent.type(slug, 'online-shop')
    expect(within(slugHint(slug)).getByText('/work/online-shop')).toBeInTheDocument()
    expect(slugHint(slug)).toHaveTextContent('/work/shop will redirect to it.')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Work' })).toBeNull())
    expect(puts(api)[0]?.body).toMatchObject({ title: 'Shop', slug: 'online-shop' })
    expect((await storedWorkItems(api))[0]?.slug).toBe('online-shop')
    const old = await api.server.app.request('/public/work/shop', { redirect: 'manual' })
    expect(old.status).toBe(301)
    expect(old.headers.get('location')).toBe('/public/work/online-shop')
  })

  it('on edit, an emptied slug keeps the current one', async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [{ title: 'Shop' }])
    const drawer = await openEdit(api, 'Shop')
    const slug = within(drawer).getByLabelText('Slug')
    await userEvent.clear(slug)
    expect(slugHint(slug)).toHaveTextContent('Left empty, the current slug stays.')
    expect(within(slugHint(slug)).getByText('/work/shop')).toBeInTheDocument()
    await userEvent.clear(within(drawer).getByLabelText('Title'))
    await userEvent.type(within(drawer).getByLabelText('Title'), 'Online Shop')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Work' })).toBeNull())
    expect(puts(api)[0]?.body).not.toHaveProperty('slug')
    expect(await storedWorkItems(api)).toMatchObject([{ title: 'Online Shop', slug: 'shop' }])
  })

  it("shows the API's 'taken' refusal on the Slug field, focused, until the next submit", async () => {
    const api = await startSignedIn()
    const { drawer, slug, error } = await saveTakenSlug(api)
    expect(slug).toHaveAttribute('aria-invalid', 'true')
    expect(slug.getAttribute('aria-describedby')).toContain(error.id)
    expect(slug).toHaveFocus()
    // The failure is also named beside the actions, as for any failed save.
    expect(within(footerOf(drawer)).getByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.workSaveFailed)
    expect(await storedWorkItems(api)).toMatchObject([
      { title: 'Blog', slug: 'blog' },
      { title: 'Shop', slug: 'shop' },
    ])

    await userEvent.clear(slug)
    await userEvent.type(slug, 'shop-online')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Work' })).toBeNull())
    expect((await storedWorkItems(api)).map((item) => item.slug)).toEqual(['blog', 'shop-online'])
  })

  it('a new drawer starts without the previous refusal', async () => {
    const api = await startSignedIn()
    const { drawer } = await saveTakenSlug(api)
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }))
    await userEvent.click(screen.getByRole('button', { name: 'Edit Shop' }))
    const again = screen.getByRole('dialog', { name: 'Edit Work' })
    expect(within(again).getByLabelText('Slug')).toHaveValue('shop')
    expect(within(again).getByLabelText('Slug')).not.toHaveAttribute('aria-invalid')
    expect(within(again).queryByText(SLUG_MESSAGES.taken)).toBeNull()
  })
})
