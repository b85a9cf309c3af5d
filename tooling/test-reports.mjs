import { fileURLToPath } from 'node:url'

/** Where every test run writes its JSON report, read by the summary at the end of `npm test`
 * (scripts/test-timings.mjs): one file per run, named for it. */
export const TEST_REPORTS_DIR = fileURLToPath(
  new URL('../node_modules/.cache/test-timings/', import.meta.url),
)

/** The JSON report of the run `name` (`api`, `site-e2e`...). */
export const testReportPath = (name) => `${TEST_REPORTS_DIR}${name}.json`
