import { quietBuildOutput } from './build.mjs'

const WARNING = (names: string) =>
  `\x1b[33m▲ \x1b[43;33m[\x1b[43;30mWARNING\x1b[43;33m]\x1b[0m \x1b[1mMissing required secrets: ${names}. Add them to .dev.vars, .env, or set as environment variables.\x1b[0m`

describe("the site build's quiet output", () => {
  it('drops the missing-secret warning for a secret the run supplies later, and its blank lines', () => {
    const keep = quietBuildOutput()
    expect([WARNING('AUDIENCE_SECRET'), '', 'vite v7 building'].map(keep)).toEqual([
      null,
      null,
      'vite v7 building',
    ])
  })

  it('keeps it when another secret is missing, and keeps every other line', () => {
    const keep = quietBuildOutput()
    expect(keep(WARNING('AUDIENCE_SECRET, PAYMENT_KEY'))).not.toBeNull()
    expect(keep('')).toBe('')
    expect(keep('▲ [WARNING] Something else')).toBe('▲ [WARNING] Something else')
  })
})
