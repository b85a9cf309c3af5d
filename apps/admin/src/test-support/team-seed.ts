import type { InviteCreated, SessionResponse } from '@studio/contracts'
import { callApi } from './seed'
import { adminPath, type TestApi } from './test-api'

/** Invites an email as the signed-in admin; the answer carries the one-time link. */
export async function createInvite(api: TestApi, email: string): Promise<InviteCreated & { token: string }> {
  const invite = await callApi<InviteCreated>(api, 'POST', adminPath('/invites'), { email })
  return { ...invite, token: new URL(invite.url).searchParams.get('invite') ?? '' }
}

/** Signs up through an invite for real, as the invited colleague: their session token. */
export async function acceptInvite(
  api: TestApi,
  invite: string,
  email: string,
  password = 'another long passphrase',
) {
  const session = await callApi<SessionResponse>(
    api,
    'POST',
    '/auth/signup',
    { email, password, invite },
    { token: null },
  )
  if (!session.access_token) throw new Error('The invited signup answered without a session.')
  return session.access_token
}

/** A colleague invited and signed up through the invite: their session token. */
export async function addColleague(api: TestApi, email: string): Promise<string> {
  return acceptInvite(api, (await createInvite(api, email)).token, email)
}

/** Signs in again as the test admin from another browser: a second session of theirs. */
export async function signInElsewhere(api: TestApi, email: string, password: string, userAgent: string) {
  const response = await api.server.app.request('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`)
  return ((await response.json()) as SessionResponse).access_token ?? ''
}
