import { API_MESSAGES } from '@studio/contracts'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs } from '@zxcvbn-ts/language-common'
import { PASSWORD_DICTIONARIES } from './password-dictionaries.gen'

/**
 * The signup password policy. Length is the contract's rule; here a password must hold more than
 * whitespace and reach zxcvbn score 3 ("safely unguessable": about 10^8 guesses or more), judged
 * against common passwords, words and names, keyboard walks, repeats, sequences, dates and the
 * person's own email.
 */
export const MIN_PASSWORD_SCORE = 3

let estimator: ZxcvbnFactory | undefined

/** Built on first use: ranking the word lists takes a few milliseconds no other request should pay. */
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: PASSWORD_DICTIONARIES,
    graphs: adjacencyGraphs,
    // The defaults (256 characters, 100 l33t substitutions) let one long symbol-heavy password cost
    // seconds of CPU; the first 64 characters decide the score of any password a person types.
    maxLength: 64,
    l33tMaxSubstitutions: 8,
  })
  return estimator
}

export function passwordScore(password: string, userInputs: string[] = []): number {
  return strengthEstimator().check(password, userInputs).score
}

/** The contract text that refuses this password, or null when it is acceptable. */
export function passwordPolicyError(password: string, email: string): string | null {
  if (password.trim() === '') return API_MESSAGES.passwordBlank
  const localPart = email.slice(0, email.lastIndexOf('@'))
  if (passwordScore(password, [email, localPart]) < MIN_PASSWORD_SCORE) return API_MESSAGES.weakPassword
  return null
}
