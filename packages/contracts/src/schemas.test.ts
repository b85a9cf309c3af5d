import { describe, expect, it } from 'vitest'
import { LoginBodySchema, SignupBodySchema } from './auth'
import { ContactEnquirySchema, isHoneypotFilled, validateContactForm } from './contact'
import { isSafeLink, parseTags } from './fields'
import { CONTACT_MESSAGES } from './messages'
import { ProjectBodySchema, PublicProjectSchema } from './projects'
import {
  AdminWorkItemSchema,
  categoryLabel,
  WorkItemBodySchema,
  WorkItemFeaturedBodySchema,
  WorkItemUpdateBodySchema,
} from './work-items'

const blankForm = { name: '', company: '', email: '', subject: '', message: '' }

describe('contact form rules', () => {
  it('reports each required field with the spec text', () => {
    expect(validateContactForm(blankForm)).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      message: 'Message is required.',
    })
  })

  it('rejects an email without a dot after the at sign or with spaces', () => {
    for (const email of ['a@b', 'a b@c.de', 'ab.cd', '@b.c']) {
      expect(validateContactForm({ ...blankForm, name: 'A', message: 'Hi', email }).email).toBe(
        'Enter a valid email.',
      )
    }
    expect(validateContactForm({ ...blankForm, name: 'A', message: 'Hi', email: ' a@b.co ' })).toEqual({})
  })

  it('trims the enquiry on the server side and bounds lengths', () => {
    const parsed = ContactEnquirySchema.parse({ name: ' Ada ', email: ' ada@x.io ', message: ' Hello ' })
    expect(parsed).toMatchObject({
      name: 'Ada',
      email: 'ada@x.io',
      message: 'Hello',
      company: '',
      subject: '',
    })
    const long = ContactEnquirySchema.safeParse({ name: 'A', email: 'a@b.co', message: 'x'.repeat(5001) })
    expect(long.success).toBe(false)
  })
})

describe('links and tags', () => {
  it('accepts http(s) URLs and site paths, never javascript: or protocol-relative', () => {
    expect(isSafeLink('https://example.com/x')).toBe(true)
    expect(isSafeLink('/work/shop')).toBe(true)
    expect(isSafeLink('javascript:alert(1)')).toBe(false)
    expect(isSafeLink('//evil.example')).toBe(false)
    expect(isSafeLink('data:text/html,hi')).toBe(false)
  })

  it('splits comma tags, trims and drops empties; empty text is an empty list', () => {
    expect(parseTags(' React, ,Node ,')).toEqual(['React', 'Node'])
    expect(parseTags('')).toEqual([])
    expect(parseTags(['a', ' b '])).toEqual(['a', 'b'])
    expect(parseTags(42)).toEqual([])
  })
})

describe('work item bodies', () => {
  it('normalises: trims, lower-cases the category and turns empty strings into null', () => {
    const body = WorkItemBodySchema.parse({
      title: ' Shop ',
      description: ' A store ',
      cover_url: ' ',
      category: ' ECommerce ',
      website: '',
      href: ' /work/shop ',
      tags: 'a, b',
      featured: true,
    })
    expect(body).toEqual({
      title: 'Shop',
      description: 'A store',
      cover_url: null,
      category: 'ecommerce',
      website: null,
      href: '/work/shop',
      tags: ['a', 'b'],
      featured: true,
    })
  })

  it('reports, for an update matching neither shape, the first field message of the shape it meant', () => {
    const firstMessage = (body: unknown) => WorkItemUpdateBodySchema.safeParse(body).error?.issues[0]?.message
    expect(firstMessage({ featured: 'yes' })).toBe('Featured must be true or false.')
    expect(firstMessage({})).toBe('Title is required.')
    expect(firstMessage({ title: 'T', description: 'D', featured: 'yes' })).toBe(
      'Featured must be true or false.',
    )
    expect(firstMessage(null)).toBe('The request body must be a JSON object.')
    // A full update may leave featured out; it then stays as stored.
    expect(WorkItemUpdateBodySchema.parse({ title: 'T', description: 'D' })).not.toHaveProperty('featured')
  })

  it('accepts a featured-only update and refuses a javascript: website', () => {
    expect(WorkItemUpdateBodySchema.parse({ featured: false })).toEqual({ featured: false })
    const bad = WorkItemBodySchema.safeParse({ title: 'T', description: 'D', website: 'javascript:alert(1)' })
    expect(bad.success).toBe(false)
  })

  it('reads tags from the server as a list or a comma-separated string', () => {
    const item = AdminWorkItemSchema.parse({
      id: 1,
      title: 'T',
      description: 'D',
      cover_url: null,
      category: 'apps',
      tags: 'x, y',
      href: null,
      website: null,
      featured: false,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    })
    expect(item.tags).toEqual(['x', 'y'])
  })

  it('labels badges from the filter list, else the raw category, else Other', () => {
    expect(categoryLabel('ecommerce')).toBe('E-commerce')
    expect(categoryLabel('informative')).toBe('Informative Websites')
    expect(categoryLabel('games')).toBe('games')
    expect(categoryLabel(null)).toBe('Other')
  })
})

