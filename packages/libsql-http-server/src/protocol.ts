import { Buffer } from 'node:buffer'

/**
 * The JSON shapes of libSQL's Hrana-over-HTTP protocol that this server speaks, and the mapping
 * between Hrana values and the values the libSQL connection binds and returns.
 */

export type HranaValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string }

/** What a libSQL connection binds and returns, with safe integers on. */
export type SqlValue = null | bigint | number | string | Buffer

export interface HranaError {
  message: string
  code?: string
}

export interface Col {
  name: string | null
  decltype: string | null
}

export interface StmtResult {
  cols: Col[]
  rows: HranaValue[][]
  affected_row_count: number
  last_insert_rowid: string | null
}

export interface BatchResult {
  step_results: (StmtResult | null)[]
  step_errors: (HranaError | null)[]
}

export interface DescribeResult {
  params: { name: string | null }[]
  cols: { name: string; decltype: string | null }[]
  is_explain: boolean
  is_readonly: boolean
}

export type StreamResponse =
  | { type: 'close' }
  | { type: 'execute'; result: StmtResult }
  | { type: 'batch'; result: BatchResult }
  | { type: 'sequence' }
  | { type: 'describe'; result: DescribeResult }
  | { type: 'store_sql' }
  | { type: 'close_sql' }
  | { type: 'get_autocommit'; is_autocommit: boolean }

export type StreamResult = { type: 'ok'; response: StreamResponse } | { type: 'error'; error: HranaError }

export interface PipelineResponseBody {
  baton: string | null
  base_url: string | null
  results: StreamResult[]
}

/** An error answered in a stream result (or an HTTP error body), with a Hrana error code. */
export class ProtocolError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

const MIN_INTEGER = -(2n ** 63n)
const MAX_INTEGER = 2n ** 63n - 1n

function invalid(message: string): ProtocolError {
  return new ProtocolError(message, 'HRANA_PROTO_ERROR')
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A Hrana value from the request, as the connection binds it. */
export function valueFromHrana(value: unknown): SqlValue {
  if (!isObject(value)) throw invalid('A value must be an object with a "type"')
  switch (value.type) {
    case 'null':
      return null
    case 'integer': {
      // Hrana sends integers as decimal strings so that 64-bit values survive JSON.
      if (typeof value.value !== 'string' || !/^-?\d+$/.test(value.value)) {
        throw invalid('An integer value must be a decimal string')
      }
      const integer = BigInt(value.value)
      if (integer < MIN_INTEGER || integer > MAX_INTEGER) throw invalid('An integer value must fit 64 bits')
      return integer
    }
    case 'float':
      if (typeof value.value !== 'number' || !Number.isFinite(value.value)) {
        throw invalid('A float value must be a finite number')
      }
      return value.value
    case 'text':
      if (typeof value.value !== 'string') throw invalid('A text value must be a string')
      return value.value
    case 'blob':
      if (typeof value.base64 !== 'string') throw invalid('A blob value must carry "base64"')
      return Buffer.from(value.base64, 'base64')
    default:
      throw invalid(`Unknown value type ${JSON.stringify(value.type)}`)
  }
}

/** A value the connection returned, in Hrana's JSON encoding. */
export function valueToHrana(value: unknown): HranaValue {
  if (value === null || value === undefined) return { type: 'null' }
  if (typeof value === 'bigint') return { type: 'integer', value: value.toString() }
  if (typeof value === 'number') return { type: 'float', value }
  if (typeof value === 'string') return { type: 'text', value }
  if (value instanceof Uint8Array) return { type: 'blob', base64: Buffer.from(value).toString('base64') }
  throw new ProtocolError(`The database returned a value of unexpected type ${typeof value}`, 'INTERNAL')
}
