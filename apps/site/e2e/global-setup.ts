import { MAIN_DATABASE, startApi, stopApi, waitForCoverVariants } from './api-server'

/**
 * Starts the run's API on its seeded database, and waits for the demo covers' variants (made by its
 * start-up backfill) so every test sees the pictures a visitor gets; the returned function stops it
 * after the run.
 */
export default async function globalSetup() {
  await stopApi()
  await startApi(MAIN_DATABASE())
  await waitForCoverVariants()
  return stopApi
}
