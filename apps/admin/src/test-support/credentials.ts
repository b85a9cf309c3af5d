import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

/** Fills the login or signup form (whichever is shown) and submits it with the named button. */
export async function submitCredentials(button: 'Login' | 'Create account', email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email)
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(screen.getByRole('button', { name: button }))
}
