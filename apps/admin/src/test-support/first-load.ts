import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from './render-app'
import { held, type TestApi, to } from './test-api'

interface TypedWhileLoading {
  /** The screen's address, e.g. '/admin/projects?category=apps'. */
  url: string
  /** The API path of the screen's first read, held until the typing is done. */
  read: string
  /** The box's label. */
  label: string
  /** What is typed into the box while that read is held. */
  typed: string
  /** Checks of the loading screen, made before the typing. */
  whileHeld?: () => void
}

/**
 * Opens a list screen with its first read held, clicks its search or filter box and types into it
 * while the screen still says "Loading…", then lets the read through. `typeRest`, once the test has
 * seen the loaded list, types the rest and checks the box on screen is still the one typed into
 * during the load, with the focus and the whole text.
 */
export async function typeWhileFirstReadIsHeld(
  api: TestApi,
  { url, read, label, typed, whileHeld }: TypedWhileLoading,
) {
  const first = held()
  let holding = true
  api.intercept((request) => holding && to('GET', read)(request), first.intercept)
  const rendered = renderApp(url, api)
  const box = await screen.findByLabelText(label)
  expect(screen.getByText('Loading…')).toBeInTheDocument()
  whileHeld?.()
  await userEvent.click(box)
  await userEvent.keyboard(typed)
  holding = false
  first.release()
  async function typeRest(rest: string) {
    await userEvent.keyboard(rest)
    expect(screen.getByLabelText(label)).toBe(box)
    expect(box).toHaveFocus()
    expect(box).toHaveValue(typed + rest)
  }
  return { ...rendered, box, typeRest }
}