describe('project bodies', () => {
  it('requires title and description after trimming and bounds the title', () => {
    expect(ProjectBodySchema.safeParse({ title: '  ', description: 'x' }).success).toBe(false)
    expect(ProjectBodySchema.safeParse({ title: 'x'.repeat(121), description: 'x' }).success).toBe(false)
    expect(ProjectBodySchema.parse({ title: ' T ', description: ' D ', cover_url: '' })).toEqual({
      title: 'T',
      description: 'D',
      cover_url: null,
    })
  })

  it('treats a non-list tags value from the server as empty', () => {
    const project = PublicProjectSchema.parse({
      title: 'T',
      description: 'D',
      cover_url: null,
      tags: null,
      href: null,
    })
    expect(project.tags).toEqual([])
  })
})

describe('tags in write bodies', () => {
  it('refuses non-text tag elements instead of turning them into text', () => {
    const result = WorkItemBodySchema.safeParse({
      title: 'T',
      description: 'D',
      tags: [1, null, { a: 1 }, true],
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['tags'], message: 'Each tag must be text.' })
    const project = ProjectBodySchema.safeParse({ title: 'T', description: 'D', tags: ['ok', 2] })
    expect(project.error?.issues[0]?.message).toBe('Each tag must be text.')
  })

  it('refuses a tags value that is neither a list nor text; absent or null is an empty list', () => {
    for (const tags of [5, true, { a: 1 }]) {
      expect(
        WorkItemBodySchema.safeParse({ title: 'T', description: 'D', tags }).error?.issues[0]?.message,
      ).toBe('Tags must be a list of text or comma-separated text.')
    }
    expect(WorkItemBodySchema.parse({ title: 'T', description: 'D', tags: null }).tags).toEqual([])
    expect(WorkItemBodySchema.parse({ title: 'T', description: 'D' }).tags).toEqual([])
    expect(WorkItemBodySchema.parse({ title: 'T', description: 'D', tags: [' a ', ''] }).tags).toEqual(['a'])
  })

  it('still reads any tags value leniently in responses', () => {
    const read = PublicProjectSchema.parse({
      title: 'T',
      description: 'D',
      cover_url: null,
      tags: [1, 'x'],
      href: null,
    })
    expect(read.tags).toEqual(['1', 'x'])
  })
})

describe('links with whitespace or control characters', () => {
  it('refuses whitespace or a control character anywhere inside, after trimming the ends', () => {
    for (const link of [
      '/\t/evil.com',
      '/\n/evil.com',
      '/\r/evil.com',
      'https://exa mple.com',
      '/a\u0000b',
      '/a\u007fb',
      '/a\u00a0b',
      'java\tscript:alert(1)',
    ]) {
      expect(isSafeLink(link), JSON.stringify(link)).toBe(false)
    }
    expect(isSafeLink(' /work/x\n')).toBe(true)
    expect(isSafeLink('https://example.com/a%20b')).toBe(true)
  })

  it('answers a clear message for such a link in a body', () => {
    const result = WorkItemBodySchema.safeParse({ title: 'T', description: 'D', href: '/\t/evil.com' })
    expect(result.error?.issues[0]).toMatchObject({
      path: ['href'],
      message: 'Links must not contain spaces or control characters.',
    })
    expect(WorkItemBodySchema.parse({ title: 'T', description: 'D', href: ' /work/x ' }).href).toBe('/work/x')
  })
})

