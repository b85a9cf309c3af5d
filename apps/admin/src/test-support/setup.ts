import '@testing-library/jest-dom/vitest'
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react'
import { afterEach } from 'vitest'
// The screens the router loads on first visit, loaded once before any test.
import './lazy-screens'
import { supplyModalDialogs } from './modal-dialog'
import { resetScreenClock } from './screen-clock'
import { requestsSettled } from './test-api'

supplyModalDialogs()

// jsdom has no layout to scroll, and prints "Not implemented" for every scrollTo (the layout scrolls
// to the top on each navigation): here it does nothing, quietly. A test that reads it spies on it.
window.scrollTo = () => {}

// How long findBy* and waitFor wait for the state they expect before failing: a ceiling, never a
// wait (they return as soon as the state is there). A whole-app step (a save, then the list read
// again) takes a fraction of a second, and several seconds on a 2-core machine shared with other
// suites; a green run is not slower for the headroom.
configure({ asyncUtilTimeout: 10_000 })

// user-event's clicks and keystrokes reach the screen as a person's do: outside React's act, which
// RTL wraps every event in. Inside a synchronous act, Suspense boundaries waiting on a deferred read
// (React Router's Await throws its promise) kept claiming retry lanes that React rendered again at
// once, in a loop that never yields: the fork spun forever (2 fresh runs in 6). A router update now
// lands a task later, as in a browser: a test waits for what a click shows. RTL's own render and
// fireEvent still run in act.
const actEventWrapper = getConfig().eventWrapper
configure({
  eventWrapper: (dispatch) =>
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
      ? actEventWrapper(dispatch)
      : dispatch(),
})

// A query that finds nothing prints the page into its error. Inside findBy* and waitFor it fails
// on every retry and only the last error is ever shown, and printing a large screen (the Site
// content form) takes tens of milliseconds: print it when the message is read, as it is when the
// test fails (before the screen is cleaned up).
configure({
  getElementError(message, container) {
    const error = new Error()
    error.name = 'TestingLibraryElementError'
    let text: string | undefined
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => {
        text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`]
          .filter(Boolean)
          .join('\n\n')
        return text
      },
      set: (value: string) => {
        text = value
      },
    })
    return error
  },
})

afterEach(async () => {
  cleanup()
  await requestsSettled()
  resetScreenClock()
  localStorage.clear()
  sessionStorage.clear()
  vi.restoreAllMocks()
})
