import { invisibleCharacters } from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { contactMessages, projects } from '../db/schema'
import { expectRefused } from '../test-support/answers'
import { sendJson, signInFirstAdmin } from '../test-support/requests'
import { createTestApp } from '../test-support/test-app'

/** The contract schemas applied by the API: text that reads backwards is refused, Arabic is not. */
describe('text fields through the API', () => {
  const enquiry = { name: 'Ada', email: 'ada@example.com', message: 'We would like a quote.' }
  const arabic = '\u200fمرحبا، نريد موقعًا جديدًا'

  it('refuses a right-to-left override in the contact form and a project title with 400', async () => {
    const t = await createTestApp()
    const contact = await sendJson(t, 'POST', '/public/contact', { ...enquiry, name: 'Ada \u202egpj.exe' })
    await expectRefused(contact, 400, invisibleCharacters('Name'))

    const token = await signInFirstAdmin(t)
    const project = await sendJson(
      t,
      'POST',
      '/sb-admin/projects',
      { title: 'Shop \u202eredro', description: 'D' },
      { token },
    )
    await expectRefused(project, 400, invisibleCharacters('Title'))
    expect(await t.db.select().from(contactMessages)).toEqual([])
    expect(await t.db.select().from(projects)).toEqual([])
  })

  it('accepts Arabic text with a right-to-left mark in both', async () => {
    const t = await createTestApp()
    const contact = await sendJson(t, 'POST', '/public/contact', {
      ...enquiry,
      name: arabic,
      message: arabic,
    })
    expect(contact.status).toBe(201)
    const token = await signInFirstAdmin(t)
    const project = await sendJson(
      t,
      'POST',
      '/sb-admin/projects',
      { title: arabic, description: arabic },
      { token },
    )
    expect(project.status).toBe(201)
    const [stored] = await t.db.select().from(projects)
    expect(stored?.title).toBe(arabic)
  })
})
