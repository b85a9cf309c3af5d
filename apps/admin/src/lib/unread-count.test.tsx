import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderApp } from '../test-support/render-app'
import { passTime } from '../test-support/screen-clock'
import { createMessages, startSignedIn } from '../test-support/seed'
import { titleWithUnread, UNREAD_REFRESH_MS } from './unread-count'

describe('unread message count', () => {
  it('shows in the sidebar Messages link and in the tab title on every screen', async () => {
    const api = await startSignedIn()
    await createMessages(api, [{ name: 'Ada' }, { name: 'Bob' }, { name: 'Cy' }])
    renderApp('/admin/projects', api)
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute(
      'href',
      '/admin/messages',
    )
    await waitFor(() => expect(document.title).toBe('(3) Projects | Admin'))
  })

  it('leaves the link and the title plain when nothing is unread', async () => {
    const api = await startSignedIn()
    renderApp('/admin/projects', api)
    await screen.findByRole('heading', { name: 'Projects' })
    await waitFor(() => expect(api.sent.some((call) => call.path.endsWith('/unread-count'))).toBe(true))
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument()
    expect(document.title).toBe('Projects | Admin')
  })

  it('asks again when the panel regains focus or comes back into view', async () => {
    const api = await startSignedIn()
    await createMessages(api, [{ name: 'Ada' }])
    renderApp('/admin/projects', api)
    await screen.findByRole('link', { name: 'Messages, 1 unread' })
    await createMessages(api, [{ name: 'Bob', email: 'bob@example.com' }])
    fireEvent.focus(window)
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument()
    await createMessages(api, [{ name: 'Cy', email: 'cy@example.com' }])
    fireEvent(document, new Event('visibilitychange'))
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toBeInTheDocument()
  })

  it('asks again every minute while the panel stays open', async () => {
    const api = await startSignedIn()
    // The first count (0) must have been read before the enquiry arrives.
    let answered = 0
    api.intercept(
      (request) => request.path.endsWith('/unread-count'),
      async (_request, forward) => {
        const answer = await forward()
        answered++
        return answer
      },
    )
    renderApp('/admin/projects', api)
    await screen.findByRole('heading', { name: 'Projects' })
    await waitFor(() => expect(answered).toBe(1))
    await createMessages(api, [{ name: 'Ada' }])
    await passTime(UNREAD_REFRESH_MS - 1)
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument()
    await passTime(1)
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeInTheDocument()
  })

  it('puts the count in front of a title once, however often it is applied', () => {
    expect(titleWithUnread('Projects | Admin', 4)).toBe('(4) Projects | Admin')
    expect(titleWithUnread('(4) Projects | Admin', 5)).toBe('(5) Projects | Admin')
    expect(titleWithUnread('(5) Projects | Admin', 0)).toBe('Projects | Admin')
    expect(titleWithUnread('Projects | Admin', null)).toBe('Projects | Admin')
  })
})
