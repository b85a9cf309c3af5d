import { JsonReporter } from 'vitest/reporters'
import { testReportPath } from './test-reports.mjs'

/**
 * Vitest's JSON report with the run's errors outside any test (an unhandled rejection, an error
 * thrown after a test ended) added as `unhandledErrors`: such an error fails the run with every test
 * passed, and the summary at the end of `npm test` (scripts/test-timings.mjs) names it.
 */
class TimingsReporter extends JsonReporter {
  unhandledErrors = []

  async onTestRunEnd(testModules, unhandledErrors, reason) {
    this.unhandledErrors = unhandledErrors.map((error) => ({
      message: String(error?.message ?? error),
      stack: error?.stack,
    }))
    await super.onTestRunEnd(testModules, unhandledErrors, reason)
  }

  async writeReport(report) {
    await super.writeReport(JSON.stringify({ ...JSON.parse(report), unhandledErrors: this.unhandledErrors }))
  }
}

/**
 * What every vitest config reports: the default reporter on the terminal, and the JSON report named
 * `name` that the summary at the end of `npm test` reads (scripts/test-timings.mjs).
 */
export function testReporters(name) {
  return ['default', new TimingsReporter({ outputFile: testReportPath(name) })]
}
