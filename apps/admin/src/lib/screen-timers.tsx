import * as React from 'react'

/**
 * The timers the screens start themselves: the draft autosave and its retry, the inbox search
 * debounce, the redirect after signup, notices that go away, the unread count's refresh. They are
 * the browser's own; the screen tests put a clock of their own around the app instead
 * (test-support/screen-clock.ts), so they move time on at once rather than wait for it.
 */
export interface ScreenTimers {
  setTimeout: (run: () => void, ms: number) => number
  clearTimeout: (id: number) => void
  setInterval: (run: () => void, ms: number) => number
  clearInterval: (id: number) => void
}

const BROWSER_TIMERS: ScreenTimers = {
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  setInterval: (run, ms) => window.setInterval(run, ms),
  clearInterval: (id) => window.clearInterval(id),
}

export const ScreenTimersContext = React.createContext<ScreenTimers>(BROWSER_TIMERS)

export function useScreenTimers(): ScreenTimers {
  return React.useContext(ScreenTimersContext)
}
