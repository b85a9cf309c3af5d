/**
 * Turns wheel events and swipes into steps through the stack: never two steps closer than
 * `throttleMs`, and at most one step per wheel gesture. A wheel gesture ends after `gestureGapMs`
 * without wheel events: trackpads keep firing inertia events for a second or more, which must not
 * turn into several steps, nor scroll the page once the step reached the last card.
 */
export function createWheelStepper(throttleMs: number, gestureGapMs = 200) {
  let lastEventAt = Number.NEGATIVE_INFINITY
  let lastStepAt = Number.NEGATIVE_INFINITY
  let steppedThisGesture = false

  function track(now: number): void {
    if (now - lastEventAt > gestureGapMs) steppedThisGesture = false
    lastEventAt = now
  }

  function take(direction: number, now: number): -1 | 0 | 1 {
    if (direction === 0 || now - lastStepAt < throttleMs) return 0
    lastStepAt = now
    return direction > 0 ? 1 : -1
  }

  return {
    /** One wheel event: a step, or 0 when its gesture already took one or the throttle holds. */
    wheel(deltaY: number, now: number): -1 | 0 | 1 {
      track(now)
      if (steppedThisGesture) return 0
      const step = take(deltaY, now)
      if (step !== 0) steppedThisGesture = true
      return step
    },
    /** A wheel event that goes to the page instead: it still continues (or starts) a gesture. */
    pass(now: number): void {
      track(now)
    },
    /** Whether a wheel event at `now` would continue a gesture that already took a step. */
    inSteppedGesture(now: number): boolean {
      return steppedThisGesture && now - lastEventAt <= gestureGapMs
    },
    /** One finished swipe (1: to the next card): a step unless the throttle holds. */
    swipe(direction: -1 | 1, now: number): -1 | 0 | 1 {
      return take(direction, now)
    },
  }
}
