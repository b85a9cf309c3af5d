import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from './render-app'
import { startSignedIn } from './seed'
import { neverAnswer, to } from './test-api'

/** The rows of the table named `name`, its header row left out. */
export const bodyRowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1)

/**
 * Opens a list screen whose list (`GET listPath`) never answers, and checks that its table, named
 * like the screen's heading, stands in with 6 skeleton rows and says it is busy.
 */
export async function expectSkeletonRows(screenPath: string, listPath: string, name: string) {
  const api = await startSignedIn()
  api.intercept(to('GET', listPath), neverAnswer)
  renderApp(screenPath, api)
  await screen.findByRole('heading', { name })
  expect(bodyRowsOf(name)).toHaveLength(6)
  expect(screen.getByRole('table', { name })).toHaveAttribute('aria-busy', 'true')
}

/** Once `listed` shows, types a search that matches nothing into the search box named `searchBox`. */
export async function searchForNothing(listed: string, searchBox: string) {
  await screen.findByText(listed)
  await userEvent.type(screen.getByRole('searchbox', { name: searchBox }), 'zzz')
}
