import { ADMIN_TOKEN_KEY } from '@studio/contracts'
import { screen } from '@testing-library/react'
import { submitCredentials } from '../test-support/credentials'
import { renderApp } from '../test-support/render-app'
import { passTime } from '../test-support/screen-clock'
import { startSignedIn, TEST_ADMIN } from '../test-support/seed'
import { createRouteClient, routeClientFor } from './route-data'
import { UNREAD_REFRESH_MS } from './unread-count'

describe('one client and one way to login', () => {
  it('gives the routes and the components the same client', async () => {
    const api = await startSignedIn()
    expect(createRouteClient(api.fetcher)).toBe(routeClientFor(api.fetcher).client)
  })

  it('takes the admin to login from a call outside any loader, and back to the same list after', async () => {
    const api = await startSignedIn()
    const { router } = renderApp('/admin/all-work?q=shop', api)
    await screen.findByRole('heading', { name: 'All Work' })
    // The session ends elsewhere (signed out on another device): the next unread-count ask gets 401.
    localStorage.setItem(ADMIN_TOKEN_KEY, 'ended-elsewhere')
    await passTime(UNREAD_REFRESH_MS)
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
    await submitCredentials('Login', TEST_ADMIN.email, TEST_ADMIN.password)
    expect(await screen.findByRole('heading', { name: 'All Work' })).toBeInTheDocument()
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/all-work?q=shop')
  })
})
