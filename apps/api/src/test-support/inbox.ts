import { contactMessages } from '../db/schema'
import { sendJson, signInFirstAdmin } from './requests'
import { createTestApp, type TestApp } from './test-app'

type NewMessage = typeof contactMessages.$inferInsert

/**
 * A test app with the first admin signed in and `rows` in the inbox, one a minute from 2030-01-01 in
 * the order given (oldest first); each sender's address is made from their name.
 */
export async function inboxWith(rows: readonly (Partial<NewMessage> & { name: string })[]) {
  const t = await createTestApp()
  const token = await signInFirstAdmin(t)
  await t.db.insert(contactMessages).values(
    rows.map((row, i) => ({
      message: 'A website please',
      ...row,
      email: `${row.name.toLowerCase()}@x.test`,
      createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
    })),
  )
  return { t, token }
}

/** PATCH {prefix}/contact-messages/:id with `status`; the answer, unread. */
export function setMessageStatus(t: TestApp, token: string, id: number | undefined, status: string) {
  return sendJson(t, 'PATCH', `/sb-admin/contact-messages/${id}`, { status }, { token })
}
