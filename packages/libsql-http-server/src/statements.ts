import type { Connection } from './database'
import {
  type DescribeResult,
  ProtocolError,
  type SqlValue,
  type StmtResult,
  valueFromHrana,
  valueToHrana,
} from './protocol'
import { firstKeyword, parameterNames, splitStatements } from './sql-text'

/** A statement as a stream runs it: its SQL (already looked up for a `sql_id`) and its arguments. */
export interface Statement {
  sql: string
  args: unknown[]
  namedArgs: { name: unknown; value: unknown }[]
  wantRows: boolean
}

/** Only one statement per `execute` or batch step, as sqld requires; libSQL would drop the rest. */
export function singleStatement(sql: string): string {
  const statements = splitStatements(sql)
  if (statements.length === 0)
    throw new ProtocolError('The SQL text contains no statement', 'SQL_NO_STATEMENT')
  if (statements.length > 1) {
    throw new ProtocolError(
      `The SQL text contains ${statements.length} statements; execute takes one (use sequence for more)`,
      'SQL_MANY_STATEMENTS',
    )
  }
  return sql
}

/** Positional arguments as given; named ones placed at their parameter's index. */
function bindings(statement: Statement): SqlValue[] {
  const values = statement.args.map(valueFromHrana)
  if (statement.namedArgs.length === 0) return values
  const params = parameterNames(statement.sql)
  for (const arg of statement.namedArgs) {
    if (typeof arg.name !== 'string')
      throw new ProtocolError('A named argument needs a name', 'HRANA_PROTO_ERROR')
    const name = arg.name
    // Like sqld: the name as written (`:id`), or without its prefix (`id` matches `:id`, `@id`, `$id`).
    const index = params.findIndex((param) => param === name || (param !== null && param.slice(1) === name))
    if (index === -1) {
      throw new ProtocolError(`The statement has no parameter named ${JSON.stringify(name)}`, 'ARGS_INVALID')
    }
    while (values.length <= index) values.push(null)
    values[index] = valueFromHrana(arg.value)
  }
  return values
}

/** Changes, total changes and last rowid of the connection, exact beyond 2^53. */
function counters(connection: Connection): [bigint, bigint, bigint] {
  // `all`, not `get`: a statement left mid-step stays in progress, and SQLite then refuses COMMIT.
  const [row] = connection
    .prepare('SELECT changes(), total_changes(), last_insert_rowid()')
    .raw(true)
    .safeIntegers(true)
    .all([]) as [[bigint, bigint, bigint]]
  return row
}

/**
 * Prepares the statement and answers a function that runs it. Run it again after SQLITE_BUSY:
 * a statement stopped by a lock stays in progress until it runs again or is finalized, and one left
 * in progress makes SQLite refuse the connection's COMMIT ("SQL statements in progress").
 */
export function prepareStatement(connection: Connection, statement: Statement): () => StmtResult {
  const sql = singleStatement(statement.sql)
  const values = bindings(statement)
  const prepared = connection.prepare(sql).safeIntegers(true)
  return () => runPrepared(connection, prepared, values, statement.wantRows)
}

type Prepared = ReturnType<Connection['prepare']>

function runPrepared(
  connection: Connection,
  prepared: Prepared,
  values: SqlValue[],
  wantRows: boolean,
): StmtResult {
  if (!prepared.reader) {
    prepared.run(values)
    const [changes, , lastInsertRowid] = counters(connection)
    return {
      cols: [],
      rows: [],
      affected_row_count: Number(changes),
      last_insert_rowid: lastInsertRowid.toString(),
    }
  }
  const [, totalBefore] = counters(connection)
  const cols = prepared.columns().map((col) => ({ name: col.name, decltype: col.type }))
  const rows = prepared.raw(true).all(values) as unknown[][]
  const [changes, totalAfter, lastInsertRowid] = counters(connection)
  return {
    cols,
    rows: wantRows ? rows.map((row) => row.map(valueToHrana)) : [],
    // A query reports the rows it changed (INSERT … RETURNING), not the connection's last count.
    affected_row_count: totalAfter === totalBefore ? 0 : Number(changes),
    last_insert_rowid: lastInsertRowid.toString(),
  }
}

/** Opcodes that make sqlite3_stmt_readonly() false; a write transaction shows as `Transaction` P2≠0. */
const WRITING_OPCODES = new Set(['Vacuum', 'JournalMode', 'VUpdate', 'VCreate', 'VDestroy'])

export async function describeStatement(
  connection: Connection,
  explain: (sql: string) => Promise<unknown[][]>,
  sql: string,
): Promise<DescribeResult> {
  singleStatement(sql)
  // Preparing without stepping leaves nothing active on the stream's connection.
  const cols = connection
    .prepare(sql)
    .columns()
    .map((col) => ({ name: col.name, decltype: col.type }))
  const params = parameterNames(sql).map((name) => ({ name }))
  if (firstKeyword(sql) === 'EXPLAIN') return { params, cols, is_explain: true, is_readonly: true }
  const program = await explain(sql)
  const isReadonly = !program.some(
    ([, opcode, , p2]) => (opcode === 'Transaction' && p2 !== 0) || WRITING_OPCODES.has(String(opcode)),
  )
  return { params, cols, is_explain: false, is_readonly: isReadonly }
}
