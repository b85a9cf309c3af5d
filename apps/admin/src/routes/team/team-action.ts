import type { AdminClient } from '@studio/contracts'
import { intentAction } from '../../lib/route-data'

/** What the Team screen's forms and fetchers post to its route action. */
export type TeamIntent =
  | { intent: 'invite'; email: string }
  | { intent: 'remove'; id: number }
  | { intent: 'revoke'; id: number }

/** Invite a colleague, remove an admin (their sessions end at once), revoke an invite. */
export const teamAction = (client: AdminClient) =>
  intentAction<TeamIntent>({
    invite: ({ email }) => client.createInvite({ email: email.trim() }),
    remove: ({ id }) => client.removeAdmin(id),
    revoke: ({ id }) => client.revokeInvite(id),
  })
