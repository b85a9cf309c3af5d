import type { Client, InStatement, TransactionMode } from '@libsql/client'

/** Test-only: a libSQL client whose statements can be counted, and whose `execute` calls held back. */
export interface WatchedClient {
  client: Client
  /** The SQL text of every statement so far, executed alone or in a batch. */
  statements: string[]
  /**
   * Holds the next `parties` statements matching `pattern` until all of them have arrived, so that
   * many requests read the same state before any of them writes.
   */
  gather(pattern: RegExp, parties: number): void
}

const textOf = (statement: InStatement) => (typeof statement === 'string' ? statement : statement.sql)

export function watchClient(inner: Client): WatchedClient {
  const statements: string[] = []
  let gathering: { pattern: RegExp; left: number; waiting: (() => void)[] } | null = null
  const client = new Proxy(inner, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return async (statement: InStatement) => {
          const text = textOf(statement)
          statements.push(text)
          const gate = gathering
          if (gate && gate.left > 0 && gate.pattern.test(text)) {
            gate.left -= 1
            await new Promise<void>((release) => {
              gate.waiting.push(release)
              if (gate.left === 0) for (const waiter of gate.waiting) waiter()
            })
          }
          return target.execute(statement)
        }
      }
      if (property === 'batch') {
        return (batch: InStatement[], mode?: TransactionMode) => {
          statements.push(...batch.map(textOf))
          return target.batch(batch, mode)
        }
      }
      const value: unknown = Reflect.get(target, property, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return {
    client,
    statements,
    gather(pattern, parties) {
      gathering = { pattern, left: parties, waiting: [] }
    },
  }
}
