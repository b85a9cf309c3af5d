import { MAIN_DATABASE, startApi, stopApi } from './api-server'

/** Starts the run's API on its seeded database; the returned function stops it after the run. */
export default async function globalSetup() {
  await stopApi()
  await startApi(MAIN_DATABASE())
  return stopApi
}
