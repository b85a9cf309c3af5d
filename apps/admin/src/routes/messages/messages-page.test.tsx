import { ADMIN_MESSAGES, API_MESSAGES } from '@studio/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { typeWhileFirstReadIsHeld } from '../../test-support/first-load'
import { renderApp } from '../../test-support/render-app'
import { passTime } from '../../test-support/screen-clock'
import { createMessages, startSignedIn } from '../../test-support/seed'
import { bodyRowsOf, expectSkeletonRows, searchForNothing } from '../../test-support/table-rows'
import { failWith, to } from '../../test-support/test-api'
import { SEARCH_DEBOUNCE_MS } from './inbox-view'

const bodyRows = () => bodyRowsOf('Contact Messages')

describe('contact messages screen', () => {
  it('shows 6 skeleton rows while loading', () =>
    expectSkeletonRows('/admin/messages', '/contact-messages', 'Contact Messages'))

  it('keeps the same search box, its focus and every keystroke as the first page arrives', async () => {
    const api = await startSignedIn()
    await createMessages(api, [{ name: 'Ada' }, { name: 'Cy', company: 'Pitch Co' }])
    const { box, router, typeRest } = await typeWhileFirstReadIsHeld(api, {
      url: '/admin/messages',
      read: '/contact-messages',
      label: 'Search messages',
      typed: 'pi',
    })
    expect(await screen.findByText('Cy')).toBeInTheDocument()
    expect(await screen.findByText('2 messages')).toBeInTheDocument()
    await typeRest('tch')
    await passTime(SEARCH_DEBOUNCE_MS)
    await waitFor(() => expect(router.state.location.search).toContain('q=pitch'))
    await waitFor(() => expect(screen.queryByText('Ada')).toBeNull())
    expect(box).toHaveFocus()
  })

  it('shows an error card and recovers with Try again', async () => {
    const api = await startSignedIn()
    await createMessages(api, [{ name: 'Ada' }])
    let fail = true
    const failing = failWith(503, API_MESSAGES.internal)
    api.intercept((request) => fail && to('GET', '/contact-messages')(request), failing)
    renderApp('/admin/messages', api)
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.internal)
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Ada')).toBeInTheDocument()
  })

  it("shows 'No messages' for an empty inbox", async () => {
    renderApp('/admin/messages', await startSignedIn())
    expect(await screen.findByText(ADMIN_MESSAGES.noMessages)).toBeInTheDocument()
  })

  it('says the search hides the messages when nothing matches it', async () => {
    const api = await startSignedIn()
    await createMessages(api, [{ name: 'Ada' }])
    renderApp('/admin/messages', api)
    await searchForNothing('Ada', 'Search messages')
    await passTime(SEARCH_DEBOUNCE_MS)
    expect(await screen.findByText('No messages match your search.')).toBeInTheDocument()
    expect(screen.queryByText(ADMIN_MESSAGES.noMessages)).not.toBeInTheDocument()
    expect(screen.getByText('0 messages')).toBeInTheDocument()
  })

  it('keeps a long company and subject readable: clamped on screen, whole in the title and in View', async () => {
    const company = 'Extraordinary Ventures Holding Company International'
    const subject = 'A rather long subject about a complete redesign of the website, intranet and portal'
    const api = await startSignedIn()
    await createMessages(api, [{ name: 'Ada', company, subject }])
    renderApp('/admin/messages', api)
    await screen.findByText('Ada')
    const [row] = bodyRows()
    const chip = within(row!).getByText(company)
    expect(chip).toHaveAttribute('title', company)
    expect(chip).toHaveClass('chip-wrap')
    const subjectText = within(row!).getByText(subject)
    expect(subjectText).toHaveAttribute('title', subject)
    expect(subjectText).toHaveClass('clamp-2')
    await userEvent.click(within(row!).getByRole('button', { name: 'View' }))
    const full = document.getElementById(
      within(row!).getByRole('button', { name: 'Hide' }).getAttribute('aria-controls') ?? '',
    )
    expect(full).toHaveTextContent(subject)
    expect(full).toHaveTextContent(company)
  })

  it('has a search placeholder short enough for the box', async () => {
    renderApp('/admin/messages', await startSignedIn())
    expect(await screen.findByRole('searchbox', { name: 'Search messages' })).toHaveAttribute(
      'placeholder',
      'Search names, emails and messages',
    )
  })

  it("lists newest first with mailto, company chip, subject or 'No subject' and a one-line preview", async () => {
    const api = await startSignedIn()
    await createMessages(api, [
      { name: 'Old', email: 'old@example.com', created_at: '2026-01-01T08:00:00Z', subject: 'Quote' },
      {
        name: 'Newest',
        email: 'new@example.com',
        company: 'Acme',
        message: 'Please call me back',
        created_at: '2026-03-01T08:00:00Z',
      },
    ])
    renderApp('/admin/messages', api)
    await screen.findByText('Newest')
    const [first, second] = bodyRows()
    expect(within(first!).getByRole('link', { name: 'new@example.com' })).toHaveAttribute(
      'href',
      'mailto:new@example.com',
    )
    expect(within(first!).getByText('Acme')).toBeInTheDocument()
    expect(within(first!).getByText(ADMIN_MESSAGES.noSubject)).toBeInTheDocument()
    expect(within(first!).getByText('Please call me back')).toBeInTheDocument()
    expect(within(second!).getByText('Quote')).toBeInTheDocument()
    expect(await screen.findByText('2 messages')).toBeInTheDocument()
  })

  it("replies with a mailto whose subject is 'Re: ' plus the subject", async () => {
    const api = await startSignedIn()
    await createMessages(api, [{ name: 'Ada', email: 'ada@example.com', subject: 'New site & shop' }])
    renderApp('/admin/messages', api)
    expect(await screen.findByRole('link', { name: 'Reply to Ada' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com?subject=Re%3A%20New%20site%20%26%20shop',
    )
  })

  it("copies the email and the message, alerting 'Copied!' or 'Copy failed'", async () => {
    const user = userEvent.setup()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
    const api = await startSignedIn()
    await createMessages(api, [{ email: 'ada@example.com', message: 'Hello there' }])
    renderApp('/admin/messages', api)
    await user.click(await screen.findByRole('button', { name: 'Copy Email' }))
    expect(writeText).toHaveBeenLastCalledWith('ada@example.com')
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.copied)
    await user.click(screen.getByRole('button', { name: 'Copy Msg' }))
    expect(writeText).toHaveBeenLastCalledWith('Hello there')
    writeText.mockRejectedValueOnce(new Error('denied'))
    await user.click(screen.getByRole('button', { name: 'Copy Msg' }))
    expect(await screen.findByText(ADMIN_MESSAGES.copyFailed)).toBeInTheDocument()
  })

  it('expands the full message with View and collapses it with Hide', async () => {
    const long = `${'Line one of a long enquiry. '.repeat(20)}\nSecond paragraph.`
    const api = await startSignedIn()
    await createMessages(api, [{ message: long }])
    renderApp('/admin/messages', api)
    const view = await screen.findByRole('button', { name: 'View' })
    expect(view).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(view)
    const hide = screen.getByRole('button', { name: 'Hide' })
    expect(hide).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(hide.getAttribute('aria-controls')!)).toHaveTextContent(
      'Second paragraph.',
    )
    await userEvent.click(hide)
    expect(screen.getByRole('button', { name: 'View' })).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(1)
  })

  it('pages 10 at a time and searches name, email, company, subject and message, resetting to page 1', async () => {
    const api = await startSignedIn()
    const messages = Array.from({ length: 12 }, (_, index) => ({
      name: `Person ${index + 1}`,
      email: `person${index + 1}@example.com`,
      created_at: new Date(Date.UTC(2026, 1, 20 - index)).toISOString(),
    }))
    await createMessages(api, [
      ...messages.slice(0, 11),
      { ...messages[11]!, company: 'Globex', subject: 'Budget', message: 'Ships in June' },
    ])
    const { router } = renderApp('/admin/messages', api)
    await screen.findByText('Person 1')
    expect(bodyRows()).toHaveLength(10)
    expect(await screen.findByText('12 messages')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Person 11')).toBeInTheDocument()
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(2)
    const search = screen.getByRole('searchbox', { name: 'Search messages' })
    for (const term of ['globex', 'budget', 'june', 'person 12', 'person12@example.com']) {
      await userEvent.clear(search)
      await userEvent.type(search, term)
      await passTime(SEARCH_DEBOUNCE_MS)
      // This search's answer, not the last one's (which also showed one row on one page).
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe(term))
      await waitFor(() => expect(screen.getByText('Page 1 of 1')).toBeInTheDocument())
      await waitFor(() => expect(bodyRows()).toHaveLength(1))
      expect(within(bodyRows()[0]!).getByText('Person 12')).toBeInTheDocument()
    }
  })
})
