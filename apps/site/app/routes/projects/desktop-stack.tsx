import { PROJECTS_WHEEL_THROTTLE_MS } from '@studio/contracts/constants'
import type { PublicProject } from '@studio/contracts/projects'
import { buttonClass } from '@studio/ui/button'
import type * as React from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ArrowRightIcon, ChevronDownIcon, ChevronUpIcon } from '../../components/icons'
import { useScrollLock } from '../../lib/scroll'
import { ProjectCover } from './project-cover'
import { createWheelStepper } from './wheel-stepper'

const BLOCKED_KEYS = new Set([' ', 'Spacebar', 'PageUp', 'PageDown'])

function isTypingOrActivating(target: EventTarget | null): boolean {
  return (
    target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]') !== null
  )
}

/** Fixed full-screen stack of project cards plus the final "That's All!" card (desktop, above 1024 px). */
export function DesktopStack({ projects }: { projects: PublicProject[] }) {
  const [index, setIndex] = useState(0)
  const last = projects.length // the view-all card
  const atEnd = index === last
  const indexRef = useRef(index)
  indexRef.current = index
  const sectionRef = useRef<HTMLElement>(null)
  const focusBeforeMove = useRef<HTMLElement | null>(null)
  useScrollLock(!atEnd, 'projects-stack')

  /** Moves through the stack, remembering where focus was so it is not lost to an inert card. */
  const go = useCallback(
    (delta: number) => {
      const focused = document.activeElement
      focusBeforeMove.current =
        focused instanceof HTMLElement && sectionRef.current?.contains(focused) ? focused : null
      setIndex((current) => Math.min(last, Math.max(0, current + delta)))
    },
    [last],
  )

  // Focus on a card that just went inert, or on an arrow that just became disabled, moves to the
  // current card's action (View Project, or View All Work on the last card).
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

  // The footer stays hidden until the last card unlocks the page.
  useEffect(() => {
    const root = document.documentElement
    if (atEnd) delete root.dataset.footerHidden
    else {
      root.dataset.footerHidden = 'true'
      window.scrollTo({ top: 0 })
    }
    return () => {
      delete root.dataset.footerHidden
    }
  }, [atEnd])

  useEffect(() => {
    const stepper = createWheelStepper(PROJECTS_WHEEL_THROTTLE_MS)

    const onWheel = (event: WheelEvent) => {
      const unlockedScroll = indexRef.current === last && (event.deltaY > 0 || window.scrollY > 0)
      const step = stepper(event.deltaY, performance.now())
      if (unlockedScroll) return // on the last card the page scrolls normally down to the footer
      event.preventDefault()
      if (step !== 0) go(step)
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        isTypingOrActivating(event.target)
      )
        return
      const onLast = indexRef.current === last
      if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
        if (onLast) return
        event.preventDefault()
        go(1)
      } else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
        if (onLast && window.scrollY > 0) return
        event.preventDefault()
        go(-1)
      } else if (BLOCKED_KEYS.has(event.key)) {
        // Space on a focused button or link must still activate it.
        if (
          event.key === ' ' &&
          event.target instanceof Element &&
          event.target.closest('button, a, [role="button"]')
        )
          return
        event.preventDefault()
      }
    }

    window.addEventListener('wheel', onWheel, { passive: false })
    window.addEventListener('keydown', onKeyDown)
    return () => {
      window.removeEventListener('wheel', onWheel)
      window.removeEventListener('keydown', onKeyDown)
    }
  }, [last, go])

  return (
    <section ref={sectionRef} className="stack" aria-label="Latest projects">
      <StackIntro>
        <p className="stack__counter" aria-live="polite">
          {atEnd ? 'End of the list' : `Project ${index + 1} of ${projects.length}`}
        </p>
      </StackIntro>

      <div className="stack__deck">
        {projects.map((project, position) => (
          <article
            // biome-ignore lint/suspicious/noArrayIndexKey: public projects carry no id; the list is fixed once loaded
            key={`${project.title}-${position}`}
            className="stack-card"
            data-offset={Math.max(-1, Math.min(3, position - index))}
            aria-hidden={position !== index}
            inert={position !== index}
          >
            <ProjectCover project={project} className="stack-card__cover" eager={position === 0} />
            <div className="stack-card__body">
              <h2 className="stack-card__title">{project.title}</h2>
              <p className="stack-card__text">{project.description}</p>
              {project.tags.length > 0 ? (
                <ul className="tag-list" aria-label="Tags">
                  {project.tags.map((tag) => (
                    <li key={tag} className="tag">
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : null}
              <button
                type="button"
                className={buttonClass('primary', 'md', 'stack-card__button')}
                onClick={() => window.alert(`Open "${project.title}" details`)}
              >
                View Project
              </button>
            </div>
          </article>
        ))}
        <article
          className="stack-card stack-card--end"
          data-offset={Math.max(-1, Math.min(3, last - index))}
          aria-hidden={!atEnd}
          inert={!atEnd}
        >
          <h2 className="stack-card__title">That's All!</h2>
          <p className="stack-card__text">You've seen our latest projects. Want to explore more?</p>
          <Link to="/all-work" className={buttonClass('primary')}>
            View All Work
            <ArrowRightIcon width={18} height={18} />
          </Link>
        </article>
      </div>

      <div className="stack__controls">
        <button
          type="button"
          className="stack__arrow"
          title="Previous project"
          aria-label="Previous project"
          disabled={index === 0}
          onClick={() => go(-1)}
        >
          <ChevronUpIcon width={22} height={22} />
        </button>
        <button
          type="button"
          className="stack__arrow"
          title="Next project"
          aria-label="Next project"
          disabled={atEnd}
          onClick={() => go(1)}
        >
          <ChevronDownIcon width={22} height={22} />
        </button>
      </div>
    </section>
  )
}

/** The left column of the desktop layout: heading, hint and the VIEW ALL PROJECTS link. */
export function StackIntro({ children }: { children?: React.ReactNode }) {
  return (
    <div className="stack__intro">
      <h1 className="stack__kicker">VIEW OUR LATEST WORK</h1>
      <p className="stack__hint">Scroll, use the arrow keys or the buttons to move through the stack.</p>
      <Link to="/all-work" className={buttonClass('secondary')}>
        VIEW ALL PROJECTS
        <ArrowRightIcon width={18} height={18} />
      </Link>
      {children}
    </div>
  )
}