describe('the contact honeypot', () => {
  it('accepts any website value and calls any content spam', () => {
    const base = { name: 'A', email: 'a@b.co', message: 'Hi' }
    for (const website of [1, 'x'.repeat(3000), { a: 1 }, [], true, null, '', '  ']) {
      expect(ContactEnquirySchema.safeParse({ ...base, website }).success, JSON.stringify(website)).toBe(true)
    }
    for (const website of [1, 0, false, [], {}, 'x', ' spam ']) {
      expect(isHoneypotFilled(website), JSON.stringify(website)).toBe(true)
    }
    for (const website of [undefined, null, '', ' \n\t ']) {
      expect(isHoneypotFilled(website), JSON.stringify(website)).toBe(false)
    }
  })
})

describe('type errors in bodies', () => {
  const firstMessage = (
    schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
    value: unknown,
  ) => schema.safeParse(value).error?.issues[0]?.message

  it('give our own texts, never zod defaults', () => {
    const contact = { name: 'A', email: 'a@b.co', message: 'Hi' }
    expect(firstMessage(ContactEnquirySchema, { ...contact, name: 5 })).toBe('Name must be text.')
    expect(firstMessage(ContactEnquirySchema, { ...contact, email: ['a'] })).toBe('Email must be text.')
    expect(firstMessage(ContactEnquirySchema, { ...contact, message: {} })).toBe('Message must be text.')
    expect(firstMessage(ContactEnquirySchema, { ...contact, company: 3 })).toBe('Company must be text.')
    expect(firstMessage(ContactEnquirySchema, { ...contact, subject: false })).toBe('Subject must be text.')
    expect(firstMessage(ContactEnquirySchema, [contact])).toBe('The request body must be a JSON object.')
    expect(firstMessage(WorkItemBodySchema, { title: 'T', description: 'D', featured: 'yes' })).toBe(
      'Featured must be true or false.',
    )
    expect(firstMessage(WorkItemFeaturedBodySchema, { featured: 'yes' })).toBe(
      'Featured must be true or false.',
    )
    expect(firstMessage(WorkItemBodySchema, { title: 1, description: 'D' })).toBe('Title must be text.')
    expect(firstMessage(WorkItemBodySchema, { title: 'T', description: null })).toBe(
      'Description is required.',
    )
    expect(firstMessage(WorkItemBodySchema, { title: 'T', description: 'D', category: 7 })).toBe(
      'Category must be text.',
    )
    expect(firstMessage(WorkItemBodySchema, { title: 'T', description: 'D', website: 7 })).toBe(
      'Website must be text.',
    )
    expect(firstMessage(ProjectBodySchema, { title: 'T', description: 'D', cover_url: {} })).toBe(
      'Cover URL must be text.',
    )
    expect(firstMessage(ProjectBodySchema, null)).toBe('The request body must be a JSON object.')
    expect(firstMessage(LoginBodySchema, { email: 'a@b.co', password: 'p'.repeat(257) })).toBe(
      'Password must be at most 256 characters.',
    )
    expect(firstMessage(LoginBodySchema, { email: 'a@b.co', password: 12345678 })).toBe(
      'Password must be text.',
    )
    expect(firstMessage(SignupBodySchema, { email: 1, password: 'long enough' })).toBe('Email must be text.')
    expect(firstMessage(SignupBodySchema, { email: 'a@b.co' })).toBe('Password is required.')
  })

  it('treats null as empty for the optional contact fields', () => {
    const parsed = ContactEnquirySchema.parse({
      name: 'A',
      email: 'a@b.co',
      message: 'Hi',
      company: null,
      subject: null,
    })
    expect(parsed).toMatchObject({ company: '', subject: '' })
  })
})

type ParseCase = [TextSchema, unknown, string]
type TextSchema = { safeParse(value: unknown): { error?: { issues: { message: string }[] } } }
const firstMessage = (schema: TextSchema, value: unknown) => schema.safeParse(value).error?.issues[0]?.message
const contact = { name: 'A', email: 'a@b.co', message: 'Hi' }
const item = { title: 'T', description: 'D' }

/** The single-line fields both character checks cover, each holding `text`, with the label its message names. */
const singleLineFieldCases = (text: string): ParseCase[] => [
  [ProjectBodySchema, { ...item, title: text }, 'Title'],
  [WorkItemBodySchema, { ...item, title: text }, 'Title'],
  [WorkItemBodySchema, { ...item, category: text }, 'Category'],
  [WorkItemBodySchema, { ...item, tags: [text] }, 'A tag'],
  [ContactEnquirySchema, { ...contact, name: text }, 'Name'],
  [ContactEnquirySchema, { ...contact, company: text }, 'Company'],
  [ContactEnquirySchema, { ...contact, subject: text }, 'Subject'],
]

