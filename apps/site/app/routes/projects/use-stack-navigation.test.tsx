import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useStackNavigation } from './use-stack-navigation'

let now = 0
let section: HTMLElement

beforeEach(() => {
  now = 10_000
  vi.spyOn(performance, 'now').mockImplementation(() => now)
  // A spy, not an assignment: restoreAllMocks puts jsdom's own back for the files that follow.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  section = document.createElement('section')
  document.body.append(section)
})

afterEach(() => {
  vi.restoreAllMocks()
  section.remove()
})

/** Three project cards plus the view-all card. */
function renderStack(cards = 4) {
  const sectionRef = { current: section }
  return renderHook(() => useStackNavigation(cards, sectionRef))
}

function press(key: string, target: EventTarget = window): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  act(() => {
    target.dispatchEvent(event)
  })
  return event
}

/** A key pressed on a new element of `tag` inside the section. */
function pressOn(tag: 'button' | 'input', key: string): KeyboardEvent {
  const target = document.createElement(tag)
  section.append(target)
  return press(key, target)
}

function wheel(deltaY: number, init: WheelEventInit = {}): WheelEvent {
  const event = new WheelEvent('wheel', { deltaY, cancelable: true, ...init })
  act(() => {
    window.dispatchEvent(event)
  })
  return event
}

interface Point {
  x: number
  y: number
}

/** A touch event whose `touches` are the fingers still down and `changedTouches` the ones that moved or left. */
function touch(type: string, down: Point[], changed: Point[] = down) {
  const asTouches = (points: Point[]) =>
    points.map((point, identifier) => ({ identifier, clientX: point.x, clientY: point.y }))
  const event = new Event(type, { cancelable: true })
  Object.assign(event, { touches: asTouches(down), changedTouches: asTouches(changed) })
  window.dispatchEvent(event)
}

function swipe(from: Point, to: Point) {
  act(() => {
    touch('touchstart', [from])
    touch('touchmove', [to])
    touch('touchend', [], [to])
  })
}

describe('useStackNavigation', () => {
  it('moves with the arrow keys and stops at both ends', () => {
    const { result } = renderStack()
    press('ArrowUp')
    expect(result.current.index).toBe(0)
    press('ArrowDown')
    press('ArrowRight')
    expect(result.current.index).toBe(2)
    press('ArrowLeft')
    expect(result.current.index).toBe(1)
    press('ArrowDown')
    press('ArrowDown')
    press('ArrowDown')
    expect(result.current).toMatchObject({ index: 3, atEnd: true })
  })

  it('swallows Space, PageUp and PageDown, but Space still presses a focused button', () => {
    const { result } = renderStack()
    expect(press('PageDown').defaultPrevented).toBe(true)
    expect(press('PageUp').defaultPrevented).toBe(true)
    expect(press(' ').defaultPrevented).toBe(true)
    expect(pressOn('button', ' ').defaultPrevented).toBe(false)
    expect(result.current.index).toBe(0)
  })

  it('ignores keys typed into a field', () => {
    const { result } = renderStack()
    expect(pressOn('input', 'ArrowDown').defaultPrevented).toBe(false)
    expect(result.current.index).toBe(0)
  })

  it('takes one step per wheel gesture and keeps the page from scrolling', () => {
    const { result } = renderStack()
    for (let event = 0; event < 30; event += 1) {
      expect(wheel(40).defaultPrevented).toBe(true)
      now += 16
    }
    expect(result.current.index).toBe(1)
    now += 700
    wheel(-100)
    expect(result.current.index).toBe(0)
  })

  it('lets Ctrl or Meta with the wheel through to the browser (zoom, trackpad pinch)', () => {
    const { result } = renderStack()
    expect(wheel(100, { ctrlKey: true }).defaultPrevented).toBe(false)
    now += 700
    expect(wheel(100, { metaKey: true }).defaultPrevented).toBe(false)
    expect(result.current.index).toBe(0)
  })

  it('absorbs the inertia of the gesture that reached the last card, then lets the page scroll', () => {
    const { result } = renderStack(2)
    for (let event = 0; event < 60; event += 1) {
      expect(wheel(40).defaultPrevented).toBe(true)
      now += 16
    }
    expect(result.current).toMatchObject({ index: 1, locked: false })
    now += 300
    expect(wheel(40).defaultPrevented).toBe(false)
  })

  it('moves one card per vertical swipe, under the wheel throttle', () => {
    const { result } = renderStack()
    swipe({ x: 500, y: 600 }, { x: 510, y: 300 })
    expect(result.current.index).toBe(1)
    now += 300
    swipe({ x: 500, y: 600 }, { x: 500, y: 300 })
    expect(result.current.index).toBe(1)
    now += 700
    swipe({ x: 500, y: 300 }, { x: 500, y: 600 })
    expect(result.current.index).toBe(0)
  })

  it('ignores sideways swipes, short wobbles and two-finger pinches', () => {
    const { result } = renderStack()
    swipe({ x: 800, y: 500 }, { x: 300, y: 420 })
    swipe({ x: 500, y: 500 }, { x: 500, y: 480 })
    act(() => {
      touch('touchstart', [{ x: 500, y: 600 }])
      touch('touchstart', [
        { x: 500, y: 600 },
        { x: 600, y: 600 },
      ])
      touch('touchmove', [
        { x: 500, y: 300 },
        { x: 600, y: 700 },
      ])
      touch('touchend', [{ x: 600, y: 700 }], [{ x: 500, y: 300 }])
      touch('touchend', [], [{ x: 600, y: 700 }])
    })
    expect(result.current.index).toBe(0)
  })

  it('is locked (page held, footer hidden) until the view-all card, which gives the wheel to the page', () => {
    const { result } = renderStack(2)
    expect(result.current.locked).toBe(true)
    act(() => result.current.go(1))
    expect(result.current).toMatchObject({ atEnd: true, locked: false })
    expect(wheel(100).defaultPrevented).toBe(false)
    act(() => result.current.go(-1))
    expect(result.current.locked).toBe(true)
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0 })
  })
})
