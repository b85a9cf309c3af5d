import type * as React from 'react'
import { useId, useState } from 'react'
import { PlusIcon } from '../../components/icons'

interface FaqItem {
  question: string
  answer: string
}

/**
 * Two columns of questions; at most one open, clicking the open one closes it. From 1024 px, while
 * none is open, each question is as tall as its partner in the other column so the rows line up:
 * the columns share their rows through CSS subgrid (home.css), so this holds in the prerendered
 * page before any script runs.
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const baseId = useId()
  const half = Math.ceil(items.length / 2)
  const columns = [items.slice(0, half), items.slice(half)]

  return (
    <div className="faq" style={{ '--faq-rows': half } as React.CSSProperties}>
      {columns.map((column, columnIndex) => (
        <div className="faq__column" key={columnIndex === 0 ? 'left' : 'right'}>
          {column.map((item, rowIndex) => {
            const index = columnIndex * half + rowIndex
            const open = openIndex === index
            const panelId = `${baseId}-answer-${index}`
            return (
              <div className="faq__item" data-open={open || undefined} key={item.question}>
                <h3 className="faq__heading">
                  <button
                    type="button"
                    className="faq__question"
                    aria-expanded={open}
                    aria-controls={panelId}
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
