import { describe, expect, it } from 'vitest'
import { BODY_MESSAGES } from './messages'
import { SLUG_MAX_LENGTH, SLUG_MESSAGES } from './slugs'
import { WorkItemBodySchema, WorkItemUpdateBodySchema } from './work-items'

const item = { title: 'T', description: 'D' }
const firstMessage = (
  schema: typeof WorkItemBodySchema | typeof WorkItemUpdateBodySchema,
  body: unknown,
): string | undefined => schema.safeParse(body).error?.issues[0]?.message

describe('work item bodies: slug', () => {
  it('leaves the slug out when none is sent, on create and on update', () => {
    expect(WorkItemBodySchema.parse(item)).not.toHaveProperty('slug')
    expect(WorkItemUpdateBodySchema.parse(item)).not.toHaveProperty('slug')
  })

  it('takes a well-formed slug, trimmed, on create and on update', () => {
    expect(WorkItemBodySchema.parse({ ...item, slug: ' harbour-line-2 ' }).slug).toBe('harbour-line-2')
    expect(WorkItemUpdateBodySchema.parse({ ...item, slug: 'harbour' })).toMatchObject({ slug: 'harbour' })
    const longest = 'a'.repeat(SLUG_MAX_LENGTH)
    expect(WorkItemUpdateBodySchema.parse({ ...item, slug: longest })).toMatchObject({ slug: longest })
  })

  it.each([
    ['', SLUG_MESSAGES.format],
    ['Harbour', SLUG_MESSAGES.format],
    ['harbour line', SLUG_MESSAGES.format],
    ['harbour--line', SLUG_MESSAGES.format],
    ['-harbour', SLUG_MESSAGES.format],
    ['harbour-', SLUG_MESSAGES.format],
    ['café', SLUG_MESSAGES.format],
    ['a'.repeat(SLUG_MAX_LENGTH + 1), SLUG_MESSAGES.tooLong],
    [42, SLUG_MESSAGES.type],
    [null, SLUG_MESSAGES.type],
  ])('refuses %j with its own text, on create and on update', (slug, message) => {
    expect(firstMessage(WorkItemBodySchema, { ...item, slug })).toBe(message)
    expect(firstMessage(WorkItemUpdateBodySchema, { ...item, slug })).toBe(message)
  })

  it('keeps the featured toggle to the flag alone: a slug goes with the full item', () => {
    expect(firstMessage(WorkItemUpdateBodySchema, { featured: true, slug: 'harbour' })).toBe(
      BODY_MESSAGES.featuredOnly,
    )
    expect(WorkItemUpdateBodySchema.parse({ featured: true })).toEqual({ featured: true })
  })
})
