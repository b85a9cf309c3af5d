/**
 * Waits for the write lock without blocking the event loop. Connections run with no busy timeout
 * (see database.ts), so a statement that meets another stream's lock fails at once with SQLITE_BUSY;
 * it had no effect, and is tried again after a short pause until `timeoutMs` has passed.
 * SQLITE_BUSY_SNAPSHOT (another stream committed since this transaction's snapshot) is not retried:
 * no wait can make that snapshot current again, so the client hears it at once, as from sqld.
 */

const SQLITE_BUSY = 5

function isBusy(error: unknown): boolean {
  return error instanceof Error && 'rawCode' in error && error.rawCode === SQLITE_BUSY
}

export interface BusyRetryOptions {
  timeoutMs: number
  now?: () => number
}

export async function withBusyRetry<T>(
  run: () => T,
  { timeoutMs, now = Date.now }: BusyRetryOptions,
): Promise<T> {
  const deadline = now() + timeoutMs
  for (let attempt = 0; ; attempt++) {
    try {
      return run()
    } catch (error) {
      if (!isBusy(error) || now() >= deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.min(2 ** attempt, 25)))
    }
  }
}
