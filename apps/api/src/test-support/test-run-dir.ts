import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Names the run's folder to the test processes, which inherit the environment. */
const RUN_DIR = 'STUDIO_TEST_RUN_DIR'

/**
 * A fresh folder for one test's files (a database, a media folder), inside the test run's folder
 * when the run has one, so it goes when the run ends. Each test app made its own folder, which
 * nothing removed: a few thousand per run (a database copy in each) piled up in the temporary folder.
 */
export function scratchDir(prefix: string): string {
  return mkdtempSync(join(process.env[RUN_DIR] ?? tmpdir(), prefix))
}

/**
 * Vitest's global setup (it runs in the main process, before the test processes start): the run's
 * folder, removed when the run ends, pass or fail. Test processes are stopped by a signal, so they
 * cannot remove their own.
 */
export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'studio-test-run-'))
  process.env[RUN_DIR] = dir
  return () => rmSync(dir, { recursive: true, force: true })
}
