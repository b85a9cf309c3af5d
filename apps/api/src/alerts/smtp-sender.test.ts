import { createServer, type Socket } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLAIM_LEASE_MS } from './outbox'
import { createSmtpSender, SMTP_SEND_DEADLINE_MS, SMTP_TIMEOUTS } from './smtp-sender'

/**
 * An SMTP send must be over before the outbox's claim on its row runs out; otherwise a slow server
 * could have the alert claimed again by the sweep and delivered twice.
 */

const sockets: Socket[] = []
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const socket of sockets.splice(0)) socket.destroy()
  for (const close of closers.splice(0)) await close()
})

/** A server that greets, then never answers another word (a stalled mail server). */
async function stalledServer() {
  let heard!: () => void
  const spoken = new Promise<void>((resolve) => {
    heard = resolve
  })
  const server = createServer((socket) => {
    sockets.push(socket)
    socket.write('220 stalled.test ESMTP\r\n')
    socket.once('data', () => heard())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  closers.push(() => new Promise((resolve) => server.close(() => resolve())))
  return { url: `smtp://127.0.0.1:${port}`, spoken }
}

describe('the SMTP sender and the claim lease', () => {
  it('waits less than the claim lease at every step, and in all', () => {
    for (const timeout of Object.values(SMTP_TIMEOUTS)) expect(timeout).toBeLessThan(CLAIM_LEASE_MS)
    expect(SMTP_SEND_DEADLINE_MS).toBeLessThan(CLAIM_LEASE_MS)
  })

  it('gives up on a server that stalls after its greeting before the claim lease runs out', async () => {
    const server = await stalledServer()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const sending = createSmtpSender({ smtpUrl: server.url, from: 'alerts@studio.test' })
      .send({ to: ['owner@studio.test'], subject: 'Hi', text: 'Hello' })
      .then(
        () => 'sent',
        (error: Error) => error.message,
      )
    await server.spoken
    await vi.advanceTimersByTimeAsync(CLAIM_LEASE_MS - 1)
    expect(await sending).toBe(`The mail server did not finish within ${SMTP_SEND_DEADLINE_MS / 1000} s.`)
  })
})
