import { ADMIN_EMAIL_KEY, ADMIN_TOKEN_KEY, ADMIN_TOKEN_MIRROR_KEY } from '@studio/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { submitCredentials } from '../../test-support/credentials'
import { renderApp } from '../../test-support/render-app'
import { isSessionAlive, startSignedIn, startWithAdmin, TEST_ADMIN } from '../../test-support/seed'

const login = () => submitCredentials('Login', TEST_ADMIN.email, TEST_ADMIN.password)

describe('guarded admin layout', () => {
  it('sends a visitor without a token to login and back to the requested page afterwards', async () => {
    const { router } = renderApp('/admin/messages', await startWithAdmin())
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    await login()
    expect(await screen.findByRole('heading', { name: 'Contact Messages' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/messages')
  })

  it('opens /admin on the Audience screen', async () => {
    const { router } = renderApp('/admin', await startSignedIn())
    expect(await screen.findByRole('heading', { name: 'Audience', level: 1 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/audience')
  })

  it("has a sidebar 'Admin' with Audience, Projects, All Work, Messages, Site content, Settings, Activity, Status, Team, Account and Logout", async () => {
    renderApp('/admin/projects', await startSignedIn())
    const nav = await screen.findByRole('navigation', { name: 'Admin' })
    expect(screen.getByText('Admin', { selector: '.sidebar__title' })).toBeInTheDocument()
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Audience', '/admin/audience'],
      ['Projects', '/admin/projects'],
      ['All Work', '/admin/all-work'],
      ['Messages', '/admin/messages'],
      ['Site content', '/admin/site-content'],
      ['Settings', '/admin/settings'],
      ['Activity', '/admin/activity'],
      ['Status', '/admin/status'],
      ['Team', '/admin/team'],
      ['Account', '/admin/account'],
    ])
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })

  it('scrolls to the top when moving to another screen', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderApp('/admin/projects', await startSignedIn())
    await screen.findByRole('heading', { name: 'Projects' })
    scrollTo.mockClear()
    await userEvent.click(screen.getByRole('link', { name: 'All Work' }))
    expect(await screen.findByRole('heading', { name: 'All Work' })).toBeInTheDocument()
    // The scroll is an effect of the new path: it runs after the screen is drawn (a busy machine's
    // render can be read before it).
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0))
  })

  it('logs out through the API, which ends the session, clears the stored session and shows login', async () => {
    const api = await startSignedIn()
    const token = api.token!
    localStorage.setItem(ADMIN_TOKEN_MIRROR_KEY, token)
    localStorage.setItem(ADMIN_EMAIL_KEY, TEST_ADMIN.email)
    renderApp('/admin/projects', api)
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    const logout = api.sent.find((request) => request.path === '/auth/logout')
    expect(logout?.authorization).toBe(`Bearer ${token}`)
    expect(await isSessionAlive(api, token)).toBe(false)
    expect(
      [ADMIN_TOKEN_KEY, ADMIN_TOKEN_MIRROR_KEY, ADMIN_EMAIL_KEY].map((key) => localStorage.getItem(key)),
    ).toEqual([null, null, null])
  })

  it('treats any 401 as an expired session: clears it, shows login and returns to the page after login', async () => {
    const api = await startWithAdmin()
    // A token the API does not know (expired or revoked) answers 401 on the first list call.
    localStorage.setItem(ADMIN_TOKEN_KEY, 'expired-token')
    const { router } = renderApp('/admin/all-work', api)
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
    await login()
    expect(await screen.findByRole('heading', { name: 'All Work' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/all-work')
  })

  it('names the browser tab after each screen', async () => {
    const { router } = renderApp('/admin/projects', await startSignedIn())
    await screen.findByRole('heading', { name: 'Projects' })
    await waitFor(() => expect(document.title).toBe('Projects | Admin'))
    await userEvent.click(screen.getByRole('link', { name: 'All Work' }))
    await screen.findByRole('heading', { name: 'All Work' })
    await waitFor(() => expect(document.title).toBe('All Work | Admin'))
    await userEvent.click(screen.getByRole('link', { name: 'Messages' }))
    await screen.findByRole('heading', { name: 'Contact Messages' })
    await waitFor(() => expect(document.title).toBe('Contact Messages | Admin'))
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    await screen.findByRole('heading', { name: 'Admin Login' })
    await waitFor(() => expect(document.title).toBe('Admin Login'))
    await router.navigate('/admin/signup')
    await screen.findByRole('heading', { name: 'Create Admin' })
    await waitFor(() => expect(document.title).toBe('Create Admin'))
  })

  it('shows a not-found page for an unknown admin address', async () => {
    renderApp('/admin/nothing-here', await startSignedIn())
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })
})
