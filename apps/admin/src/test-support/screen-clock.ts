import { act } from '@testing-library/react'
import type { ScreenTimers } from '../lib/screen-timers'

interface Timer {
  at: number
  run: () => void
  /** Set for an interval: it falls due again this long after each run. */
  every?: number
}

/**
 * The clock of the screens' own timers in a test (the autosave, debounces, the signup redirect,
 * notices, the unread refresh): it stands still until the test moves it with `passTime`, so a timer
 * fires when the test says and never on its own, however busy the machine is. Everything else
 * (React, the router, the in-process API, Testing Library's waits) keeps real time.
 */
let now = 0
let nextId = 1
const timers = new Map<number, Timer>()

function add(timer: Timer): number {
  const id = nextId++
  timers.set(id, timer)
  return id
}

export const screenTimers: ScreenTimers = {
  setTimeout: (run, ms) => add({ at: now + ms, run }),
  clearTimeout: (id) => void timers.delete(id),
  setInterval: (run, ms) => add({ at: now + ms, run, every: Math.max(ms, 1) }),
  clearInterval: (id) => void timers.delete(id),
}

/** The first timer due by `end`, oldest first among timers due at the same time. */
function nextDue(end: number): [number, Timer] | undefined {
  let found: [number, Timer] | undefined
  for (const entry of timers) if (entry[1].at <= end && (!found || entry[1].at < found[1].at)) found = entry
  return found
}

/**
 * Lets `ms` pass on the screens' clock: runs every timer that falls due meanwhile, in time order,
 * including those that the ones run start. Work React has queued first (an effect that starts a
 * timer) is done first, and each timer runs inside act, so the screen has followed when this returns.
 */
export async function passTime(ms: number): Promise<void> {
  const end = now + ms
  await act(async () => {})
  for (let due = nextDue(end); due; due = nextDue(end)) {
    const [id, timer] = due
    now = timer.at
    if (timer.every) timer.at += timer.every
    else timers.delete(id)
    await act(async () => timer.run())
  }
  now = end
}

/** Timers still waiting to fall due (to check that a screen started or cleared one). */
export function pendingTimers(): number {
  return timers.size
}

/** A new test starts at time 0 with no timers (the last test's screen is gone). */
export function resetScreenClock(): void {
  timers.clear()
  now = 0
}
