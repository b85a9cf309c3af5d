import { AUDIENCE_HEADERS, AUDIENCE_LIMITS, type PageView, VIEWS_PATH } from '@studio/contracts/audience'
import { causeText, logWarning } from '@studio/contracts/log'
import { REQUEST_ID_HEADER } from '@studio/contracts/request-id'
import type { ApiTransport } from '../app/lib/server-api'

/**
 * Page views on their way to the API (POST /public/views), batched per isolate so that a busy
 * minute is a few writes, not one per view. Nothing of it runs on the visitor's path: the first view
 * of a batch hands the Worker (`waitUntil`) a short wait and then the send; the views that arrive
 * meanwhile join that batch; a batch that reaches the API's limit goes at once, and a post (the
 * contact form) sends what is waiting before it is handled. A view is sent once: a failed send is
 * logged and dropped, never retried into a second count.
 */

/** How long the first view of a batch waits for others (well inside the Worker's waitUntil time). */
export const VIEW_BATCH_WAIT_MS = 1000

/** How long one send may take before it is given up. */
const SEND_TIME_LIMIT_MS = 5000

/** The API (its origin, and what sends a request to it: the binding or the network) and the key. */
export interface ViewSender extends ApiTransport {
  /** The key the API takes views with (AUDIENCE_SECRET). */
  key: string
  /** The id of the visitor request that sends the batch, handed to the API (its log lines). */
  requestId?: string | null
}

/** Sends one batch; a refusal or a failure is logged, and the batch is not sent again. */
export async function sendViews(sender: ViewSender, views: PageView[]): Promise<void> {
  try {
    const answer = await sender.send(
      new Request(new URL(VIEWS_PATH, sender.origin), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [AUDIENCE_HEADERS.key]: sender.key,
          ...(sender.requestId ? { [REQUEST_ID_HEADER]: sender.requestId } : {}),
        },
        body: JSON.stringify({ views }),
        // The configured API's answer is the answer: a redirect is never followed.
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIME_LIMIT_MS),
      }),
    )
    // Only the status matters: the body is not read (no answer of any size is taken in).
    await answer.body?.cancel()
    if (!answer.ok) logWarning('audience.views_refused', { status: answer.status, views: views.length })
  } catch (error) {
    logWarning('audience.views_failed', { cause: causeText(error), views: views.length })
  }
}

export interface ViewBatcher {
  /** Adds a view; `waitUntil` is the request's, for the send this view starts (if it starts one). */
  add(view: PageView, sender: ViewSender, waitUntil: (promise: Promise<unknown>) => void): void
  /** Sends the views still waiting for their batch now (the waiting send then finds none). */
  flush(): Promise<void>
}

export function createViewBatcher({ waitMs = VIEW_BATCH_WAIT_MS }: { waitMs?: number } = {}): ViewBatcher {
  let pending: PageView[] = []
  // The API the waiting views go to (every view of an isolate names the same one).
  let pendingSender: ViewSender | null = null

  const takeBatch = () => {
    const batch = pending
    pending = []
    return batch
  }

  return {
    add(view, sender, waitUntil) {
      pending.push(view)
      pendingSender = sender
      if (pending.length >= AUDIENCE_LIMITS.batchMax) {
        waitUntil(sendViews(sender, takeBatch()))
        return
      }
      if (pending.length > 1) return
      // The first view of a batch: its request waits for the others, then sends them all.
      waitUntil(
        new Promise((resolve) => setTimeout(resolve, waitMs)).then(() => {
          const batch = takeBatch()
          return batch.length > 0 ? sendViews(sender, batch) : undefined
        }),
      )
    },
    async flush() {
      const batch = takeBatch()
      if (batch.length > 0 && pendingSender) await sendViews(pendingSender, batch)
    },
  }
}
