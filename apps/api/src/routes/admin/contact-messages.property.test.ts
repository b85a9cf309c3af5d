import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contactMessages } from '../../db/schema'
import { signInFirstAdmin } from '../../test-support/requests'
import { createTestApp } from '../../test-support/test-app'

/**
 * The inbox endpoints fed arbitrary query strings and bodies: never a 5xx, a refusal never changes
 * a stored message, and no refusal carries one of zod's own texts.
 */

const ZOD_DEFAULT_TEXT =
  /^(Invalid (input|option|key|element|value|string|format|length)|Too (big|small)|Unrecognized keys?)\b/

const queryValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.constantFrom(
    '',
    '0',
    '1',
    '100',
    '101',
    '1e3',
    '-1',
    'all',
    'new',
    'archived',
    '"',
    '*',
    'NEAR(',
    'a OR b',
  ),
)
const queryString = fc
  .dictionary(fc.constantFrom('page', 'per_page', 'q', 'status', 'other'), queryValue, { maxKeys: 4 })
  .map((params) => `?${new URLSearchParams(params).toString()}`)

const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        ids: fc.oneof(
          fc.array(fc.oneof(fc.integer(), fc.double(), fc.string()), { maxLength: 120 }),
          fc.jsonValue(),
        ),
        action: fc.oneof(fc.constantFrom('read', 'unread', 'archive', 'unarchive', 'delete'), fc.string()),
        status: fc.oneof(fc.constantFrom('new', 'read', 'archived'), fc.jsonValue()),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.constantFrom('', '{', 'null', '[]', '"read"'),
)

describe('the inbox under arbitrary input', () => {
  it('never answers 5xx and never changes a message on a refusal', async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    const inserted = await t.db
      .insert(contactMessages)
      .values([
        { name: 'Ada', email: 'ada@x.test', message: 'one' },
        { name: 'Bo', email: 'bo@x.test', message: 'two' },
      ])
      .returning({ id: contactMessages.id })
    const ids = inserted.map((row) => row.id)
    const snapshot = async () =>
      JSON.stringify((await t.client.execute('SELECT * FROM contact_messages ORDER BY id')).rows)
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('list', 'export', 'patch', 'bulk'),
        queryString,
        jsonish,
        fc.constantFrom(...ids.map(String), '999999', 'x'),
        async (kind, query, body, id) => {
          const before = await snapshot()
          const res =
            kind === 'list' || kind === 'export'
              ? await t.app.request(
                  `/sb-admin/contact-messages${kind === 'export' ? '/export' : ''}${query}`,
                  {
                    headers,
                  },
                )
              : await t.app.request(`/sb-admin/contact-messages${kind === 'bulk' ? '/bulk' : `/${id}`}`, {
                  method: kind === 'bulk' ? 'POST' : 'PATCH',
                  headers,
                  body,
                })
          expect(res.status).toBeLessThan(500)
          if (kind === 'export' && res.ok) await res.arrayBuffer()
          if (res.status >= 400) {
            const answer = (await res.json()) as { error: string }
            expect(answer.error).not.toMatch(ZOD_DEFAULT_TEXT)
            expect(await snapshot()).toBe(before)
          }
          // Keep both messages for the next run, whatever this one did.
          const left = await t.db.select({ id: contactMessages.id }).from(contactMessages)
          if (left.length < 2) {
            await t.db.delete(contactMessages)
            const again = await t.db
              .insert(contactMessages)
              .values(
                ids.map((keep, index) => ({ id: keep, name: `n${index}`, email: 'x@x.test', message: 'm' })),
              )
              .returning({ id: contactMessages.id })
            expect(again).toHaveLength(2)
          }
        },
      ),
      { numRuns: 150 },
    )
  })
})
