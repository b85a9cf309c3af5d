import type { SecondStep } from '@studio/contracts'

/**
 * The second step a right password answered, kept in sessionStorage between the login screen and
 * the second-step screen: a short-lived attempt token that opens nothing without the second factor.
 */
const KEY = 'admin_second_step'

export interface PendingStep extends SecondStep {
  email: string
}

export function keepPendingStep(step: PendingStep): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(step))
  } catch {
    // Storage refused: the second-step screen then sends the admin back to login.
  }
}

export function readPendingStep(): PendingStep | null {
  try {
    const text = sessionStorage.getItem(KEY)
    return text ? (JSON.parse(text) as PendingStep) : null
  } catch {
    return null
  }
}

export function dropPendingStep(): void {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Nothing kept.
  }
}
