import { ADMIN_MESSAGES, type AdminClient } from '@studio/contracts'
import { type ActionFunctionArgs, replace } from 'react-router'
import { serviceMessage } from '../../lib/errors'
import { readJson } from '../../lib/route-data'
import { clearSession, storeSession, takeRememberedPath } from '../../lib/session'
import { keepPendingStep } from './pending-step'

export interface Credentials {
  email: string
  password: string
}

/**
 * What the login and signup actions answer when they stay on their screen: done (for signup, whether
 * the answer signed the new admin in), or the text to show.
 */
export type AuthAnswer = { ok: true; signedIn?: boolean } | { ok: false; error: string }

async function attemptAuth(fallback: string, write: () => Promise<AuthAnswer | Response>) {
  try {
    return await write()
  } catch (error) {
    return { ok: false, error: serviceMessage(error, fallback) } satisfies AuthAnswer
  }
}

/** Signs in, keeps the session and goes back to the page the admin asked for. */
export function loginAction(client: AdminClient) {
  return async ({ request }: ActionFunctionArgs) =>
    attemptAuth(ADMIN_MESSAGES.loginFailed, async () => {
      const credentials = await readJson<Credentials>(request)
      const session = await client.login(credentials)
      // A second factor is due (or its setup, when the team requires one): its own screen.
      if (session.second_step) {
        keepPendingStep({ ...session.second_step, email: session.user.email })
        return replace('/admin/second-step')
      }
      if (!session.access_token) return { ok: false, error: ADMIN_MESSAGES.noSessionToken }
      storeSession(session.access_token, session.user.email)
      return replace(takeRememberedPath())
    })
}

/**
 * Creates the account (through an invite's token when there is one). The session it returns is kept
 * as the admin's one session: signing in again would leave the signup's session unused in the list.
 */
export function signupAction(client: AdminClient) {
  return async ({ request }: ActionFunctionArgs) =>
    attemptAuth(ADMIN_MESSAGES.signupFailed, async () => {
      const body = await readJson<Credentials & { invite?: string }>(request)
      const answer = await client.signup(body)
      // The team requires a second factor: the new admin sets one up before the first session.
      if (answer.second_step) {
        keepPendingStep({ ...answer.second_step, email: answer.user?.email ?? body.email })
        return replace('/admin/second-step')
      }
      if (!answer.access_token) return { ok: true, signedIn: false }
      storeSession(answer.access_token, answer.user?.email ?? body.email)
      return { ok: true, signedIn: true }
    })
}

/** Ends the session on the API; the stored session is dropped either way (a dead server must not trap the admin). */
export function logoutAction(client: AdminClient) {
  return async () => {
    try {
      await client.logout()
    } catch {
      // Dropped locally below whatever the API answered.
    }
    clearSession()
    return replace('/admin/login')
  }
}
