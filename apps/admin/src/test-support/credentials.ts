import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

/** Fills the login or signup form (whichever is shown) and submits it with the named button. */
export async function submitCredentials(button: 'Login' | 'Create account', email: string, password: string) {
  // Typed key by key, without user-event's pause between keys (no screen here times keystrokes).
  const user = userEvent.setup({ delay: null })
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: button }))
}
