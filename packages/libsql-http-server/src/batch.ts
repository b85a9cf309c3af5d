import type { Connection } from './database'
import { type BatchResult, type HranaError, isObject, ProtocolError, type StmtResult } from './protocol'

/** A Hrana batch condition, decided from the results of earlier steps and the connection's state. */
function holds(
  cond: unknown,
  step: number,
  result: BatchResult,
  connection: Connection,
  version: number,
): boolean {
  if (!isObject(cond)) throw new ProtocolError('A batch condition must be an object', 'HRANA_PROTO_ERROR')
  const earlierStep = (): number => {
    const referenced = cond.step
    if (
      typeof referenced !== 'number' ||
      !Number.isInteger(referenced) ||
      referenced < 0 ||
      referenced >= step
    ) {
      throw new ProtocolError(
        `Step ${step}'s condition refers to step ${String(referenced)}, which is not an earlier step`,
        'HRANA_PROTO_ERROR',
      )
    }
    return referenced
  }
  const conds = (): unknown[] => {
    if (!Array.isArray(cond.conds))
      throw new ProtocolError(`"${cond.type}" needs "conds"`, 'HRANA_PROTO_ERROR')
    return cond.conds
  }
  switch (cond.type) {
    case 'ok':
      return result.step_results[earlierStep()] !== null
    case 'error':
      return result.step_errors[earlierStep()] !== null
    case 'not':
      return !holds(cond.cond, step, result, connection, version)
    case 'and':
      return conds().every((c) => holds(c, step, result, connection, version))
    case 'or':
      return conds().some((c) => holds(c, step, result, connection, version))
    case 'is_autocommit':
      if (version < 3) {
        throw new ProtocolError('The "is_autocommit" condition needs protocol version 3', 'HRANA_PROTO_ERROR')
      }
      return !connection.inTransaction
    default:
      throw new ProtocolError(
        `Batch condition type ${JSON.stringify(cond.type)} is not implemented by this server`,
        'NOT_IMPLEMENTED',
      )
  }
}

export interface BatchStep {
  condition: unknown
  stmt: unknown
}

/**
 * Runs the steps in order; a step whose condition fails is skipped (no result, no error). The
 * client builds transactions from this: BEGIN, each statement on `ok` of the one before, COMMIT,
 * and ROLLBACK on `not ok` of the COMMIT.
 */
export async function executeBatch(
  steps: BatchStep[],
  connection: Connection,
  version: number,
  runStep: (stmt: unknown) => Promise<StmtResult>,
  toError: (error: unknown) => HranaError,
): Promise<BatchResult> {
  const result: BatchResult = { step_results: [], step_errors: [] }
  for (const [index, step] of steps.entries()) {
    const run =
      step.condition === undefined ||
      step.condition === null ||
      holds(step.condition, index, result, connection, version)
    if (!run) {
      result.step_results.push(null)
      result.step_errors.push(null)
      continue
    }
    try {
      result.step_results.push(await runStep(step.stmt))
      result.step_errors.push(null)
    } catch (error) {
      result.step_results.push(null)
      result.step_errors.push(toError(error))
    }
  }
  return result
}
