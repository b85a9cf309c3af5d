import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { auditLog } from '../db/schema'
import type { TestApp } from './test-app'

/** Checks of what the app answered or recorded, shared by the API tests (test-only code). */

/** Checks that an answer has `status`, and reads its body through the contract's schema. */
export async function parsedAnswer<T>(
  response: Response,
  status: number,
  schema: { parse: (body: unknown) => T },
): Promise<T> {
  expect(response.status).toBe(status)
  return schema.parse(await response.json())
}

/** Checks that an answer refuses with `status` and says why in `{ error }`. */
export async function expectRefused(response: Response, status: number, error: string) {
  expect(response.status).toBe(status)
  expect(await response.json()).toEqual({ error })
}

/** Checks that the audit log holds exactly one row of `action`, written by the first admin, with these fields. */
export async function expectOwnerAuditRow(t: TestApp, action: string, fields: Record<string, unknown>) {
  expect(await t.db.select().from(auditLog).where(eq(auditLog.action, action))).toEqual([
    expect.objectContaining({ actorEmail: 'owner@studio.test', ...fields }),
  ])
}
