import { ProjectRecordSchema, WorkItemRecordSchema } from '@studio/contracts/archive'
import { describe, expect, it } from 'vitest'
import { upgradeRecord } from './upgrade'

const projectV1 = {
  id: 3,
  title: 'Harbourline',
  description: 'Banking app',
  title_ar: null,
  description_ar: null,
  cover_key: 'covers/a.webp',
  cover_url: null,
  tags: ['fintech'],
  href: null,
  position: -2,
  hidden: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
}

describe('format upgrade', () => {
  it("gives a format 1 project and work item no cover alt text, so they read as today's shape", () => {
    const project = upgradeRecord(1, 'projects.ndjson', projectV1)
    expect(project).toEqual({ ...projectV1, cover_alt: null, cover_alt_ar: null })
    expect(ProjectRecordSchema.safeParse(project).success).toBe(true)
    expect(ProjectRecordSchema.safeParse(projectV1).success).toBe(false)

    const itemV1 = {
      ...projectV1,
      category: null,
      website: null,
      featured: true,
      slug: 'harbourline',
      slug_history: [],
    }
    expect(WorkItemRecordSchema.safeParse(upgradeRecord(1, 'work_items.ndjson', itemV1)).success).toBe(true)
  })

  it('gives a format 1 enquiry no source, campaign or landing page', () => {
    const message = { id: 1, name: 'A' }
    expect(upgradeRecord(1, 'contact_messages.ndjson', message)).toEqual({
      ...message,
      source: null,
      campaign: null,
      landing_path: null,
    })
  })

  it("leaves records of today's format and files no step names as they are", () => {
    const today = { ...projectV1, cover_alt: 'A phone', cover_alt_ar: null }
    expect(upgradeRecord(2, 'projects.ndjson', today)).toEqual(today)
    const setting = { key: 'alerts' }
    expect(upgradeRecord(1, 'settings.ndjson', setting)).toBe(setting)
  })

  it('does not change the record it was given (a pure step)', () => {
    const copy = structuredClone(projectV1)
    upgradeRecord(1, 'projects.ndjson', projectV1)
    expect(projectV1).toEqual(copy)
  })
})
