import { type Client, createClient } from '@libsql/client'
import { createApp } from '../app'
import { createDatabase } from '../db/client'
import type { TestApp } from './test-app'

/**
 * Test-only: the test app over a client of its own database that counts the calls going to the
 * database. Over HTTP (Turso, start:edge) each is a round trip, so this is a route's round trips
 * (issue 43's budgets). Close it when done.
 */

/** Every client call that goes to the database. */
const ROUND_TRIP_METHODS = new Set(['execute', 'batch', 'executeMultiple', 'migrate', 'transaction'])

export function countRoundTrips(t: TestApp) {
  const inner: Client = createClient({ url: `file:${t.dir}/test.db`, timeout: 10_000 })
  let calls = 0
  const client = new Proxy(inner, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver)
      if (typeof value !== 'function') return value
      if (typeof property !== 'string' || !ROUND_TRIP_METHODS.has(property)) return value.bind(target)
      return (...args: unknown[]) => {
        calls += 1
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
  const deps = { ...t.deps, db: createDatabase(client) }
  return {
    /** The test app's calls, answered from the counting client. */
    t: { ...t, app: createApp(deps) },
    /** The app's dependencies over the counting client (for a route or middleware alone). */
    deps,
    /** Round trips since the last call (so each request is counted on its own). */
    take() {
      const counted = calls
      calls = 0
      return counted
    },
    close: () => inner.close(),
  }
}
