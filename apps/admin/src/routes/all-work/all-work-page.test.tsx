import { ADMIN_MESSAGES, API_MESSAGES, categoryLabel } from '@studio/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { openDrawer, typeFields } from '../../test-support/drawer'
import { startsWith } from '../../test-support/exact-text'
import { typeWhileFirstReadIsHeld } from '../../test-support/first-load'
import { renderApp } from '../../test-support/render-app'
import { createWorkItems, startSignedIn, storedWorkItems } from '../../test-support/seed'
import { bodyRowsOf, expectSkeletonRows, searchForNothing } from '../../test-support/table-rows'
import { failWith, held, silentFailure, to } from '../../test-support/test-api'

const bodyRows = () => bodyRowsOf('All Work')
const titles = () => bodyRows().map((row) => row.querySelector('.item-cell__title')?.textContent)

/** Seeds in the order the server will list them: a new item goes first, so they are created last first. */
const listedAs = <S,>(seeds: S[]) => [...seeds].reverse()
const titled = (titles: string[]) => titles.map((title) => ({ title }))

describe('all work screen', () => {
  it('shows 6 skeleton rows while loading', () =>
    expectSkeletonRows('/admin/all-work', '/all-work', 'All Work'))

  it('keeps the same search box and category filter, the focus and every keystroke as the first list arrives', async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [
      { title: 'Pitch', category: 'ecommerce' },
      { title: 'Pine shop', category: 'ecommerce' },
      { title: 'Pitch app', category: 'apps' },
    ])
    let category!: HTMLElement
    const { router, typeRest } = await typeWhileFirstReadIsHeld(api, {
      url: '/admin/all-work?category=ecommerce',
      read: '/all-work',
      label: 'Search work',
      typed: 'pi',
      whileHeld: () => {
        category = screen.getByRole('combobox', { name: 'Category' })
        expect(category).toHaveValue('ecommerce')
      },
    })
    expect(await screen.findByText('Pine shop')).toBeInTheDocument()
    expect(await screen.findByText('2 results')).toBeInTheDocument()
    // The other categories arrive with the work; the chosen one stays chosen meanwhile.
    expect(await within(category).findByRole('option', { name: categoryLabel('apps') })).toBeInTheDocument()
    await typeRest('tch')
    expect(screen.getByRole('combobox', { name: 'Category' })).toBe(category)
    expect(category).toHaveValue('ecommerce')
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'apps', 'ecommerce'])
    expect(titles()).toEqual(['Pitch'])
    expect(screen.getByText('1 result')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe('?category=ecommerce&q=pitch'))
  })

  it("shows the error card, falling back to 'Failed to load' when the failure has no message", async () => {
    const api = await startSignedIn()
    api.intercept(to('GET', '/all-work'), silentFailure)
    renderApp('/admin/all-work', api)
    expect(await screen.findByRole('alert')).toHaveTextContent(startsWith(ADMIN_MESSAGES.loadFailed))
  })

  it("shows 'No work found' when there is no work at all", async () => {
    renderApp('/admin/all-work', await startSignedIn())
    expect(await screen.findByText(ADMIN_MESSAGES.noWork)).toBeInTheDocument()
    expect(await screen.findByText('0 results')).toBeInTheDocument()
  })

  it('says the search hides the work when nothing matches it', async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [{ title: 'Shop' }])
    renderApp('/admin/all-work', api)
    await searchForNothing('Shop', 'Search work')
    expect(screen.getByText('No work matches your search.')).toBeInTheDocument()
    expect(screen.queryByText(ADMIN_MESSAGES.noWork)).not.toBeInTheDocument()
    expect(screen.getByText('0 results')).toBeInTheDocument()
  })

  it('keeps the search, category and page in the address, and opens a shared address as it was', async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [
      { title: 'Store', category: 'ecommerce' },
      { title: 'Shop window', category: 'ecommerce' },
      { title: 'Brochure', category: 'informative' },
    ])
    const { router, unmount } = renderApp('/admin/all-work', api)
    await screen.findByText('Store')
    // The dropdown's options come with the loaded work, beside the rows.
    await screen.findByRole('option', { name: categoryLabel('ecommerce') })
    const reads = api.sent.filter(to('GET', '/all-work')).length
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'ecommerce')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search work' }), 'sho')
    // Each choice moves the address as it lands, in either order.
    const choices = () => [...new URLSearchParams(router.state.location.search)].sort()
    await waitFor(() =>
      expect(choices()).toEqual([
        ['category', 'ecommerce'],
        ['q', 'sho'],
      ]),
    )
    await waitFor(() => expect(titles()).toEqual(['Shop window']))
    // Narrowing happens here: the list is not read again for each keystroke.
    expect(api.sent.filter(to('GET', '/all-work'))).toHaveLength(reads)
    unmount()

    renderApp('/admin/all-work?category=ecommerce&q=sho', api)
    await waitFor(() => expect(titles()).toEqual(['Shop window']))
    expect(screen.getByRole('searchbox', { name: 'Search work' })).toHaveValue('sho')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('ecommerce')
  })

  it('shows every category again when the last item of the chosen one is deleted', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    const api = await startSignedIn()
    await createWorkItems(api, [
      { title: 'Store', category: 'ecommerce' },
      { title: 'Brochure', category: 'informative' },
    ])
    renderApp('/admin/all-work', api)
    await screen.findByText('Store')
    await screen.findByRole('option', { name: categoryLabel('ecommerce') })
    const select = screen.getByRole('combobox', { name: 'Category' })
    await userEvent.selectOptions(select, 'ecommerce')
    await userEvent.click(screen.getByRole('button', { name: 'Delete Store' }))
    expect(await screen.findByText('Brochure')).toBeInTheDocument()
    expect(select).toHaveValue('')
    expect(titles()).toEqual(['Brochure'])
  })

  it("keeps the server's order and shows category chip, first 4 tags, Visit site link and featured switch", async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [
      // Created first, so listed last, even though it is featured: featured no longer sorts.
      { title: 'A second', category: null, tags: [], featured: true },
      {
        title: 'B first',
        category: 'shopify',
        tags: ['a', 'b', 'c', 'd', 'e', 'f'],
        website: 'https://b.example',
        featured: true,
      },
    ])
    renderApp('/admin/all-work', api)
    await screen.findByText('B first')
    expect(titles()).toEqual(['B first', 'A second'])
    const [first, second] = bodyRows()
    expect(within(first!).getByText('Shopify')).toBeInTheDocument()
    expect(
      within(within(first!).getByRole('list', { name: 'Tags of B first' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a', 'b', 'c', 'd', '+2'])
    expect(within(first!).getByRole('link', { name: /Visit site/ })).toHaveAttribute(
      'href',
      'https://b.example',
    )
    expect(within(first!).getByRole('switch', { name: 'Featured: B first' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    expect(within(second!).getByText('Other')).toBeInTheDocument()
    expect(within(second!).queryByRole('link', { name: /Visit site/ })).not.toBeInTheDocument()
  })

  it('keeps long titles, categories and tags readable: wrapped, clamped or cut, whole in their titles', async () => {
    const title =
      'A very long project title that goes on about a harbour booking platform with live berth availability'
    const api = await startSignedIn()
    await createWorkItems(api, [{ title, category: 'informative', tags: ['Professional Services'] }])
    renderApp('/admin/all-work', api)
    const heading = await screen.findByText(title)
    const [row] = bodyRows()
    expect(heading).toHaveAttribute('title', title)
    expect(heading).toHaveClass('clamp-3')
    const chip = within(row!).getByText('Informative Websites')
    expect(chip).toHaveAttribute('title', 'Informative Websites')
    expect(chip).toHaveClass('chip-wrap')
    expect(within(row!).getByText('Professional Services')).toHaveAttribute('title', 'Professional Services')
  })

  it("offers 'All Categories' plus the distinct categories sorted, filters by one and resets to page 1", async () => {
    const api = await startSignedIn()
    await createWorkItems(
      api,
      listedAs([
        ...Array.from({ length: 9 }, (_, index) => ({ title: `App ${index + 1}`, category: 'apps' })),
        { title: 'Store', category: 'ecommerce', tags: ['shopify-plus'] },
        { title: 'Brochure', category: 'informative' },
      ]),
    )
    renderApp('/admin/all-work', api)
    await screen.findByText('App 1')
    await screen.findByRole('option', { name: categoryLabel('informative') })
    const select = screen.getByRole('combobox', { name: 'Category' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'apps', 'ecommerce', 'informative'])
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('All Categories')
    expect(await screen.findByText('11 results')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    await userEvent.selectOptions(select, 'ecommerce')
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument()
    expect(titles()).toEqual(['Store'])
    await userEvent.selectOptions(select, '')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search work' }), 'SHOPIFY')
    expect(titles()).toEqual(['Store'])
  })

  it('flips the featured switch at once, sends only the flag, then reloads', async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [{ title: 'Shop', featured: false }])
    const slow = held()
    api.intercept((request) => request.method === 'PUT', slow.intercept)
    // The first list goes through; the reload after the update waits for `reload.release()`.
    const reload = held()
    let lists = 0
    api.intercept(to('GET', '/all-work'), (request, forward) =>
      ++lists === 1 ? forward() : reload.intercept(request, forward),
    )
    renderApp('/admin/all-work', api)
    const toggle = await screen.findByRole('switch', { name: 'Featured: Shop' })
    await userEvent.click(toggle)
    // Flipped while the update is held: on screen before the server has it.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'))
    expect((await storedWorkItems(api))[0]?.featured).toBe(false)
    slow.release()
    await waitFor(async () => expect((await storedWorkItems(api))[0]?.featured).toBe(true))
    expect(api.sent.find((request) => request.method === 'PUT')?.body).toEqual({ featured: true })
    await waitFor(() => expect(lists).toBe(2))
    // Updated, the reload asked and not yet answered: the switch keeps the flipped value.
    expect(screen.getByRole('switch', { name: 'Featured: Shop' })).toHaveAttribute('aria-checked', 'true')
    // An item only the reload can bring shows when its answer is on screen.
    await createWorkItems(api, [{ title: 'Brought by the reload' }])
    reload.release()
    await screen.findByText('Brought by the reload')
    expect(screen.getByRole('switch', { name: 'Featured: Shop' })).toHaveAttribute('aria-checked', 'true')
    expect(api.sent.filter(to('GET', '/all-work'))).toHaveLength(2)
  })

  it("alerts 'Failed to update featured' and shows the stored value again when the update fails", async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [{ title: 'Shop', featured: false }])
    api.intercept((request) => request.method === 'PUT', failWith(500, API_MESSAGES.internal))
    renderApp('/admin/all-work', api)
    await userEvent.click(await screen.findByRole('switch', { name: 'Featured: Shop' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.featuredFailed)
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Featured: Shop' })).toHaveAttribute('aria-checked', 'false'),
    )
  })

  it("creates work in a blank 'Create Work' drawer with the spec's normalisation", async () => {
    const api = await startSignedIn()
    const drawer = await openDrawer(api, '/admin/all-work', '+ New Item', 'Create Work')
    await typeFields(drawer, {
      Title: ' Shop ',
      Description: ' A store ',
      Category: ' ecommerce ',
      Tags: 'shopify, , liquid ',
      Website: '   ',
    })
    await userEvent.click(within(drawer).getByRole('switch', { name: 'Featured' }))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Create item' }))
    expect(await screen.findByText('Shop')).toBeInTheDocument()
    expect(await screen.findByRole('alert')).toHaveTextContent('Work item created.')
    const expected = {
      title: 'Shop',
      description: 'A store',
      title_ar: null,
      description_ar: null,
      cover_url: null,
      cover_alt: null,
      cover_alt_ar: null,
      category: 'ecommerce',
      website: null,
      href: null,
      tags: ['shopify', 'liquid'],
      featured: true,
      hidden: false,
    }
    expect(api.sent.find((request) => request.method === 'POST')?.body).toEqual(expected)
    expect(await storedWorkItems(api)).toMatchObject([expected])
  })

  it("shows 'Failed to save' inside the drawer when saving fails", async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [{ title: 'Shop', category: 'apps', tags: ['x', 'y'] }])
    api.intercept((request) => request.method === 'PUT', failWith(500, API_MESSAGES.internal))
    renderApp('/admin/all-work', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Shop' }))
    const drawer = screen.getByRole('dialog', { name: 'Edit Work' })
    expect(within(drawer).getByLabelText('Title')).toHaveValue('Shop')
    expect(within(drawer).getByLabelText('Tags')).toHaveValue('x, y')
    expect(within(drawer).getByLabelText('Category')).toHaveValue('apps')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    const alert = await within(drawer).findByRole('alert')
    expect(alert).toHaveTextContent(ADMIN_MESSAGES.workSaveFailed)
    expect(alert).toHaveTextContent(API_MESSAGES.internal)
  })

  it("asks 'Delete this item?' and alerts 'Failed to delete' on failure", async () => {
    const api = await startSignedIn()
    await createWorkItems(api, [{ title: 'Shop' }])
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    api.intercept((request) => request.method === 'DELETE', failWith(500, API_MESSAGES.internal))
    renderApp('/admin/all-work', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Shop' }))
    expect(confirm).toHaveBeenCalledWith(ADMIN_MESSAGES.confirmDeleteWork)
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.workDeleteFailed)
    expect(await storedWorkItems(api)).toHaveLength(1)
  })

  it('never points past the last page: deleting the only item of page 3 shows the new last page, 2', async () => {
    const api = await startSignedIn()
    await createWorkItems(
      api,
      listedAs(titled(Array.from({ length: 17 }, (_, index) => `Item ${index + 1}`))),
    )
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    renderApp('/admin/all-work', api)
    await screen.findByText('Item 1')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Delete Item 17' }))
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument()
    expect(titles()).toEqual(Array.from({ length: 8 }, (_, index) => `Item ${index + 9}`))
  })
})
