import type { Client } from '@libsql/client'
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql'
import * as schema from './schema'

export type Database = LibSQLDatabase<typeof schema>

/** Wraps a libSQL client (file, memory or HTTP) in drizzle with the app's schema. */
export function createDatabase(client: Client): Database {
  return drizzle(client, { schema })
}
