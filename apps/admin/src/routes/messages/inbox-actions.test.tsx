import type { MessageStatus } from '@studio/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { catchDownloads } from '../../test-support/downloads'
import { setStatusByName, statusByName, storedMessages } from '../../test-support/inbox-seed'
import { renderApp } from '../../test-support/render-app'
import { passTime } from '../../test-support/screen-clock'
import { createMessages, startSignedIn } from '../../test-support/seed'
import { bodyRowsOf } from '../../test-support/table-rows'
import { held, to } from '../../test-support/test-api'
import { SEARCH_DEBOUNCE_MS } from './inbox-view'

const bodyRows = () => bodyRowsOf('Contact Messages')
const rowOf = (name: string) => screen.getByText(name).closest('tr')!
const names = () => bodyRows().map((row) => row.querySelector('.from-cell__title')?.textContent)

async function inboxWith(
  seeds: Array<{ name: string; company?: string }>,
  {
    path = '/admin/messages',
    statuses = {},
  }: { path?: string; statuses?: Record<string, MessageStatus> } = {},
) {
  const api = await startSignedIn()
  await createMessages(api, seeds)
  await setStatusByName(api, statuses)
  const view = renderApp(path, api)
  return { api, ...view }
}

describe('the enquiry inbox', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('marks new messages and filters them with the New, All and Archived tabs, kept in the address', async () => {
    const { router } = await inboxWith([{ name: 'Ada' }, { name: 'Bob' }, { name: 'Cy' }], {
      statuses: { Bob: 'read', Cy: 'archived' },
    })
    await screen.findByText('Cy')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    expect(within(rowOf('Ada')).getByText('New')).toBeInTheDocument()
    expect(rowOf('Ada')).toHaveClass('is-new')
    expect(within(rowOf('Bob')).queryByText('New')).not.toBeInTheDocument()
    expect(within(rowOf('Cy')).getByText('Archived')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('tab', { name: 'New' }))
    await waitFor(() => expect(names()).toEqual(['Ada']))
    expect(screen.getByText('1 message')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?status=new')

    await userEvent.click(screen.getByRole('tab', { name: 'Archived' }))
    await waitFor(() => expect(names()).toEqual(['Cy']))
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Archived')
  })

  it('opens the view the address names: tab, search and page survive a reload', async () => {
    await inboxWith([{ name: 'Ada', company: 'Acme' }, { name: 'Acme Anna' }, { name: 'Bob' }], {
      path: '/admin/messages?status=archived&q=acme',
      statuses: { 'Acme Anna': 'archived', Bob: 'archived' },
    })
    await screen.findByRole('table', { name: 'Contact Messages' })
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toHaveValue('acme')
    expect(screen.getByRole('tab', { name: 'Archived' })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(names()).toEqual(['Acme Anna']))
  })

  it('marks a message read when it is viewed, and the sidebar and tab title count one fewer', async () => {
    const { api } = await inboxWith([{ name: 'Ada' }, { name: 'Bob' }])
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('(2) Contact Messages | Admin'))
    await userEvent.click(within(rowOf('Ada')).getByRole('button', { name: 'View' }))
    expect(within(rowOf('Ada')).queryByText('New')).not.toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('(1) Contact Messages | Admin'))
    expect((await statusByName(api)).Ada).toBe('read')
  })

  it('marks unread, archives and unarchives a message from its row, saying what it did', async () => {
    const { api } = await inboxWith([{ name: 'Ada' }], { statuses: { Ada: 'read' } })
    await userEvent.click(await screen.findByRole('button', { name: 'Mark unread' }))
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Marked unread: the message from Ada.'),
    )
    expect(await within(rowOf('Ada')).findByText('New')).toBeInTheDocument()
    expect((await statusByName(api)).Ada).toBe('new')

    await userEvent.click(screen.getByRole('button', { name: 'Archive' }))
    expect(await within(rowOf('Ada')).findByText('Archived')).toBeInTheDocument()
    expect((await statusByName(api)).Ada).toBe('archived')
    await userEvent.click(screen.getByRole('button', { name: 'Unarchive' }))
    await waitFor(() => expect(within(rowOf('Ada')).queryByText('Archived')).not.toBeInTheDocument())
    expect((await statusByName(api)).Ada).toBe('read')
  })

  it("deletes a message only after 'Delete this message?' and keeps focus on the next row", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    const { api } = await inboxWith([{ name: 'Ada' }, { name: 'Bob' }])
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the message from Bob' }))
    expect(confirm).toHaveBeenLastCalledWith('Delete this message?')
    expect(await storedMessages(api)).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Delete the message from Bob' }))
    await waitFor(() => expect(names()).toEqual(['Ada']))
    expect((await storedMessages(api)).map((message) => message.name)).toEqual(['Ada'])
    // The announcement follows the list's reload a render later: waited for, as the focus is.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Deleted the message from Bob.'))
    await waitFor(() => expect(screen.getByRole('link', { name: 'Reply to Ada' })).toHaveFocus())
  })

  it('marks read, archives and deletes several selected messages at once', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
    const { api } = await inboxWith([{ name: 'Ada' }, { name: 'Bob' }, { name: 'Cy' }])
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select the message from Ada' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the message from Bob' }))
    const selection = screen.getByRole('group', { name: 'Selected messages' })
    expect(within(selection).getByText('2 selected')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select all messages on this page' })).toHaveProperty(
      'indeterminate',
      true,
    )
    await userEvent.click(within(selection).getByRole('button', { name: 'Mark read' }))
    expect(await screen.findByText('Marked read: 2 messages.')).toBeInTheDocument()
    expect(await statusByName(api)).toEqual({ Ada: 'read', Bob: 'read', Cy: 'new' })
    expect(screen.queryByRole('group', { name: 'Selected messages' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all messages on this page' }))
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Selected messages' })).getByRole('button', {
        name: 'Archive',
      }),
    )
    expect(await screen.findByText('Archived: 3 messages.')).toBeInTheDocument()
    expect(await statusByName(api)).toEqual({ Ada: 'archived', Bob: 'archived', Cy: 'archived' })

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the message from Cy' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the message from Ada' }))
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Selected messages' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    expect(confirm).toHaveBeenLastCalledWith('Delete 2 messages?')
    await waitFor(() => expect(names()).toEqual(['Bob']))
    expect((await storedMessages(api)).map((message) => message.name)).toEqual(['Bob'])
  })

  it('asks the server once per pause in typing, not once per key', async () => {
    const { api, router } = await inboxWith([{ name: 'Ada', company: 'Globex' }, { name: 'Bob' }])
    await screen.findByText('Bob')
    const lists = () => api.sent.filter(to('GET', '/contact-messages')).length
    const before = lists()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'globex')
    await passTime(SEARCH_DEBOUNCE_MS - 1)
    expect(lists() - before).toBe(0)
    await passTime(1)
    await waitFor(() => expect(names()).toEqual(['Ada']))
    expect(lists() - before).toBe(1)
    expect(router.state.location.search).toBe('?q=globex')
  })

  it('keeps what was typed while the last search was loading, and searches for it next', async () => {
    const { api } = await inboxWith([
      { name: 'Ada', company: 'Globex' },
      { name: 'Bob', company: 'Globe Inc' },
      { name: 'Cy' },
    ])
    await screen.findByText('Cy')
    const search = screen.getByRole('searchbox', { name: 'Search messages' })
    const slow = held()
    api.intercept(to('GET', '/contact-messages'), slow.intercept)
    await userEvent.type(search, 'glo')
    await passTime(SEARCH_DEBOUNCE_MS)
    // The search for 'glo' is on its way; typing goes on meanwhile.
    await userEvent.type(search, 'bex')
    slow.release()
    await waitFor(() => expect(names()).toHaveLength(2))
    await passTime(0)
    expect(search).toHaveValue('globex')
    await passTime(SEARCH_DEBOUNCE_MS)
    await waitFor(() => expect(names()).toEqual(['Ada']))
    expect(search).toHaveValue('globex')
  })

  it('opens and reads the message an alert links to (?id=)', async () => {
    const api = await startSignedIn()
    await createMessages(api, [{ name: 'Ada', message: 'Please quote for a shop' }, { name: 'Bob' }])
    const ada = (await storedMessages(api)).find((message) => message.name === 'Ada')!
    renderApp(`/admin/messages?id=${ada.id}`, api)
    const hide = await screen.findByRole('button', { name: 'Hide' })
    expect(document.getElementById(hide.getAttribute('aria-controls')!)).toHaveTextContent(
      'Please quote for a shop',
    )
    await waitFor(async () => expect((await statusByName(api)).Ada).toBe('read'))
    expect((await statusByName(api)).Bob).toBe('new')
  })

  it('downloads the current tab and search as CSV under the name the server gave it', async () => {
    const { blobs, click } = catchDownloads()
    await inboxWith([{ name: 'Ada', company: 'Acme' }, { name: 'Bob' }], { path: '/admin/messages?q=acme' })
    await waitFor(() => expect(names()).toEqual(['Ada']))
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    const link = click.mock.contexts[0] as HTMLAnchorElement
    expect(link.download).toMatch(/\.csv$/)
    const [header, ...rows] = (await blobs[0]!.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toBe(
      '"id","created_at (Africa/Cairo)","status","name","email","company","subject","message","language","source","campaign","landing_path"',
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toContain('Ada')
  })
})
