import { BREAKPOINTS } from '@studio/contracts/constants'
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { PlusIcon } from '../../components/icons'

interface FaqItem {
  question: string
  answer: string
}

// useLayoutEffect warns when prerendering; heights only matter in the browser anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * Two columns of questions; at most one open, clicking the open one closes it. From 1024 px, while
 * none is open, each question is as tall as its partner in the other column so the rows line up.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const baseId = useId()
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  const [pairedHeights, setPairedHeights] = useState<Array<number | undefined>>([])
  const half = Math.ceil(items.length / 2)
  const columns = [items.slice(0, half), items.slice(half)]

  const equalise = useCallback(() => {
    const wide = window.matchMedia(`(min-width: ${BREAKPOINTS.faqEqualiseMin}px)`).matches
    if (!wide || openIndex !== null) {
      setPairedHeights((current) => (current.length === 0 ? current : []))
      return
    }
    const heights: Array<number | undefined> = []
    for (let row = 0; row < half; row += 1) {
      const left = buttons.current[row]
      const right = buttons.current[row + half]
      if (!left || !right) continue
      // Measure natural heights, so a previous equalisation does not stick.
      left.style.minHeight = ''
      right.style.minHeight = ''
      const tallest = Math.max(left.offsetHeight, right.offsetHeight)
      heights[row] = tallest
      heights[row + half] = tallest
    }
    setPairedHeights(heights)
  }, [openIndex, half])

  useBrowserLayoutEffect(() => {
    equalise()
    window.addEventListener('resize', equalise)
    return () => window.removeEventListener('resize', equalise)
  }, [equalise])

  return (
    <div className="faq">
      {columns.map((column, columnIndex) => (
        <div className="faq__column" key={columnIndex === 0 ? 'left' : 'right'}>
          {column.map((item, rowIndex) => {
            const index = columnIndex * half + rowIndex
            const open = openIndex === index
            const panelId = `${baseId}-answer-${index}`
            const height = pairedHeights[index]
            return (
              <div className="faq__item" data-open={open || undefined} key={item.question}>
                <h3 className="faq__heading">
                  <button
                    ref={(element) => {
                      buttons.current[index] = element
                    }}
                    type="button"
                    className="faq__question"
                    aria-expanded={open}
                    aria-controls={panelId}
                    style={height ? { minHeight: `${height}px` } : undefined}
                    onClick={() => setOpenIndex(open ? null : index)}
                  >
                    <span>{item.question}</span>
                    <PlusIcon className="faq__icon" />
                  </button>
                </h3>
                <div id={panelId} className="faq__answer" hidden={!open}>
                  <p>{item.answer}</p>
                </div>
              </div>
            )
          })}
        </div>
      ))}
    </div>
  )
}
