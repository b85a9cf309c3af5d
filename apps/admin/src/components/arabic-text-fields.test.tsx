import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { openDrawer, saveDrawer, typeFields } from '../test-support/drawer'
import { renderApp } from '../test-support/render-app'
import * as seed from '../test-support/seed'
import type { TestApi } from '../test-support/test-api'

/** A portfolio drawer: where it lives, how an item titled Atlas is made and read back, its name. */
const portfolioDrawer = (
  kind: string,
  path: string,
  noun: string,
  createItems: (api: TestApi, items: Array<{ [field: string]: string; title: string }>) => Promise<unknown>,
  stored: (api: TestApi) => Promise<readonly object[]>,
) => ({
  kind,
  path,
  noun,
  create: (api: TestApi, fields: Record<string, string>) => createItems(api, [{ title: 'Atlas', ...fields }]),
  stored,
})

/** Both portfolio drawers. */
const DRAWERS = [
  portfolioDrawer('project', '/admin/projects', 'Project', seed.createProjects, seed.storedProjects),
  portfolioDrawer('work item', '/admin/all-work', 'Work', seed.createWorkItems, seed.storedWorkItems),
]

const ARABIC_TITLE = 'متجر أطلس'
const ARABIC_DESCRIPTION = 'متجر إلكتروني سريع لعلامة أزياء محلية.'

/** The list row of the item titled `title`. */
const rowOf = (title: string) =>
  screen.getByText(title, { selector: '.item-cell__title' }).closest('tr') as HTMLElement
const findRowOf = async (title: string) =>
  (await screen.findByText(title, { selector: '.item-cell__title' })).closest('tr') as HTMLElement

const arabicTitle = (drawer: HTMLElement) => within(drawer).getByLabelText('Arabic title (optional)')
const arabicDescription = (drawer: HTMLElement) =>
  within(drawer).getByLabelText('Arabic description (optional)')

describe.each(DRAWERS)('the Arabic texts of a $kind', (kind) => {
  it('are typed right to left in Arabic, saved, and shown again when the drawer reopens', async () => {
    const api = await seed.startSignedIn()
    await kind.create(api, {})
    renderApp(kind.path, api)
    expect(within(await findRowOf('Atlas')).getByText('English only')).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Atlas' }))
    const drawer = screen.getByRole('dialog', { name: `Edit ${kind.noun}` })
    for (const field of [arabicTitle(drawer), arabicDescription(drawer)]) {
      expect(field).toHaveAttribute('dir', 'rtl')
      expect(field).toHaveAttribute('lang', 'ar')
      expect(field).toHaveValue('')
      expect(field).not.toBeRequired()
    }
    await typeFields(drawer, {
      'Arabic title (optional)': ` ${ARABIC_TITLE} `,
      'Arabic description (optional)': ARABIC_DESCRIPTION,
    })
    await saveDrawer(drawer)
    expect((await kind.stored(api))[0]).toMatchObject({
      title: 'Atlas',
      title_ar: ARABIC_TITLE,
      description_ar: ARABIC_DESCRIPTION,
    })
    // The drawer closes as soon as the save is answered and the list is read again just after: the
    // drawer opens on the row's item, so wait for the row to show the saved texts.
    await waitFor(() => expect(within(rowOf('Atlas')).queryByText('English only')).not.toBeInTheDocument())

    await userEvent.click(screen.getByRole('button', { name: 'Edit Atlas' }))
    const again = screen.getByRole('dialog', { name: `Edit ${kind.noun}` })
    expect(arabicTitle(again)).toHaveValue(ARABIC_TITLE)
    expect(arabicDescription(again)).toHaveValue(ARABIC_DESCRIPTION)
  })

  it('clear when emptied, and leave the English texts as they were', async () => {
    const api = await seed.startSignedIn()
    await kind.create(api, { title_ar: ARABIC_TITLE, description_ar: ARABIC_DESCRIPTION })
    const drawer = await openDrawer(api, kind.path, 'Edit Atlas', `Edit ${kind.noun}`)
    expect(arabicTitle(drawer)).toHaveValue(ARABIC_TITLE)
    await userEvent.clear(arabicTitle(drawer))
    await userEvent.clear(arabicDescription(drawer))
    await saveDrawer(drawer)
    expect((await kind.stored(api))[0]).toMatchObject({
      title: 'Atlas',
      title_ar: null,
      description_ar: null,
    })
  })

  it('refuse an Arabic title longer than a title may be, on that field', async () => {
    const api = await seed.startSignedIn()
    await kind.create(api, {})
    const drawer = await openDrawer(api, kind.path, 'Edit Atlas', `Edit ${kind.noun}`)
    const field = arabicTitle(drawer)
    await userEvent.click(field)
    await userEvent.paste('ع'.repeat(121))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    expect(field).toHaveFocus()
    expect(field).toHaveAccessibleDescription('Must be at most 120 characters.')
    expect(api.sent.some((request) => request.method === 'PUT')).toBe(false)
  })

  it('are listed as missing in the row until both are written', async () => {
    const api = await seed.startSignedIn()
    await kind.create(api, {})
    await kind.create(api, { title: 'Orbit', title_ar: 'أوربت' })
    await kind.create(api, { title: 'Fernway', title_ar: 'فيرنواي', description_ar: ARABIC_DESCRIPTION })
    renderApp(kind.path, api)
    expect(within(await findRowOf('Atlas')).getByText('English only')).toBeInTheDocument()
    expect(within(await findRowOf('Orbit')).getByText('No Arabic description')).toBeInTheDocument()
    const translated = within(await findRowOf('Fernway'))
    expect(translated.queryByText(/English only|No Arabic/)).not.toBeInTheDocument()
  })
})
