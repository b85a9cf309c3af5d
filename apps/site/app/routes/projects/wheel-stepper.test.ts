// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { PROJECTS_WHEEL_THROTTLE_MS } from '../../tuning'
import { createWheelStepper } from './wheel-stepper'

describe('createWheelStepper', () => {
  it('takes one step for a long inertial gesture', () => {
    const stepper = createWheelStepper(PROJECTS_WHEEL_THROTTLE_MS)
    const steps = Array.from({ length: 100 }, (_, i) => stepper.wheel(30, i * 16))
    expect(steps.filter((s) => s !== 0)).toEqual([1])
  })

  it('allows a new gesture only after 650 ms', () => {
    const stepper = createWheelStepper(PROJECTS_WHEEL_THROTTLE_MS)
    expect(stepper.wheel(100, 0)).toBe(1)
    expect(stepper.wheel(100, 400)).toBe(0)
    expect(stepper.wheel(-100, 1100)).toBe(-1)
  })

  it('ignores horizontal-only events', () => {
    const stepper = createWheelStepper(PROJECTS_WHEEL_THROTTLE_MS)
    expect(stepper.wheel(0, 0)).toBe(0)
    expect(stepper.wheel(50, 10)).toBe(1)
  })

  it('knows while the events still belong to the gesture that stepped, until a pause ends it', () => {
    const stepper = createWheelStepper(PROJECTS_WHEEL_THROTTLE_MS)
    expect(stepper.inSteppedGesture(0)).toBe(false)
    stepper.wheel(40, 0)
    for (let now = 16; now < 1500; now += 16) {
      expect(stepper.inSteppedGesture(now)).toBe(true)
      stepper.pass(now)
    }
    expect(stepper.inSteppedGesture(1800)).toBe(false)
  })

  it('takes one step per swipe, under the same throttle as the wheel', () => {
    const stepper = createWheelStepper(PROJECTS_WHEEL_THROTTLE_MS)
    expect(stepper.swipe(1, 0)).toBe(1)
    expect(stepper.swipe(1, 300)).toBe(0)
    expect(stepper.wheel(100, 500)).toBe(0)
    expect(stepper.swipe(-1, 700)).toBe(-1)
  })
})
