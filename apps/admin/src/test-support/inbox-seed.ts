import type { InboxMessage, MessageStatus } from '@studio/contracts'
import { callApi } from './seed'
import { adminPath, type TestApi } from './test-api'

/** Every stored message (up to 100), newest first, with its status. */
export async function storedMessages(api: TestApi): Promise<InboxMessage[]> {
  return callApi<InboxMessage[]>(api, 'GET', adminPath('/contact-messages?per_page=100'))
}

/** Gives the messages sent by these names the given status. */
export async function setStatusByName(api: TestApi, statuses: Record<string, MessageStatus>) {
  for (const message of await storedMessages(api)) {
    const status = statuses[message.name]
    if (status) await callApi(api, 'PATCH', adminPath(`/contact-messages/${message.id}`), { status })
  }
}

/** The stored status of each message, by sender name. */
export async function statusByName(api: TestApi): Promise<Record<string, MessageStatus>> {
  return Object.fromEntries((await storedMessages(api)).map((message) => [message.name, message.status]))
}
