import { describe, expect, it } from 'vitest'
import { createAdminClient } from './admin-client'
import { AUDIT_MESSAGES, AuditLogQuerySchema, auditQueryString } from './audit'
import { SignupBodySchema } from './auth'
import { API_MESSAGES } from './messages'
import { OrderBodySchema } from './ordering'
import { ProjectBodySchema } from './projects'
import { PasswordChangeBodySchema } from './team'
import { PublicWorkItemSchema } from './work-items'

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('order body', () => {
  it('takes distinct positive ids, names a repeated id, and refuses any other shape with one clear text', () => {
    expect(OrderBodySchema.parse({ ids: [3, 1, 2] })).toEqual({ ids: [3, 1, 2] })
    expect(messageOf(OrderBodySchema.safeParse({ ids: [1, 2, 1] }))).toBe(API_MESSAGES.orderDuplicateId)
    for (const body of [{ ids: [] }, { ids: [0] }, { ids: ['1'] }, { ids: 'x' }, [], null]) {
      expect(messageOf(OrderBodySchema.safeParse(body)), JSON.stringify(body)).toBe(
        API_MESSAGES.orderMismatch,
      )
    }
  })
})

describe('team and account bodies', () => {
  it('signup takes an optional invite token of the right form', () => {
    const base = { email: 'a@b.co', password: 'long enough' }
    expect(SignupBodySchema.parse({ ...base, invite: 'A'.repeat(43) }).invite).toBe('A'.repeat(43))
    expect(messageOf(SignupBodySchema.safeParse({ ...base, invite: 'short' }))).toBe(
      API_MESSAGES.inviteInvalid,
    )
  })

  it('a password change needs the current password and a new one of the signup length', () => {
    expect(messageOf(PasswordChangeBodySchema.safeParse({ new_password: 'long enough' }))).toBe(
      'Current password is required.',
    )
    expect(
      messageOf(PasswordChangeBodySchema.safeParse({ current_password: 'x', new_password: 'short' })),
    ).toBe('Password must be at least 8 characters.')
  })

  it('hidden is a boolean with its own text, absent by default', () => {
    expect(ProjectBodySchema.parse({ title: 'T', description: 'D' }).hidden).toBeUndefined()
    expect(messageOf(ProjectBodySchema.safeParse({ title: 'T', description: 'D', hidden: 'yes' }))).toBe(
      'Hidden must be true or false.',
    )
  })

  it('the public work item carries the featured flag, false when absent', () => {
    const item = {
      id: 1,
      title: 'T',
      description: 'D',
      cover_url: null,
      category: null,
      tags: [],
      href: null,
      website: null,
    }
    expect(PublicWorkItemSchema.parse(item).featured).toBe(false)
    expect(PublicWorkItemSchema.parse({ ...item, featured: true }).featured).toBe(true)
  })
})

describe('audit log query', () => {
  it('defaults to page 1 of 20 and refuses unknown actions', () => {
    expect(AuditLogQuerySchema.parse({})).toEqual({ page: 1, per_page: 20 })
    expect(messageOf(AuditLogQuerySchema.safeParse({ action: 'explode' }))).toBe(AUDIT_MESSAGES.action)
    expect(auditQueryString({ page: 2, actor: ' a@b.co ', action: 'login' })).toBe(
      '?page=2&actor=a%40b.co&action=login',
    )
    expect(auditQueryString({ page: 1 })).toBe('')
  })

  it('the admin client reads a page and its total from X-Total-Count', async () => {
    const calls: string[] = []
    const fetcher = (async (input: RequestInfo | URL) => {
      calls.push(String(input))
      return new Response(JSON.stringify([]), {
        headers: { 'content-type': 'application/json', 'x-total-count': '42' },
      })
    }) as typeof fetch
    const client = createAdminClient({ apiUrl: 'http://api', getToken: () => 't', fetcher })
    expect(await client.listAuditLog({ action: 'reorder' })).toEqual({ items: [], total: 42 })
    expect(calls).toEqual(['http://api/sb-admin/audit-log?action=reorder'])
  })
})
