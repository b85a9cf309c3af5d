import type { InboxMessage, MessageStatus } from '@studio/contracts'
import { adminPath, type TestApi } from '../../test-support/test-api'

/** Test setup for the inbox: reads and changes what the real API stores, as the test's own calls. */
async function adminCall(api: TestApi, method: string, path: string, body?: unknown) {
  const response = await api.server.app.request(adminPath(path), {
    method,
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<unknown>
}

/** Every stored message (up to 100), newest first, with its status. */
export async function storedMessages(api: TestApi): Promise<InboxMessage[]> {
  return (await adminCall(api, 'GET', '/contact-messages?per_page=100')) as InboxMessage[]
}

/** Gives the messages sent by these names the given status. */
export async function setStatusByName(api: TestApi, statuses: Record<string, MessageStatus>) {
  for (const message of await storedMessages(api)) {
    const status = statuses[message.name]
    if (status) await adminCall(api, 'PATCH', `/contact-messages/${message.id}`, { status })
  }
}

/** The stored status of each message, by sender name. */
export async function statusByName(api: TestApi): Promise<Record<string, MessageStatus>> {
  return Object.fromEntries((await storedMessages(api)).map((message) => [message.name, message.status]))
}
