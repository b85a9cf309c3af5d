import { describe, expect, it } from 'vitest'
import { projects, workItems } from '../../db/schema'
import { createItem, signedInWithClock } from '../../test-support/admin-api'
import { sendJson } from '../../test-support/requests'
import type { TestApp } from '../../test-support/test-app'

const signedIn = () => signedInWithClock(new Date('2029-12-31T00:00:00.000Z'))

// Projects and work items take links through the same rules; each list is checked on every link field it has.
describe.each([
  {
    path: '/sb-admin/projects',
    rows: (t: TestApp) => t.db.select().from(projects),
    fields: ['cover_url', 'href'],
    refusedLink: { href: 'https://example.com/\u202egnp.exe' },
  },
  {
    path: '/sb-admin/all-work',
    rows: (t: TestApp) => t.db.select().from(workItems),
    fields: ['website', 'cover_url', 'href'],
    refusedLink: { website: 'https://\u2066example.com' },
  },
])('$path', ({ path, rows, fields, refusedLink }) => {
  it('refuses bidi controls and every other formatting character in its addresses with 400, storing nothing', async () => {
    const { t, token } = await signedIn()
    const id = await createItem(t, token, path, { title: 'A' })
    const before = await rows(t)
    for (const character of ['\u202e', '\u2066', '\u200b', '\u00ad', '\ufeff']) {
      for (const field of fields) {
        const body = { title: 'B', description: 'd', [field]: `https://example.com/a${character}b` }
        for (const [method, target] of [
          ['POST', path],
          ['PUT', `${path}/${id}`],
        ] as const) {
          const response = await sendJson(t, method, target, body, { token })
          expect(response.status, `${method} ${field} ${JSON.stringify(character)}`).toBe(400)
          expect((await response.json()) as { error: string }).toEqual({
            error: expect.stringMatching(/^Links must not contain /),
          })
        }
      }
    }
    const refused = await sendJson(
      t,
      'POST',
      path,
      { title: 'B', description: 'd', ...refusedLink },
      { token },
    )
    expect(await refused.json()).toEqual({
      error: 'Links must not contain invisible formatting characters (such as direction controls).',
    })
    expect(await rows(t)).toEqual(before)
  })
})
