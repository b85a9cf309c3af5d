import { spawn } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import path from 'node:path'

/**
 * One run of the scheduled jobs against a running Node API's database and folders, as its own
 * timer (or the Worker's Cron Trigger) runs them, but at the time `now` (test-only code): an
 * end-to-end test runs the alert retries that are hours apart without waiting for them. The run is
 * a process of its own (scheduled-run-cli.ts) on the server's environment `env`; `jobs` names the
 * jobs to run (all by default). Answers its output's lines (its log), appended to `logFile` too
 * when one is given.
 */
export function runScheduledAt(
  env: Record<string, string | undefined>,
  now: Date,
  { jobs, logFile }: { jobs?: readonly string[]; logFile?: string } = {},
): Promise<string[]> {
  const apiDir = path.resolve(import.meta.dirname, '../..')
  const child = spawn('npx', ['tsx', 'src/test-support/scheduled-run-cli.ts'], {
    cwd: apiDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      SCHEDULED_RUN_AT: now.toISOString(),
      ...(jobs ? { SCHEDULED_RUN_JOBS: JSON.stringify(jobs) } : {}),
    },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8')
  })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      if (logFile) appendFileSync(logFile, output)
      if (code === 0) resolve(output.split('\n').filter(Boolean))
      else reject(new Error(`The scheduled run exited with ${code}:\n${output}`))
    })
  })
}