describe('control characters in text fields', () => {
  const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f']
  const LINE_BREAKS = ['\t', '\n', '\r']
  const login = { email: 'a@b.co', password: 'long enough' }

  it('refuses a C0 control or DEL in every single-line field, tab and line breaks included', () => {
    for (const control of [...CONTROLS, ...LINE_BREAKS]) {
      const text = `a${control}b`
      const cases: ParseCase[] = [
        ...singleLineFieldCases(text),
        [WorkItemUpdateBodySchema, { ...item, title: text }, 'Title'],
        [ProjectBodySchema, { ...item, tags: text }, 'A tag'],
        [SignupBodySchema, { ...login, password: `long enough${control}` }, 'Password'],
        [LoginBodySchema, { ...login, password: text }, 'Password'],
      ]
      for (const [schema, body, label] of cases) {
        expect(firstMessage(schema, body), `${label} ${JSON.stringify(control)}`).toBe(
          `${label} contains characters that are not allowed.`,
        )
      }
    }
    // The email pattern refuses whitespace (the vertical tab included) with its own text first.
    for (const control of CONTROLS.filter((character) => !/\s/.test(character))) {
      for (const schema of [ContactEnquirySchema, SignupBodySchema, LoginBodySchema]) {
        expect(firstMessage(schema, { ...contact, ...login, email: `a${control}@b.co` })).toBe(
          'Email contains characters that are not allowed.',
        )
      }
    }
  })

  it('refuses a title of NUL alone instead of storing text that reads back empty', () => {
    expect(firstMessage(ProjectBodySchema, { ...item, title: '\u0000' })).toBe(
      'Title contains characters that are not allowed.',
    )
    expect(firstMessage(ContactEnquirySchema, { ...contact, message: ' \u0000 ' })).toBe(
      'Message contains characters that are not allowed.',
    )
  })

  it('keeps tab and line breaks in descriptions and the contact message, refusing other controls', () => {
    const multiline = 'Line one\r\n\tLine two\nLine three'
    expect(ProjectBodySchema.parse({ ...item, description: multiline }).description).toBe(multiline)
    expect(WorkItemBodySchema.parse({ ...item, description: multiline }).description).toBe(multiline)
    expect(ContactEnquirySchema.parse({ ...contact, message: multiline }).message).toBe(multiline)
    for (const control of CONTROLS) {
      expect(firstMessage(WorkItemBodySchema, { ...item, description: `a${control}b` })).toBe(
        'Description contains characters that are not allowed.',
      )
      expect(firstMessage(ContactEnquirySchema, { ...contact, message: `a${control}b` })).toBe(
        'Message contains characters that are not allowed.',
      )
    }
  })

  it('refuses them in links with the link text', () => {
    for (const control of CONTROLS) {
      expect(firstMessage(WorkItemBodySchema, { ...item, website: `/a${control}b` })).toBe(
        'Links must not contain spaces or control characters.',
      )
    }
  })

  it("refuses them in the site's contact form before sending, with the same texts", () => {
    const values = { name: 'A', company: '', email: 'a@b.co', subject: '', message: 'Hi' }
    expect(validateContactForm({ ...values, message: 'Hi\r\n\tthere' })).toEqual({})
    expect(
      validateContactForm({
        name: 'A\u0000',
        company: 'B\tC',
        email: 'a\u007f@b.co',
        subject: 'S\nT',
        message: 'M\u001b',
      }),
    ).toEqual({
      name: 'Name contains characters that are not allowed.',
      company: 'Company contains characters that are not allowed.',
      email: 'Email contains characters that are not allowed.',
      subject: 'Subject contains characters that are not allowed.',
      message: 'Message contains characters that are not allowed.',
    })
  })
})

