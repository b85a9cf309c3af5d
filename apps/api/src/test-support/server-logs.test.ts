import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkServerLogs, recordLogSecrets, serverLogFile } from './server-logs'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function runState(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'server-logs-'))
  dirs.push(dir)
  return dir
}

describe("the e2e run's server log check", () => {
  it('passes logs without a secret, and says what it read', () => {
    const state = runState()
    recordLogSecrets(state, 'a-session-token-0123456789')
    writeFileSync(serverLogFile(state, 'api'), '{"level":"warn","event":"auth.unauthorized","status":401}\n')
    writeFileSync(serverLogFile(state, 'site'), 'ready\n')
    expect(checkServerLogs(state, ['Violet-harbour-lantern-42'])).toEqual({ files: 2, lines: 4 })
  })

  it('fails on a recorded secret, a known password or an address, naming the file and the line', () => {
    const state = runState()
    recordLogSecrets(state, 'a-session-token-0123456789', 'We need a site\nfor the engine.')
    writeFileSync(
      serverLogFile(state, 'api'),
      [
        'API listening on http://127.0.0.1:8798',
        '{"level":"error","event":"x","cause":"Error: token a-session-token-0123456789"}',
        '{"level":"warn","event":"y","client":"127.0.0.21"}',
      ].join('\n'),
    )
    writeFileSync(serverLogFile(state, 'site'), 'login with Violet-harbour-lantern-42\n')
    expect(() => checkServerLogs(state, ['Violet-harbour-lantern-42'])).toThrow(
      /3 server log lines[\s\S]*api\.log:2: a-session-token-0123456789: [\s\S]*api\.log:3: IP address 127\.0\.0\.21: [\s\S]*site\.log:1: Violet-harbour-lantern-42: /,
    )
  })
})
