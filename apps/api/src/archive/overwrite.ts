import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { SQLiteTable, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core'

/**
 * An import's upsert SET: every column but the key takes the archived row's value (`excluded`), so
 * the record replaces the stored row whole, a column added later included.
 */
export function everyColumnFromInsert<Table extends SQLiteTable>(
  table: Table,
  key: keyof Table['$inferSelect'] & string,
): SQLiteUpdateSetSource<Table> {
  const set: Record<string, SQL> = {}
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    if (field !== key) set[field] = sql.raw(`excluded.${column.name}`)
  }
  return set as SQLiteUpdateSetSource<Table>
}
