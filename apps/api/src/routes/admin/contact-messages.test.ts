import { ContactMessageSchema } from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { send, signInFirstAdmin } from '../../auth/test-helpers'
import { contactMessages } from '../../db/schema'
import { createTestApp } from '../../test-support/test-app'

describe('admin contact messages', () => {
  it('lists every message newest first', async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    await t.db.insert(contactMessages).values([
      { name: 'Ana', email: 'ana@x.test', message: 'first', createdAt: '2030-01-01T00:00:00.000Z' },
      {
        name: 'Bo',
        email: 'bo@x.test',
        company: 'Bo Ltd',
        subject: 'Hi',
        message: 'third',
        createdAt: '2030-01-03T00:00:00.000Z',
      },
      { name: 'Cy', email: 'cy@x.test', message: 'second', createdAt: '2030-01-02T00:00:00.000Z' },
    ])
    const response = await send(t, 'GET', '/sb-admin/contact-messages', { token })
    expect(response.status).toBe(200)
    const list = ((await response.json()) as unknown[]).map((item) => ContactMessageSchema.parse(item))
    expect(list.map((m) => m.message)).toEqual(['third', 'second', 'first'])
    expect(list[0]).toMatchObject({ name: 'Bo', email: 'bo@x.test', company: 'Bo Ltd', subject: 'Hi' })
  })
})
