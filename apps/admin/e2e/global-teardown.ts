import { checkServerLogs } from '@studio/api/server-logs'
import { E2E } from '../playwright.config'

/**
 * After the run, before its servers stop: no line of the API's log (`<run>/server-logs`) holds a
 * password, a token or an enquiry's words the tests recorded (fixtures.ts, the specs), or a
 * visitor's address.
 */
export default function globalTeardown() {
  const read = checkServerLogs(E2E.dataDir)
  console.log(`Server logs checked: ${read.lines} lines in ${read.files} files, no secret or address.`)
}
