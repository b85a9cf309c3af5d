import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@studio/contracts'
import { labelOfPath } from '../site-content/content-outline'

/** Each audited action in words, for the filter and the rows. */
export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  featured: 'Featured changed',
  reorder: 'Reordered',
  invite: 'Invited',
  revoke_invite: 'Revoked invite',
  remove_admin: 'Removed admin',
  signup: 'Signed up',
  login: 'Signed in',
  logout: 'Signed out',
  password_change: 'Changed password',
  end_sessions: 'Ended sessions',
  end_preview_links: 'Ended preview links',
  message_status: 'Message status',
  message_delete: 'Deleted message',
  export: 'Exported',
  import: 'Imported',
  upload: 'Uploaded cover',
  test_alert: 'Sent test alert',
  retention_delete: 'Deleted by retention',
  publish: 'Published',
  restore: 'Restored revision',
  add_factor: 'Added second factor',
  remove_factor: 'Removed second factor',
  reset_two_factor: 'Reset two-factor sign-in',
  new_recovery_codes: 'New recovery codes',
  use_recovery_code: 'Used recovery code',
  second_step_failed: 'Second step failed',
}

export const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: ACTION_LABELS[action] }))

const TARGET_LABELS: Record<string, string> = {
  project: 'Project',
  work_item: 'Work item',
  invite: 'Invite',
  admin: 'Admin',
  session: 'Session',
  site_content: 'Site content',
  contact_message: 'Message',
  cover: 'Cover',
  alert: 'Alert',
  archive: 'Studio archive',
  settings: 'Settings',
}

export function actionLabel(action: string): string {
  return (ACTION_LABELS as Record<string, string>)[action] ?? action
}

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', ar: 'Arabic' }

/**
 * What an entry acted on, in words: an admin by their email (`emails`: the team's, by id; a removed
 * admin keeps their number), the site copy by its language, anything else by its kind and number.
 */
export function targetLabel(
  entry: Pick<AuditEntry, 'target_type' | 'target_id'>,
  emails: ReadonlyMap<string, string> = new Map(),
): string {
  const type = TARGET_LABELS[entry.target_type] ?? entry.target_type
  if (!entry.target_id) return type
  if (entry.target_type === 'admin') return emails.get(entry.target_id) ?? `${type} #${entry.target_id}`
  if (entry.target_type === 'site_content') {
    return `${type}, ${LANGUAGE_NAMES[entry.target_id] ?? entry.target_id}`
  }
  return `${type} #${entry.target_id}`
}

/** The portfolio's and settings' fields in the words of their forms. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  title_ar: 'Arabic title',
  description_ar: 'Arabic description',
  cover_url: 'Cover',
  cover_alt: 'Cover description',
  cover_alt_ar: 'Arabic cover description',
  tags: 'Tags',
  href: 'Case study path',
  hidden: 'Hidden',
  slug: 'Address (slug)',
  category: 'Category',
  website: 'Website',
  featured: 'Featured',
  sort_order: 'Order',
  status: 'Status',
  email: 'Email',
  count: 'Count',
}

/**
 * A changed field in words: a site copy's path as History names it ("Home page › FAQ › Question 1
 * › Answer"), a portfolio field as its form does; anything else with its underscores read as spaces.
 */
export function fieldLabel(entry: Pick<AuditEntry, 'target_type'>, field: string): string {
  if (entry.target_type === 'site_content') return labelOfPath(field)
  const known = FIELD_LABELS[field]
  if (known) return known
  const words = field.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Longer values are cut here (the whole value is in the row's tooltip). */
const VALUE_MAX = 60

/** A changed value, compact: text quoted, lists joined, nothing as an em dash; cut unless `whole`. */
export function valueText(value: unknown, whole = false): string {
  if (value === null || value === undefined || value === '') return '—'
  const text =
    typeof value === 'string'
      ? `"${value}"`
      : Array.isArray(value)
        ? `[${value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ')}]`
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value)
  return !whole && text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text
}

/** One line per changed field: `old → new`, compact, and in full for its tooltip. */
export function changeLines(
  entry: Pick<AuditEntry, 'changes' | 'target_type'>,
): Array<{ field: string; label: string; text: string; full: string }> {
  return Object.entries(entry.changes ?? {}).map(([field, change]) => ({
    field,
    label: fieldLabel(entry, field),
    text: `${valueText(change.old)} → ${valueText(change.new)}`,
    full: `${valueText(change.old, true)} → ${valueText(change.new, true)}`,
  }))
}
