import {
  type AccountSession,
  ADMIN_MESSAGES,
  ADMIN_TOKEN_KEY,
  API_MESSAGES,
  PASSWORD_RULE_TEXT,
} from '@studio/contracts'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { submitCredentials } from '../../test-support/credentials'
import { expectAlert } from '../../test-support/exact-text'
import { renderApp } from '../../test-support/render-app'
import { passTime } from '../../test-support/screen-clock'
import { callApi, isSessionAlive, signUpAdmin } from '../../test-support/seed'
import { acceptInvite, createInvite } from '../../test-support/team-seed'
import { held, jsonAnswer, networkFailure, type SentRequest, startTestApi } from '../../test-support/test-api'
import { SIGNUP_REDIRECT_MS } from './signup-page'

const toSignup = (request: SentRequest) => request.path === '/auth/signup'
const PASSWORD = 'long enough passphrase here'

const fillSignup = (email: string, password: string) => submitCredentials('Create account', email, password)

/** Signs up against an API whose answer carries the new account but no session, and waits for the notice. */
async function signUpWithoutSession() {
  const api = await startTestApi()
  api.intercept(toSignup, async () => jsonAnswer({ user: { id: 1, email: 'first@example.com' } }, 201))
  renderApp('/admin/signup', api)
  await fillSignup('first@example.com', PASSWORD)
  expect(await screen.findByText(ADMIN_MESSAGES.accountCreated)).toBeInTheDocument()
}

describe('signup screen', () => {
  it("shows 'Create Admin' with a browser-enforced 8 character password and a link to login", async () => {
    renderApp('/admin/signup', await startTestApi())
    expect(await screen.findByRole('heading', { name: 'Create Admin' })).toBeInTheDocument()
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('placeholder', 'Minimum 8 characters')
    expect(password).toHaveAttribute('minLength', '8')
    expect(password).toBeRequired()
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/admin/login')
  })

  it('states the password rule before the first try', async () => {
    renderApp('/admin/signup', await startTestApi())
    expect(await screen.findByText(PASSWORD_RULE_TEXT)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("shows 'Account created successfully.', then opens the panel signed in with exactly one session", async () => {
    const api = await startTestApi()
    renderApp('/admin/signup', api)
    await fillSignup('first@example.com', PASSWORD)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ADMIN_MESSAGES.accountCreated))
    const token = localStorage.getItem(ADMIN_TOKEN_KEY)
    expect(token).toBeTruthy()
    expect(await isSessionAlive(api, token!)).toBe(true)
    // The banner stays a moment, then the screen moves on to the panel, with no second sign-in.
    await passTime(SIGNUP_REDIRECT_MS - 1)
    expect(screen.getByRole('heading', { name: 'Create Admin' })).toBeInTheDocument()
    await passTime(1)
    expect(await screen.findByRole('heading', { name: 'Audience', level: 1 })).toBeInTheDocument()
    expect(api.sent.some((request) => request.path === '/auth/login')).toBe(false)
    const sessions = await callApi<AccountSession[]>(api, 'GET', '/auth/sessions', undefined, { token })
    expect(sessions).toHaveLength(1)
  })

  it('goes to login when the signup answers without a session', async () => {
    await signUpWithoutSession()
    await passTime(SIGNUP_REDIRECT_MS)
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
  })

  it('stores nothing when signup answers without a session', async () => {
    await signUpWithoutSession()
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
  })

  it("reads 'Creating…' while busy", async () => {
    const api = await startTestApi()
    const slow = held()
    api.intercept(toSignup, slow.intercept)
    renderApp('/admin/signup', api)
    await fillSignup('first@example.com', PASSWORD)
    expect(await screen.findByRole('button', { name: 'Creating…' })).toBeDisabled()
    slow.release()
    expect(await screen.findByText(ADMIN_MESSAGES.accountCreated)).toBeInTheDocument()
  })

  it('explains a closed signup with the service message', async () => {
    const api = await startTestApi()
    await signUpAdmin(api)
    renderApp('/admin/signup', api)
    await fillSignup('second@example.com', PASSWORD)
    await expectAlert(ADMIN_MESSAGES.signupClosed)
  })

  it.each([
    // The Worker's answer while ADMIN_SIGNUP_ALLOWLIST is empty (the test API is the Node-like open bootstrap).
    [
      'a refusal because no owner is named yet',
      async () => jsonAnswer({ error: API_MESSAGES.bootstrapRefused }, 403),
      API_MESSAGES.bootstrapRefused,
    ],
    ["no answer, falling back to 'Signup failed'", networkFailure, ADMIN_MESSAGES.signupFailed],
  ])('explains %s, and stores no session', async (_case, answer, message) => {
    const api = await startTestApi()
    api.intercept(toSignup, answer)
    renderApp('/admin/signup', api)
    await fillSignup('first@example.com', PASSWORD)
    await expectAlert(message)
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
  })
})

describe('signup through an invite link', () => {
  async function invited(email: string) {
    const api = await startTestApi()
    api.token = await signUpAdmin(api)
    const invite = await createInvite(api, email)
    return { api, invite }
  }

  it('sends the invite from the address with the signup and signs the invited colleague in', async () => {
    const { api, invite } = await invited('colleague@example.com')
    renderApp(`/admin/signup?invite=${invite.token}`, api)
    expect(await screen.findByText(/You were invited/)).toBeInTheDocument()
    await fillSignup('colleague@example.com', PASSWORD)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ADMIN_MESSAGES.accountCreated))
    expect(api.sent.find(toSignup)?.body).toEqual({
      email: 'colleague@example.com',
      password: PASSWORD,
      invite: invite.token,
    })
    expect(await isSessionAlive(api, localStorage.getItem(ADMIN_TOKEN_KEY)!)).toBe(true)
  })

  it("fills in the invite link's email, read-only, and signs up with it", async () => {
    const { api, invite } = await invited('colleague@example.com')
    renderApp(`/admin/signup?invite=${invite.token}&email=colleague%40example.com`, api)
    const email = await screen.findByLabelText('Email')
    expect(email).toHaveValue('colleague@example.com')
    expect(email).toHaveAttribute('readonly')
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), PASSWORD)
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(ADMIN_MESSAGES.accountCreated))
    expect(api.sent.find(toSignup)?.body).toMatchObject({
      email: 'colleague@example.com',
      invite: invite.token,
    })
  })

  it('says the invite was sent to another email', async () => {
    const { api, invite } = await invited('colleague@example.com')
    renderApp(`/admin/signup?invite=${invite.token}`, api)
    await fillSignup('someone@example.com', PASSWORD)
    await expectAlert(API_MESSAGES.inviteEmailMismatch)
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
  })

  it('says an invite link was already used, or is not valid', async () => {
    const { api, invite } = await invited('colleague@example.com')
    await acceptInvite(api, invite.token, 'colleague@example.com')
    const view = renderApp(`/admin/signup?invite=${invite.token}`, api)
    await fillSignup('colleague@example.com', PASSWORD)
    await expectAlert(API_MESSAGES.inviteUsed)
    view.unmount()
    renderApp(`/admin/signup?invite=${'x'.repeat(43)}`, api)
    await fillSignup('colleague@example.com', PASSWORD)
    await expectAlert(API_MESSAGES.inviteInvalid)
  })
})
