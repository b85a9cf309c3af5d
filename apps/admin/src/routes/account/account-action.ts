import type { AdminClient } from '@studio/contracts'
import * as z from 'zod/mini'
import { parsedIntentAction } from '../../lib/route-data'

/**
 * What the Account screen's forms and fetchers post to its route action. The password's rules are
 * the API's to apply (its refusal names the field); here the body only has to be two texts.
 */
const AccountIntentSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('password'),
    body: z.object({ current_password: z.string(), new_password: z.string() }),
  }),
  z.object({ intent: z.literal('end-others') }),
  z.object({ intent: z.literal('end-one'), id: z.int() }),
])
export type AccountIntent = z.infer<typeof AccountIntentSchema>

/** Change the password (which signs out the other sessions), end the other sessions, or one. */
export const accountAction = (client: AdminClient) =>
  parsedIntentAction(AccountIntentSchema, {
    password: ({ body }) => client.changePassword(body),
    'end-others': () => client.endOtherSessions(),
    'end-one': ({ id }) => client.endSession(id),
  })
