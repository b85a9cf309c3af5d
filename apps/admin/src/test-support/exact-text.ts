import { screen } from '@testing-library/react'

/** Matches an element whose whole text is `text` (toHaveTextContent with a string only checks it contains it). */
export function exactText(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}

/** Matches an element whose text starts with `text`. */
export function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
}

/** Waits for the screen's alert and checks that it says exactly `text`. */
export async function expectAlert(text: string) {
  expect(await screen.findByRole('alert')).toHaveTextContent(exactText(text))
}
