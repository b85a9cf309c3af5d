import * as z from 'zod/mini'
import { pageMessages, pageQueryFields, pageSearch, queryString } from './paging'

/**
 * The audit log: one entry per admin write, written in the same transaction as the write.
 * The list answer is a JSON array of one page, newest first; paging travels in the `X-Total-Count`
 * and `Link` headers, as in the messages list.
 */

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'featured',
  'reorder',
  'invite',
  'revoke_invite',
  'remove_admin',
  'signup',
  'login',
  'logout',
  'password_change',
  'end_sessions',
  'message_status',
  'message_delete',
  'export',
  'upload',
  'test_alert',
  'retention_delete',
  'publish',
  'restore',
  'end_preview_links',
  'import',
  // Two-factor sign-in (docs/decisions/0028).
  'add_factor',
  'remove_factor',
  'reset_two_factor',
  'new_recovery_codes',
  'use_recovery_code',
  'second_step_failed',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_TARGET_TYPES = [
  'project',
  'work_item',
  'invite',
  'admin',
  'session',
  'contact_message',
  'cover',
  'alert',
  'site_content',
  'archive',
  'settings',
] as const
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number]

/** A changed field: its value before and after (null where there was, or is, none). */
export const AuditChangeSchema = z.object({ old: z.unknown(), new: z.unknown() })
export type AuditChange = z.infer<typeof AuditChangeSchema>
export type AuditChanges = Record<string, AuditChange>

export const AuditEntrySchema = z.object({
  id: z.int(),
  /** null once that admin was removed (or for a write nobody signed in made). */
  admin_id: z.nullable(z.int()),
  /** The actor's email at the time, kept after the admin is removed. */
  actor_email: z.nullable(z.string()),
  action: z.string(),
  target_type: z.string(),
  target_id: z.nullable(z.string()),
  /** Content writes: field → { old, new }; other actions: null or a few facts (e.g. `count`). */
  changes: z.nullable(z.record(z.string(), AuditChangeSchema)),
  created_at: z.string(),
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>

export const AUDIT_LIMITS = { perPageDefault: 20, perPageMax: 100, pageMax: 100_000 } as const

export const AUDIT_MESSAGES = {
  ...pageMessages(AUDIT_LIMITS),
  actor: 'actor must be an email of at most 254 characters.',
  action: `action must be one of ${AUDIT_ACTIONS.join(', ')}.`,
} as const

/** GET {prefix}/audit-log query parameters (all optional); `actor` is the actor's email. */
export const AuditLogQuerySchema = z.object({
  ...pageQueryFields(AUDIT_LIMITS),
  actor: z.optional(
    z
      .string({ error: AUDIT_MESSAGES.actor })
      .check(z.trim(), z.toLowerCase(), z.maxLength(254, AUDIT_MESSAGES.actor)),
  ),
  action: z.optional(z.enum(AUDIT_ACTIONS, { error: AUDIT_MESSAGES.action })),
})
export type AuditLogQuery = z.input<typeof AuditLogQuerySchema>
export type AuditLogParams = z.output<typeof AuditLogQuerySchema>

/** The query string of an audit-log call; defaults and empty filters are left out. */
export function auditQueryString(params: Partial<AuditLogParams>): string {
  const search = pageSearch(params)
  if (params.actor?.trim()) search.set('actor', params.actor.trim())
  if (params.action) search.set('action', params.action)
  return queryString(search)
}
