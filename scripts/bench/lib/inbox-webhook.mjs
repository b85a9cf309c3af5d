/**
 * A local webhook receiver for the alert benchmark: takes the API's POSTs on 127.0.0.1, answers 200
 * at once and notes when each enquiry's alert arrived (performance.now(), the same clock as the
 * benchmark's requests, since both run in this process).
 */
import { once } from 'node:events'
import { createServer } from 'node:http'

const BODY_MAX = 1_000_000

export async function startWebhookReceiver(port) {
  const arrivals = new Map()
  const waiters = new Map()
  let malformed = 0
  const server = createServer((request, response) => {
    const chunks = []
    let size = 0
    request.on('data', (chunk) => {
      size += chunk.length
      if (size <= BODY_MAX) chunks.push(chunk)
    })
    request.on('end', () => {
      const at = performance.now()
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
      let email = null
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        if (typeof body.text === 'string' && typeof body.enquiry?.email === 'string')
          email = body.enquiry.email
      } catch {
        // Counted below.
      }
      if (request.method !== 'POST' || email === null) {
        malformed++
        return
      }
      arrivals.set(email, at)
      waiters.get(email)?.(at)
    })
  })
  server.listen(port, '127.0.0.1')
  await once(server, 'listening')
  return {
    url: `http://127.0.0.1:${port}/enquiry-alert`,
    get malformed() {
      return malformed
    },
    /** When the alert for `email` arrived, waiting up to `timeoutMs`; null if it never came. */
    arrivalOf(email, timeoutMs) {
      if (arrivals.has(email)) return Promise.resolve(arrivals.get(email))
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters.delete(email)
          resolve(null)
        }, timeoutMs)
        waiters.set(email, (at) => {
          clearTimeout(timer)
          waiters.delete(email)
          resolve(at)
        })
      })
    },
    async stop() {
      server.closeAllConnections()
      server.close()
      await once(server, 'close')
    },
  }
}
