import { INBOX_MESSAGES, InboxMessageSchema } from '@studio/contracts'
import { beforeEach, describe, expect, it } from 'vitest'
import { inboxWith } from '../../test-support/inbox'
import { send } from '../../test-support/requests'
import type { TestApp } from '../../test-support/test-app'

let t: TestApp
let token: string

beforeEach(async () => {
  ;({ t, token } = await inboxWith([
    { name: 'Ada', source: 'newsletter', campaign: 'spring', landingPath: '/', status: 'new' },
    { name: 'Bo', source: 'google.com', campaign: null, landingPath: '/work/atlas', status: 'read' },
    { name: 'Cy', source: null, campaign: null, landingPath: null, status: 'new' },
    { name: 'Di', source: 'newsletter', campaign: null, landingPath: '/ar', status: 'archived' },
  ]))
})

async function list(query: string) {
  const response = await send(t, 'GET', `/sb-admin/contact-messages${query}`, { token })
  expect(response.status).toBe(200)
  return {
    items: ((await response.json()) as unknown[]).map((item) => InboxMessageSchema.parse(item)),
    total: response.headers.get('x-total-count'),
  }
}

describe('the inbox by source', () => {
  it('gives each message its source, campaign and landing page, null when unknown', async () => {
    const { items } = await list('')
    expect(
      items.map(({ name, source, campaign, landing_path }) => [name, source, campaign, landing_path]),
    ).toEqual([
      ['Di', 'newsletter', null, '/ar'],
      ['Cy', null, null, null],
      ['Bo', 'google.com', null, '/work/atlas'],
      ['Ada', 'newsletter', 'spring', '/'],
    ])
  })

  it('filters by source, in any case, with the other filters and the search', async () => {
    expect(await list('?source=newsletter')).toMatchObject({ total: '2' })
    expect((await list('?source=NewsLetter')).items.map((item) => item.name)).toEqual(['Di', 'Ada'])
    expect((await list('?source=newsletter&status=new')).items.map((item) => item.name)).toEqual(['Ada'])
    expect((await list('?source=google.com&q=website')).items.map((item) => item.name)).toEqual(['Bo'])
    expect(await list('?source=direct')).toEqual({ items: [], total: '0' })
  })

  it.each([['%00'], ['%E2%80%AE'], ['%20'], [encodeURIComponent('x'.repeat(65))]])(
    'refuses a source with a control character, blank or too long (%s) with a clear 400',
    async (source) => {
      const response = await send(t, 'GET', `/sb-admin/contact-messages?source=${source}`, { token })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: INBOX_MESSAGES.source })
    },
  )
})
