import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from './render-app'
import type { TestApi } from './test-api'

/**
 * Renders the screen at `path`, clicks the button named `button` once the screen shows it (an
 * Edit button, once the rows have loaded), and returns the drawer named `name` that it opens.
 */
export async function openDrawer(api: TestApi, path: string, button: string, name: string) {
  renderApp(path, api)
  await userEvent.click(await screen.findByRole('button', { name: button }))
  return screen.getByRole('dialog', { name })
}

/** Types each value into the field of `drawer` labelled with its key, in the order given. */
export async function typeFields(drawer: HTMLElement, values: Record<string, string>) {
  // Key by key, without user-event's pause between keys (no drawer times keystrokes).
  const user = userEvent.setup({ delay: null })
  for (const [label, value] of Object.entries(values)) {
    await user.type(within(drawer).getByLabelText(label), value)
  }
}

/** Clicks the drawer's 'Save changes' and waits for it to close, which it does once the save is answered. */
export async function saveDrawer(drawer: HTMLElement) {
  await userEvent.click(within(drawer).getByRole('button', { name: 'Save changes' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}
