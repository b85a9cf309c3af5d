import {
  ADMIN_EMAIL_KEY,
  ADMIN_MESSAGES,
  ADMIN_TOKEN_KEY,
  ADMIN_TOKEN_MIRROR_KEY,
  API_MESSAGES,
} from '@studio/contracts'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { submitCredentials } from '../../test-support/credentials'
import { expectAlert } from '../../test-support/exact-text'
import { renderApp } from '../../test-support/render-app'
import { isSessionAlive, startWithAdmin, TEST_ADMIN } from '../../test-support/seed'
import { held, jsonAnswer, networkFailure, type SentRequest, startTestApi } from '../../test-support/test-api'

const toLogin = (request: SentRequest) => request.path === '/auth/login'

const fillLogin = (email: string, password: string) => submitCredentials('Login', email, password)

describe('login screen', () => {
  it("shows 'Admin Login', required email and password fields and the 'Create one' link", async () => {
    renderApp('/admin/login', await startTestApi())
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Email')).toBeRequired()
    expect(screen.getByLabelText('Password')).toBeRequired()
    expect(await screen.findByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/admin/signup')
  })

  it("offers no 'Create one' once the first admin exists and signup has closed", async () => {
    const api = await startWithAdmin()
    renderApp('/admin/login', api)
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    // The page asked the API, and hid the link on its answer.
    await waitFor(() => expect(api.sent.some((request) => request.path === '/auth/signup-status')).toBe(true))
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Create one' })).toBeNull()
    expect(screen.queryByText(/No account yet/)).toBeNull()
  })

  it('shows and hides the password with the toggle', async () => {
    renderApp('/admin/login', await startTestApi())
    const password = await screen.findByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('stores admin_token, admin_jwt and admin_email and opens the panel', async () => {
    const api = await startWithAdmin()
    renderApp('/admin/login', api)
    await fillLogin(TEST_ADMIN.email, TEST_ADMIN.password)
    expect(await screen.findByRole('heading', { name: 'Audience', level: 1 })).toBeInTheDocument()
    const token = localStorage.getItem(ADMIN_TOKEN_KEY)
    expect(token).toBeTruthy()
    expect(await isSessionAlive(api, token!)).toBe(true)
    expect(localStorage.getItem(ADMIN_TOKEN_MIRROR_KEY)).toBe(token)
    expect(localStorage.getItem(ADMIN_EMAIL_KEY)).toBe(TEST_ADMIN.email)
  })

  it("reads 'Logging in…' and is disabled while the request runs", async () => {
    const api = await startWithAdmin()
    const slow = held()
    api.intercept(toLogin, slow.intercept)
    renderApp('/admin/login', api)
    await fillLogin(TEST_ADMIN.email, TEST_ADMIN.password)
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled()
    slow.release()
    expect(await screen.findByRole('heading', { name: 'Audience', level: 1 })).toBeInTheDocument()
  })

  it("shows the service's message in the error banner", async () => {
    renderApp('/admin/login', await startWithAdmin())
    await fillLogin(TEST_ADMIN.email, 'wrong password')
    await expectAlert(API_MESSAGES.invalidCredentials)
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
  })

  it("falls back to 'Login failed' when no answer comes back", async () => {
    const api = await startWithAdmin()
    api.intercept(toLogin, networkFailure)
    renderApp('/admin/login', api)
    await fillLogin(TEST_ADMIN.email, TEST_ADMIN.password)
    await expectAlert(ADMIN_MESSAGES.loginFailed)
  })

  it("fails with 'No session token returned.' when the answer has no token", async () => {
    const api = await startWithAdmin()
    api.intercept(toLogin, async () => jsonAnswer({ user: { id: 1, email: TEST_ADMIN.email } }))
    renderApp('/admin/login', api)
    await fillLogin(TEST_ADMIN.email, TEST_ADMIN.password)
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.noSessionToken)
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
  })
})
