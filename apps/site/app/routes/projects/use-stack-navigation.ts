import type * as React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { PROJECTS_WHEEL_THROTTLE_MS, STACK_SWIPE_MIN_PX } from '../../tuning'
import { createWheelStepper } from './wheel-stepper'

const BLOCKED_KEYS = new Set([' ', 'Spacebar', 'PageUp', 'PageDown'])

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]') !== null
  )
}

/** What a key press does to the stack: a step, swallowing the key (page scroll keys), or nothing. */
export function stackKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'altKey' | 'ctrlKey' | 'metaKey' | 'defaultPrevented'>,
  onLast: boolean,
  pageScrolled: boolean,
): 1 | -1 | 'block' | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target))
    return null
  // Forward is down, and along the reading direction: right in English, left on an Arabic page.
  const rtl = event.target instanceof Element && event.target.closest('[dir="rtl"]') !== null
  const [forward, back] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
  if (event.key === 'ArrowDown' || event.key === forward) return onLast ? null : 1
  if (event.key === 'ArrowUp' || event.key === back) return onLast && pageScrolled ? null : -1
  if (!BLOCKED_KEYS.has(event.key)) return null
  // Space on a focused button or link must still activate it.
  if (
    event.key === ' ' &&
    event.target instanceof Element &&
    event.target.closest('button, a, [role="button"]')
  )
    return null
  return 'block'
}

/**
 * The desktop stack's navigation: which card is on top, moved by wheel, keys, vertical swipes and
 * `go`. While a project card is on top the stack is `locked`: the page cannot scroll and the footer
 * is hidden (CSS keyed on the stack's `data-locked`, so unmounting the stack releases both). Focus
 * on a card that goes inert moves to the new top card's action.
 */
export function useStackNavigation(cardCount: number, sectionRef: React.RefObject<HTMLElement | null>) {
  const last = cardCount - 1
  const [index, setIndex] = useState(0)
  const atEnd = index === last
  const indexRef = useRef(index)
  indexRef.current = index
  const focusBeforeMove = useRef<HTMLElement | null>(null)

  const go = useCallback(
    (delta: number) => {
      const focused = document.activeElement
      focusBeforeMove.current =
        focused instanceof HTMLElement && sectionRef.current?.contains(focused) ? focused : null
      setIndex((current) => Math.min(last, Math.max(0, current + delta)))
    },
    [last, sectionRef],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each move by design
  useEffect(() => {
    const previous = focusBeforeMove.current
    focusBeforeMove.current = null
    if (!previous) return
    const lost = (previous instanceof HTMLButtonElement && previous.disabled) || previous.closest('[inert]')
    if (!lost) return
    sectionRef.current
      ?.querySelector<HTMLElement>('.stack-card[data-offset="0"] :is(button, a)')
      ?.focus({ preventScroll: true })
  }, [index])

  // Coming back from the footer, the stack is shown from the top again.
  useEffect(() => {
    if (!atEnd) window.scrollTo({ top: 0 })
  }, [atEnd])

  useEffect(() => {
    const stepper = createWheelStepper(PROJECTS_WHEEL_THROTTLE_MS)
    /** On the view-all card the page scrolls: down to the footer, and back up to its top. */
    const pageTakes = (direction: number) =>
      indexRef.current === last && (direction > 0 || window.scrollY > 0)

    const onWheel = (event: WheelEvent) => {
      // Ctrl/Meta+wheel is the browser's zoom (and a trackpad pinch): never the stack's.
      if (event.ctrlKey || event.metaKey) return
      const now = performance.now()
      // The inertia of the gesture that reached the view-all card must not run on into the footer.
      if (pageTakes(event.deltaY) && !stepper.inSteppedGesture(now)) {
        stepper.pass(now)
        return
      }
      event.preventDefault()
      const step = stepper.wheel(event.deltaY, now)
      if (step !== 0) go(step)
    }

    const onKeyDown = (event: KeyboardEvent) => {
      const action = stackKeyAction(event, indexRef.current === last, window.scrollY > 0)
      if (action === null) return
      event.preventDefault()
      if (action !== 'block') go(action)
    }

    // One finger only: a second one makes it a pinch, which stays the browser's zoom.
    let swipeStart: { x: number; y: number } | null = null
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0]
      swipeStart = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null
    }
    const onTouchMove = (event: TouchEvent) => {
      if (event.touches.length > 1) swipeStart = null
    }
    const onTouchCancel = () => {
      swipeStart = null
    }
    const onTouchEnd = (event: TouchEvent) => {
      const start = swipeStart
      const touch = event.changedTouches[0]
      swipeStart = null
      if (!start || !touch || event.touches.length > 0) return
      const dy = start.y - touch.clientY
      if (Math.abs(dy) < STACK_SWIPE_MIN_PX || Math.abs(dy) <= Math.abs(start.x - touch.clientX)) return
      const direction = dy > 0 ? 1 : -1
      if (pageTakes(direction)) return
      const step = stepper.swipe(direction, performance.now())
      if (step !== 0) go(step)
    }

    const passive = { passive: true }
    window.addEventListener('wheel', onWheel, { passive: false })
    window.addEventListener('keydown', onKeyDown)
    window.addEventListener('touchstart', onTouchStart, passive)
    window.addEventListener('touchmove', onTouchMove, passive)
    window.addEventListener('touchend', onTouchEnd, passive)
    window.addEventListener('touchcancel', onTouchCancel, passive)
    return () => {
      window.removeEventListener('wheel', onWheel)
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('touchstart', onTouchStart)
      window.removeEventListener('touchmove', onTouchMove)
      window.removeEventListener('touchend', onTouchEnd)
      window.removeEventListener('touchcancel', onTouchCancel)
    }
  }, [last, go])

  return { index, atEnd, locked: !atEnd, go }
}
