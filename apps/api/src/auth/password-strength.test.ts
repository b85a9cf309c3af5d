import { readFileSync } from 'node:fs'
import { API_MESSAGES } from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { DICTIONARIES_FILE, dictionariesSource } from './generate-password-dictionaries'
import { passwordPolicyError } from './password-strength'

const EMAIL = 'owner@studio.test'

describe('the signup password policy', () => {
  it.each(['        ', '\t\t\t\t\t\t\t\t', ' \n \n \n \n'])(
    'refuses a whitespace-only password (%j)',
    (password) => {
      expect(passwordPolicyError(password, EMAIL)).toBe(API_MESSAGES.passwordBlank)
    },
  )

  it.each([
    'studio123',
    'Password1',
    'P@ssw0rd123',
    'qwertyuiop123',
    'iloveyou123',
    'summer2023',
    'michael1985',
    'aaaaaaaaaaaa',
    'abcdefgh12345678',
    'owner@studio.test',
  ])('refuses the easily guessed %j with the helpful text', (password) => {
    expect(passwordPolicyError(password, EMAIL)).toBe(API_MESSAGES.weakPassword)
  })

  it.each(['correct horse battery staple', 'another good passphrase', 'Tr0ub4dor&3', 'j8#Lq2!vZp'])(
    'accepts %j',
    (password) => {
      expect(passwordPolicyError(password, EMAIL)).toBeNull()
    },
  )

  it("counts the person's own email against the password", () => {
    expect(passwordPolicyError('quokkazanzibar', 'someone@else.test')).toBeNull()
    expect(passwordPolicyError('quokkazanzibar', 'quokkazanzibar@studio.test')).toBe(
      API_MESSAGES.weakPassword,
    )
  })

  it('scores a 256-character symbol-heavy password in well under a second of CPU', () => {
    const alphabet = '4@8({[<3=6&#!|1liI|0$5+7%2'
    const password = Array.from({ length: 256 }, (_, i) => alphabet[(i * 7) % alphabet.length]).join('')
    // CPU time, not the wall clock: beside the end-to-end tests on 2 cores, the wall clock measures the
    // machine's load. With the caps this costs 0.1 to 0.2 s; with zxcvbn's defaults, 1.3 to 1.5 s.
    const started = process.cpuUsage()
    passwordPolicyError(password, EMAIL)
    const used = process.cpuUsage(started)
    expect((used.user + used.system) / 1000).toBeLessThan(750)
  })

  it('ships word lists that match the installed zxcvbn packages (regenerate after an upgrade)', () => {
    expect(readFileSync(DICTIONARIES_FILE, 'utf8')).toBe(dictionariesSource())
  })
})
