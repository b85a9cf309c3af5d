/**
 * Turns a stream of wheel events into at most one step per gesture, never closer than `throttleMs`.
 * A gesture ends after `gestureGapMs` without wheel events (trackpads keep firing inertia events
 * for a second or more, which must not turn into several steps).
 */
export function createWheelStepper(throttleMs: number, gestureGapMs = 200) {
  let lastEventAt = Number.NEGATIVE_INFINITY
  let lastStepAt = Number.NEGATIVE_INFINITY
  let steppedThisGesture = false

  return function step(deltaY: number, now: number): -1 | 0 | 1 {
    if (now - lastEventAt > gestureGapMs) steppedThisGesture = false
    lastEventAt = now
    if (deltaY === 0 || steppedThisGesture || now - lastStepAt < throttleMs) return 0
    steppedThisGesture = true
    lastStepAt = now
    return deltaY > 0 ? 1 : -1
  }
}
