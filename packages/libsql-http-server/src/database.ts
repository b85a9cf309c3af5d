import { ConnectionPool } from '@libsql/client/sqlite3'

/**
 * The libSQL file behind the server. Connections come from @libsql/client's own connection pool:
 * its public clients hand out a connection only per call or per `transaction()` (which issues its
 * own BEGIN and ends at COMMIT), while a Hrana stream is a bare connection that the remote client
 * drives with its own BEGIN and COMMIT across requests.
 */
export type Connection = ReturnType<ConnectionPool['acquireSync']>

/** Enough for a bench's concurrency; a stream beyond it waits for one to close or expire. */
const MAX_CONNECTIONS = 64

export interface Database {
  /** A fresh connection for a new stream, as sqld gives each stream its own. */
  openConnection(): Promise<Connection>
  /** Ends a stream's connection; SQLite rolls back a transaction left open. */
  closeConnection(connection: Connection): void
  /**
   * The EXPLAIN program of `sql`, from a connection of its own that is closed at once: libSQL keeps
   * an EXPLAIN of a write statement active until garbage collection, and an active statement on a
   * stream's connection would hold back the commit of that stream's later writes.
   */
  explain(sql: string): Promise<unknown[][]>
  close(): void
}

export function openDatabase(file: string): Database {
  const pool = new ConnectionPool(file, {}, MAX_CONNECTIONS)
  const first = pool.acquireSync()
  // WAL, as sqld runs: readers keep their snapshot while another stream writes.
  first.prepare('PRAGMA journal_mode = WAL').raw(true).all()
  first.close()
  pool.release(first)
  return {
    async openConnection() {
      const connection = await pool.acquire()
      // Never wait inside SQLite: the connection is synchronous, so a busy wait would block the
      // event loop and with it the request that would release the lock. Streams retry instead.
      connection.prepare('PRAGMA busy_timeout = 0').raw(true).all()
      return connection
    },
    closeConnection(connection) {
      // Closed rather than pooled, so no stream inherits another's PRAGMAs or temp tables.
      if (connection.open) connection.close()
      pool.release(connection)
    },
    async explain(sql) {
      const connection = await pool.acquire()
      try {
        return connection.prepare(`EXPLAIN ${sql}`).raw(true).all() as unknown[][]
      } finally {
        connection.close()
        pool.release(connection)
      }
    },
    close() {
      pool.close()
    },
  }
}
