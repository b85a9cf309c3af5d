import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { findLogLeaks } from '@studio/contracts/log-leaks'

/**
 * The logs of an end-to-end run's servers (test-only code): each server (the API, the site's
 * Worker) writes its output to a file in `<run state>/server-logs/`, the tests record the secrets
 * they use there as they use them (a password, a session's token, an enquiry's words), and the
 * run's global teardown fails the run on any line that gives one away, or a visitor's address
 * (@studio/contracts/log-leaks).
 */

const SECRETS_FILE = 'secrets.jsonl'

/** The run's folder of server logs (made when missing). */
export function serverLogDir(stateDir: string): string {
  const dir = path.join(stateDir, 'server-logs')
  mkdirSync(dir, { recursive: true })
  return dir
}

/** The file a server named `name` writes its output to (appended to: a restarted server keeps it). */
export function serverLogFile(stateDir: string, name: string): string {
  return path.join(serverLogDir(stateDir), `${name}.log`)
}

/** Records values no log line may hold (one JSON text a line: a value may span lines). */
export function recordLogSecrets(stateDir: string | undefined, ...values: string[]): void {
  if (!stateDir) return
  const lines = values.filter((value) => value.length > 0).map((value) => `${JSON.stringify(value)}\n`)
  if (lines.length > 0) appendFileSync(path.join(serverLogDir(stateDir), SECRETS_FILE), lines.join(''))
}

function recordedSecrets(dir: string): string[] {
  const file = path.join(dir, SECRETS_FILE)
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as string)
}

/**
 * Throws, naming each offending line, when a server's log holds a recorded secret, one of `known`
 * (the suites' fixed passwords) or a visitor's address. Answers how many lines of how many logs
 * were read, so a check that read nothing shows.
 */
export function checkServerLogs(
  stateDir: string,
  known: readonly string[] = [],
): { files: number; lines: number } {
  const dir = serverLogDir(stateDir)
  const secrets = [...known, ...recordedSecrets(dir)]
  const logs = readdirSync(dir).filter((name) => name.endsWith('.log'))
  const found: string[] = []
  let lines = 0
  for (const name of logs) {
    const text = readFileSync(path.join(dir, name), 'utf8')
    lines += text.split('\n').length
    for (const leak of findLogLeaks(text, secrets)) {
      found.push(`${name}:${leak.line}: ${leak.found === leak.text ? '' : `${leak.found}: `}${leak.text}`)
    }
  }
  if (found.length > 0) {
    throw new Error(
      `${found.length} server log lines give away a secret or a visitor's address:\n${found.slice(0, 20).join('\n')}`,
    )
  }
  return { files: logs.length, lines }
}
