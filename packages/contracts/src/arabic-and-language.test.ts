import { describe, expect, it } from 'vitest'
import { LIMITS } from './constants'
import { ContactEnquirySchema, ContactMessageSchema, ENQUIRY_LANGUAGE_LABELS } from './contact'
import { INBOX_MESSAGES, InboxListQuerySchema, inboxQueryString } from './inbox'
import { CONTACT_MESSAGES } from './messages'
import { AdminProjectSchema, ProjectBodySchema, PublicProjectSchema } from './projects'
import { PublicWorkItemSchema, WorkItemBodySchema, WorkItemUpdateBodySchema } from './work-items'

const firstMessage = (
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message

const item = { title: 'Atlas', description: 'A shop' }
const contact = { name: 'Ada', email: 'ada@example.com', message: 'Hello' }

describe('Arabic texts of portfolio entries', () => {
  it('read as null from an older API that sends none, or sends something else', () => {
    expect(PublicProjectSchema.parse(item)).toMatchObject({ title_ar: null, description_ar: null })
    expect(PublicWorkItemSchema.parse({ id: 1, ...item, title_ar: 5 })).toMatchObject({ title_ar: null })
    const admin = { id: 1, ...item, cover_url: null, tags: [], href: null, created_at: 'x', updated_at: 'x' }
    expect(AdminProjectSchema.parse(admin)).toMatchObject({ title_ar: null, description_ar: null })
  })

  it('are trimmed in bodies, blank or null is null, and absent stays absent', () => {
    for (const schema of [ProjectBodySchema, WorkItemBodySchema, WorkItemUpdateBodySchema]) {
      expect(
        schema.parse({ ...item, title_ar: '  عنوان ', description_ar: '\nسطر\nسطر ثان\n' }),
      ).toMatchObject({
        title_ar: 'عنوان',
        description_ar: 'سطر\nسطر ثان',
      })
      expect(schema.parse({ ...item, title_ar: '  ', description_ar: null })).toMatchObject({
        title_ar: null,
        description_ar: null,
      })
      const parsed = schema.parse(item)
      expect('title_ar' in parsed && parsed.title_ar !== undefined).toBe(false)
    }
  })

  it('follow the limits and character rules of the English texts, with their own labels', () => {
    for (const schema of [ProjectBodySchema, WorkItemBodySchema]) {
      expect(firstMessage(schema, { ...item, title_ar: 'ع'.repeat(LIMITS.title + 1) })).toBe(
        `Must be at most ${LIMITS.title} characters.`,
      )
      expect(firstMessage(schema, { ...item, description_ar: 'ع'.repeat(LIMITS.description + 1) })).toBe(
        `Must be at most ${LIMITS.description} characters.`,
      )
      expect(firstMessage(schema, { ...item, title_ar: ['ع'] })).toBe('Arabic title must be text.')
      expect(firstMessage(schema, { ...item, title_ar: 'a\tb' })).toBe(
        'Arabic title contains characters that are not allowed.',
      )
      expect(firstMessage(schema, { ...item, description_ar: 'a\u2067b' })).toBe(
        'Arabic description contains invisible formatting characters that are not allowed.',
      )
      expect(schema.parse({ ...item, description_ar: '\u200fمرحبا\tبكم' }).description_ar).toBe(
        '\u200fمرحبا\tبكم',
      )
    }
  })
})

describe('the language of an enquiry', () => {
  it('is English unless the post says Arabic', () => {
    expect(ContactEnquirySchema.parse(contact).language).toBe('en')
    expect(ContactEnquirySchema.parse({ ...contact, language: 'ar' }).language).toBe('ar')
  })

  it('refuses any other value with a clear text', () => {
    for (const language of ['fr', 'AR', '', null, 1, ['ar']])
      expect(firstMessage(ContactEnquirySchema, { ...contact, language })).toBe(
        CONTACT_MESSAGES.languageInvalid,
      )
  })

  it('reads as English from an older API and has a name to show', () => {
    const message = { id: 1, ...contact, company: null, subject: null, created_at: 'x' }
    expect(ContactMessageSchema.parse(message).language).toBe('en')
    expect(ENQUIRY_LANGUAGE_LABELS[ContactMessageSchema.parse({ ...message, language: 'ar' }).language]).toBe(
      'Arabic',
    )
  })

  it('filters the inbox when given, alongside the status and search', () => {
    expect(InboxListQuerySchema.parse({}).language).toBeUndefined()
    expect(InboxListQuerySchema.parse({ language: 'ar', status: 'new' })).toMatchObject({
      language: 'ar',
      status: 'new',
    })
    expect(firstMessage(InboxListQuerySchema, { language: 'de' })).toBe(INBOX_MESSAGES.language)
    expect(inboxQueryString({ status: 'archived', q: 'شوبيفاي', language: 'ar' })).toBe(
      `?q=${encodeURIComponent('شوبيفاي')}&status=archived&language=ar`,
    )
    expect(inboxQueryString({ status: 'all' })).toBe('')
  })
})
