import type { AuditAction } from '@studio/contracts'
import { ACTION_LABELS } from './audit-texts'

/** The page and filters in the address bar (`?page=&actor=&action=`), so reload and Back keep them. */
export interface AuditView {
  page: number
  actor: string
  action: AuditAction | ''
}

export function readAuditView(params: URLSearchParams): AuditView {
  const page = Number(params.get('page'))
  const action = params.get('action') ?? ''
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    actor: (params.get('actor') ?? '').trim(),
    action: action in ACTION_LABELS ? (action as AuditAction) : '',
  }
}

export function auditParams(view: AuditView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.page > 1) params.set('page', String(view.page))
  if (view.actor) params.set('actor', view.actor)
  if (view.action) params.set('action', view.action)
  return params
}
