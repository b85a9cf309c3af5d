import { checkServerLogs } from '@studio/api/server-logs'
import { e2eDataDir } from './api-server'

/**
 * After the run (the global setup's teardown has stopped the API): no line the API or the site's
 * Worker wrote (`<run>/server-logs`) holds a password, a token or an enquiry's words the tests
 * recorded (fixtures.ts, the specs), or a visitor's address.
 */
export default function globalTeardown() {
  const read = checkServerLogs(e2eDataDir())
  console.log(`Server logs checked: ${read.lines} lines in ${read.files} files, no secret or address.`)
}
