import { describe, expect, it } from 'vitest'
import { ContactEnquirySchema, validateContactForm } from './contact'
import { isSafeLink, parseTags } from './fields'
import { ProjectBodySchema, PublicProjectSchema } from './projects'
import {
  AdminWorkItemSchema,
  categoryLabel,
  WorkItemBodySchema,
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
