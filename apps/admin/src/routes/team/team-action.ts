import type { AdminClient } from '@studio/contracts'
import * as z from 'zod/mini'
import { parsedIntentAction } from '../../lib/route-data'

/** What the Team screen's forms and fetchers post to its route action (the API checks the email). */
const TeamIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('invite'), email: z.string() }),
  z.object({ intent: z.literal('remove'), id: z.int() }),
  z.object({ intent: z.literal('revoke'), id: z.int() }),
  z.object({ intent: z.literal('reset-2fa'), id: z.int() }),
])
export type TeamIntent = z.infer<typeof TeamIntentSchema>

/** Invite a colleague, remove an admin (their sessions end at once), revoke an invite. */
export const teamAction = (client: AdminClient) =>
  parsedIntentAction(TeamIntentSchema, {
    invite: ({ email }) => client.createInvite({ email: email.trim() }),
    remove: ({ id }) => client.removeAdmin(id),
    revoke: ({ id }) => client.revokeInvite(id),
    'reset-2fa': ({ id }) => client.resetTwoFactor(id),
  })
