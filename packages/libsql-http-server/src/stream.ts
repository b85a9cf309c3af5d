import { executeBatch } from './batch'
import { withBusyRetry } from './busy-retry'
import type { Connection } from './database'
import { type HranaError, isObject, ProtocolError, type StmtResult, type StreamResponse } from './protocol'
import { splitStatements } from './sql-text'
import { describeStatement, prepareStatement, type Statement } from './statements'

/** sqld refuses stored SQL texts over 5 kB; the client's cache skips longer ones for that reason. */
const MAX_STORED_SQL_LENGTH = 5_000
const MAX_STORED_SQLS = 150

/** The error a stream result carries for a failed request: SQLite's message and base code. */
export function hranaError(error: unknown): HranaError {
  if (error instanceof ProtocolError) return { message: error.message, code: error.code }
  if (error instanceof Error && 'rawCode' in error && typeof error.rawCode === 'number') {
    return {
      message: error.message,
      code: sqliteBaseCode(error.rawCode, String('code' in error ? error.code : '')),
    }
  }
  return { message: error instanceof Error ? error.message : String(error), code: 'INTERNAL' }
}

/** `SQLITE_CONSTRAINT` for `SQLITE_CONSTRAINT_PRIMARYKEY`: Hrana carries the base code. */
function sqliteBaseCode(rawCode: number, extendedName: string): string {
  if (rawCode <= 0xff) return extendedName
  const base = extendedName.split('_').slice(0, 2).join('_')
  return base.startsWith('SQLITE_') ? base : extendedName
}

function protoError(message: string): ProtocolError {
  return new ProtocolError(message, 'HRANA_PROTO_ERROR')
}

/**
 * One Hrana stream: a connection of its own and the SQL texts stored on it. Requests run one at a
 * time, in order; the HTTP layer guarantees a stream handles one pipeline at a time.
 */
export class Stream {
  readonly #sqls = new Map<number, string>()
  readonly #busyTimeoutMs: number

  readonly #explain: (sql: string) => Promise<unknown[][]>

  constructor(
    readonly connection: Connection,
    { busyTimeoutMs, explain }: { busyTimeoutMs: number; explain: (sql: string) => Promise<unknown[][]> },
  ) {
    this.#busyTimeoutMs = busyTimeoutMs
    this.#explain = explain
  }

  #sqlOf(request: Record<string, unknown>): string {
    const { sql, sql_id: sqlId } = request
    if (typeof sql === 'string' && sqlId === undefined) return sql
    if (sql === undefined && typeof sqlId === 'number') {
      const stored = this.#sqls.get(sqlId)
      if (stored === undefined) throw protoError(`No SQL text is stored under sql_id ${sqlId}`)
      return stored
    }
    throw protoError('A statement needs exactly one of "sql" and "sql_id"')
  }

  #statement(stmt: unknown): Statement {
    if (!isObject(stmt)) throw protoError('"stmt" must be an object')
    const { args = [], named_args: namedArgs = [], want_rows: wantRows = true } = stmt
    if (!Array.isArray(args) || !Array.isArray(namedArgs))
      throw protoError('"args" and "named_args" must be arrays')
    return {
      sql: this.#sqlOf(stmt),
      args,
      namedArgs: namedArgs.map((arg) =>
        isObject(arg) ? { name: arg.name, value: arg.value } : { name: undefined, value: undefined },
      ),
      wantRows: wantRows !== false,
    }
  }

  #retrying<T>(run: () => T): Promise<T> {
    return withBusyRetry(run, { timeoutMs: this.#busyTimeoutMs })
  }

  /** Runs one statement, waiting for the write lock; the same prepared statement runs each time. */
  #execute(stmt: unknown): Promise<StmtResult> {
    const statement = this.#statement(stmt)
    let run: (() => StmtResult) | undefined
    return this.#retrying(() => {
      run ??= prepareStatement(this.connection, statement)
      return run()
    })
  }

  /** Answers one stream request other than `close`, which the stream registry handles. */
  async handle(request: Record<string, unknown>, version: number): Promise<StreamResponse> {
    switch (request.type) {
      case 'execute': {
        return { type: 'execute', result: await this.#execute(request.stmt) }
      }
      case 'batch': {
        const batch = request.batch
        if (!isObject(batch) || !Array.isArray(batch.steps)) throw protoError('"batch" needs "steps"')
        const steps = batch.steps.map((step: unknown) => {
          if (!isObject(step)) throw protoError('A batch step must be an object')
          return { condition: step.condition, stmt: step.stmt }
        })
        const result = await executeBatch(
          steps,
          this.connection,
          version,
          (stmt) => this.#execute(stmt),
          hranaError,
        )
        return { type: 'batch', result }
      }
      case 'sequence': {
        // Statement by statement, so a statement that meets a lock waits without repeating those before it.
        for (const sql of splitStatements(this.#sqlOf(request))) {
          await this.#retrying(() => this.connection.exec(sql))
        }
        return { type: 'sequence' }
      }
      case 'describe': {
        const sql = this.#sqlOf(request)
        return { type: 'describe', result: await describeStatement(this.connection, this.#explain, sql) }
      }
      case 'store_sql': {
        const { sql_id: sqlId, sql } = request
        if (typeof sqlId !== 'number' || typeof sql !== 'string')
          throw protoError('"store_sql" needs "sql_id" and "sql"')
        if (this.#sqls.has(sqlId)) throw protoError(`sql_id ${sqlId} is already in use on this stream`)
        if (sql.length > MAX_STORED_SQL_LENGTH) {
          throw new ProtocolError(
            `A stored SQL text may have at most ${MAX_STORED_SQL_LENGTH} characters`,
            'SQL_TOO_LONG',
          )
        }
        if (this.#sqls.size >= MAX_STORED_SQLS) {
          throw new ProtocolError(`A stream may store at most ${MAX_STORED_SQLS} SQL texts`, 'SQL_STORE_FULL')
        }
        this.#sqls.set(sqlId, sql)
        return { type: 'store_sql' }
      }
      case 'close_sql': {
        if (typeof request.sql_id !== 'number') throw protoError('"close_sql" needs "sql_id"')
        this.#sqls.delete(request.sql_id)
        return { type: 'close_sql' }
      }
      case 'get_autocommit':
        if (version < 3) throw protoError('"get_autocommit" needs protocol version 3 (/v3/pipeline)')
        return { type: 'get_autocommit', is_autocommit: !this.connection.inTransaction }
      default:
        throw new ProtocolError(
          `Stream request type ${JSON.stringify(request.type)} is not implemented by this server`,
          'NOT_IMPLEMENTED',
        )
    }
  }
}
