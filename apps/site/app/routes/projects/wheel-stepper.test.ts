import { PROJECTS_WHEEL_THROTTLE_MS } from '@studio/contracts/constants'
import { describe, expect, it } from 'vitest'
import { createWheelStepper } from './wheel-stepper'

describe('createWheelStepper', () => {
  it('takes one step for a long inertial gesture', () => {
    const step = createWheelStepper(PROJECTS_WHEEL_THROTTLE_MS)
    const steps = Array.from({ length: 100 }, (_, i) => step(30, i * 16))
    expect(steps.filter((s) => s !== 0)).toEqual([1])
  })

  it('allows a new gesture only after 650 ms', () => {
    const step = createWheelStepper(PROJECTS_WHEEL_THROTTLE_MS)
    expect(step(100, 0)).toBe(1)
    expect(step(100, 400)).toBe(0)
    expect(step(-100, 1100)).toBe(-1)
  })

  it('ignores horizontal-only events', () => {
    const step = createWheelStepper(PROJECTS_WHEEL_THROTTLE_MS)
    expect(step(0, 0)).toBe(0)
    expect(step(50, 10)).toBe(1)
  })
})