describe('invisible formatting characters in text fields', () => {
  // C1 controls, bidi embeddings, overrides and isolates, line/paragraph separators, the BOM.
  const INVISIBLE = ['\u0080', '\u0085', '\u009f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e']
  const ISOLATES = ['\u2066', '\u2067', '\u2068', '\u2069']
  const SEPARATORS = ['\u2028', '\u2029']
  const ALL = [...INVISIBLE, ...ISOLATES, ...SEPARATORS, '\ufeff']
  const refusal = (label: string) => `${label} contains invisible formatting characters that are not allowed.`

  it('refuses them in every single-line field with a clear field error', () => {
    for (const character of ALL) {
      const text = `a${character}b`
      const cases = singleLineFieldCases(text)
      for (const [schema, body, label] of cases) {
        expect(firstMessage(schema, body), `${label} ${JSON.stringify(character)}`).toBe(refusal(label))
      }
      // The email pattern refuses what JavaScript counts as whitespace (BOM, separators) first.
      const emailText = /\s/.test(character) ? CONTACT_MESSAGES.emailInvalid : refusal('Email')
      for (const schema of [ContactEnquirySchema, SignupBodySchema]) {
        expect(
          firstMessage(schema, { ...contact, password: 'long enough', email: `a${character}@b.co` }),
        ).toBe(emailText)
      }
      expect(WorkItemBodySchema.safeParse({ ...item, slug: `a${character}b` }).success).toBe(false)
    }
  })

  it('refuses them in multi-line fields too, except the line and paragraph separators', () => {
    for (const character of [...INVISIBLE, ...ISOLATES, '\ufeff']) {
      expect(firstMessage(ProjectBodySchema, { ...item, description: `a${character}b` })).toBe(
        refusal('Description'),
      )
      expect(firstMessage(ContactEnquirySchema, { ...contact, message: `a${character}b` })).toBe(
        refusal('Message'),
      )
    }
    for (const character of SEPARATORS) {
      const text = `line${character}line`
      expect(ContactEnquirySchema.parse({ ...contact, message: text }).message).toBe(text)
    }
  })

  it('refuses every control and formatting character in the address fields, with a clear message', () => {
    // Besides the list above: the direction marks, zero-width characters and the soft hyphen are
    // formatting too; an address has no use for any of them, and each hides what a link points at.
    const FORMATTING = [...INVISIBLE, ...ISOLATES, '\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u00ad']
    const addressFields: ParseCase[] = [
      [ProjectBodySchema, { ...item, cover_url: '' }, 'cover_url'],
      [ProjectBodySchema, { ...item, href: '' }, 'href'],
      [WorkItemBodySchema, { ...item, website: '' }, 'website'],
      [WorkItemBodySchema, { ...item, cover_url: '' }, 'cover_url'],
      [WorkItemBodySchema, { ...item, href: '' }, 'href'],
    ]
    for (const character of FORMATTING) {
      for (const [schema, body, field] of addressFields) {
        for (const address of [`https://example.com/a${character}b`, `/work/a${character}b`]) {
          const label = `${field} ${JSON.stringify(address)}`
          expect(firstMessage(schema, { ...(body as object), [field]: address }), label).toMatch(
            /^Links must not contain (spaces or control characters|invisible formatting characters)/,
          )
        }
      }
      expect(isSafeLink(`https://example.com/${character}`), JSON.stringify(character)).toBe(false)
    }
    expect(firstMessage(ProjectBodySchema, { ...item, href: 'https://example.com/\u202egnp.exe' })).toBe(
      'Links must not contain invisible formatting characters (such as direction controls).',
    )
    expect(firstMessage(WorkItemBodySchema, { ...item, website: 'https://\u2066example.com' })).toBe(
      'Links must not contain invisible formatting characters (such as direction controls).',
    )
  })

  it('accepts Arabic text with the right-to-left and left-to-right marks', () => {
    const arabic = '\u200fمرحبا بكم في الاستوديو\u200e 2025'
    expect(ProjectBodySchema.parse({ ...item, title: arabic, description: arabic }).title).toBe(arabic)
    expect(ContactEnquirySchema.parse({ ...contact, name: arabic, message: arabic }).name).toBe(arabic)
    expect(WorkItemBodySchema.parse({ ...item, tags: [arabic] }).tags).toEqual([arabic])
  })

  it("refuses them in the site's contact form before sending, with the same texts", () => {
    expect(
      validateContactForm({
        name: 'A\u202e',
        company: '',
        email: 'a@b.co',
        subject: 'S\ufeffT',
        message: 'M\u2066',
      }),
    ).toEqual({ name: refusal('Name'), subject: refusal('Subject'), message: refusal('Message') })
  })
})
