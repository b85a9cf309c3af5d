import { ADMIN_EMAIL_KEY, ADMIN_JWT_KEY, ADMIN_TOKEN_KEY } from '@studio/contracts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createFakeApi } from '../../test-support/fake-api'
import { renderApp } from '../../test-support/render-app'

async function fillLogin(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email)
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(screen.getByRole('button', { name: 'Login' }))
}

describe('login screen', () => {
  it("shows 'Admin Login', required email and password fields and the 'Create one' link", async () => {
    renderApp('/admin/login', createFakeApi(), { signedIn: false })
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Email')).toBeRequired()
    expect(screen.getByLabelText('Password')).toBeRequired()
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/admin/signup')
  })

  it('shows and hides the password with the toggle', async () => {
    renderApp('/admin/login', createFakeApi(), { signedIn: false })
    const password = await screen.findByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('stores admin_token, admin_jwt and admin_email and opens the panel', async () => {
    renderApp('/admin/login', createFakeApi(), { signedIn: false })
    await fillLogin('admin@example.com', 'correct horse')
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument()
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('good-token')
    expect(localStorage.getItem(ADMIN_JWT_KEY)).toBe('good-token')
    expect(localStorage.getItem(ADMIN_EMAIL_KEY)).toBe('admin@example.com')
  })

  it("reads 'Logging in…' and is disabled while the request runs", async () => {
    const api = createFakeApi()
    let release: () => void = () => {}
    api.override((call) =>
      call.path === '/auth/login'
        ? new Promise<undefined>((resolve) => (release = () => resolve(undefined)))
        : undefined,
    )
    renderApp('/admin/login', api, { signedIn: false })
    await fillLogin('admin@example.com', 'correct horse')
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled()
    release()
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument()
  })

  it("shows the service's message in the error banner", async () => {
    renderApp('/admin/login', createFakeApi(), { signedIn: false })
    await fillLogin('admin@example.com', 'wrong password')
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid email or password\.$/)
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
  })

  it("falls back to 'Login failed' when no answer comes back", async () => {
    const api = createFakeApi()
    api.override((call) => {
      if (call.path === '/auth/login') throw new TypeError('Failed to fetch')
      return undefined
    })
    renderApp('/admin/login', api, { signedIn: false })
    await fillLogin('admin@example.com', 'correct horse')
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/)
  })

  it("fails with 'No session token returned.' when the answer has no token", async () => {
    const api = createFakeApi()
    api.override((call) =>
      call.path === '/auth/login' ? api.json({ user: { id: 1, email: 'admin@example.com' } }) : undefined,
    )
    renderApp('/admin/login', api, { signedIn: false })
    await fillLogin('admin@example.com', 'correct horse')
    expect(await screen.findByRole('alert')).toHaveTextContent('No session token returned.')
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
  })
})
