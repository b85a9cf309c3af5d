import type { AdminClient, PasswordChangeBody } from '@studio/contracts'
import { intentAction } from '../../lib/route-data'

/** What the Account screen's forms and fetchers post to its route action. */
export type AccountIntent =
  | { intent: 'password'; body: PasswordChangeBody }
  | { intent: 'end-others' }
  | { intent: 'end-one'; id: number }

/** Change the password (which signs out the other sessions), end the other sessions, or one. */
export const accountAction = (client: AdminClient) =>
  intentAction<AccountIntent>({
    password: ({ body }) => client.changePassword(body),
    'end-others': () => client.endOtherSessions(),
    'end-one': ({ id }) => client.endSession(id),
  })
