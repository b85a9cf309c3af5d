import { ADMIN_TOKEN_KEY } from '@studio/contracts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createFakeApi } from '../../test-support/fake-api'
import { renderApp } from '../../test-support/render-app'

async function fillSignup(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email)
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
}

describe('signup screen', () => {
  it("shows 'Create Admin' with a browser-enforced 8 character password and a link to login", async () => {
    renderApp('/admin/signup', createFakeApi(), { signedIn: false })
    expect(await screen.findByRole('heading', { name: 'Create Admin' })).toBeInTheDocument()
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('placeholder', 'Minimum 8 characters')
    expect(password).toHaveAttribute('minLength', '8')
    expect(password).toBeRequired()
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/admin/login')
  })

  it("shows 'Account created successfully.' and then goes to the login screen", async () => {
    const api = createFakeApi({ admins: [] })
    renderApp('/admin/signup', api, { signedIn: false })
    await fillSignup('first@example.com', 'long enough pass')
    expect(await screen.findByRole('status')).toHaveTextContent('Account created successfully.')
    expect(api.state.admins.map((admin) => admin.email)).toEqual(['first@example.com'])
    expect(await screen.findByRole('heading', { name: 'Admin Login' }, { timeout: 3000 })).toBeInTheDocument()
    // This signup answered without a session, so nothing is stored.
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull()
  })

  it('stores the token when signup returns a session', async () => {
    const api = createFakeApi()
    api.override((call) =>
      call.path === '/auth/signup'
        ? api.json(
            { access_token: 'fresh-token', token_type: 'bearer', user: { id: 2, email: 'b@example.com' } },
            201,
          )
        : undefined,
    )
    renderApp('/admin/signup', api, { signedIn: false })
    await fillSignup('b@example.com', 'long enough pass')
    expect(await screen.findByText('Account created successfully.')).toBeInTheDocument()
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe('fresh-token')
  })

  it("reads 'Creating…' while busy", async () => {
    const api = createFakeApi({ admins: [] })
    let release: () => void = () => {}
    api.override((call) =>
      call.path === '/auth/signup'
        ? new Promise<undefined>((resolve) => (release = () => resolve(undefined)))
        : undefined,
    )
    renderApp('/admin/signup', api, { signedIn: false })
    await fillSignup('first@example.com', 'long enough pass')
    expect(screen.getByRole('button', { name: 'Creating…' })).toBeDisabled()
    release()
    expect(await screen.findByText('Account created successfully.')).toBeInTheDocument()
  })

  it('explains a closed signup with the service message', async () => {
    renderApp('/admin/signup', createFakeApi(), { signedIn: false })
    await fillSignup('second@example.com', 'long enough pass')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Signup is closed\. Ask an administrator to add your email\.$/,
    )
  })

  it("falls back to 'Signup failed'", async () => {
    const api = createFakeApi({ admins: [] })
    api.override((call) => {
      if (call.path === '/auth/signup') throw new TypeError('Failed to fetch')
      return undefined
    })
    renderApp('/admin/signup', api, { signedIn: false })
    await fillSignup('first@example.com', 'long enough pass')
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Signup failed$/)
  })
})
