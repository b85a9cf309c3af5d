import type { AdminClient } from '@studio/contracts'
import * as React from 'react'
import type { RouteObject } from 'react-router'
import { sidebarHintRoute, useSidebarHint } from './sidebar-hint'
import { UNREAD_REFRESH_MS } from './unread-count'
import './status-attention.css'

/** The resource route the sidebar's Status mark reads. */
const ATTENTION_PATH = '/admin/status-attention'

/**
 * What the sidebar marks on its Status link (the last daily backup failed, an alert channel keeps
 * failing) as a resource route, read like the unread count: a failed ask answers null and the
 * sidebar keeps what it last knew.
 */
export function statusAttentionRoute(client: AdminClient): RouteObject {
  return sidebarHintRoute<{ warnings: string[] | null }>(
    'status-attention',
    async () => ({ warnings: (await client.statusAttention()).warnings }),
    { warnings: null },
  )
}

/**
 * The sidebar's warnings, read by a fetcher on mount, every minute (the unread count's pace, never
 * faster), when the panel comes back into focus, and after every write (the router revalidates it).
 */
export function useStatusAttention(): readonly string[] {
  const data = useSidebarHint<{ warnings: string[] | null }>('status-attention', ATTENTION_PATH, {
    everyMs: UNREAD_REFRESH_MS,
  })
  const last = React.useRef<readonly string[]>([])
  if (data?.warnings) last.current = data.warnings
  return last.current
}

/** The Status link's name when something needs doing: 'Status, needs attention'. */
export function attentionLinkLabel(label: string, warnings: readonly string[]): string | undefined {
  return warnings.length > 0 ? `${label}, needs attention` : undefined
}

/** A small dot inside the Status link; its words are the link's name and its title. */
export function AttentionDot({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null
  return <span className="attention-dot" aria-hidden="true" title={warnings.join('\n')} />
}
