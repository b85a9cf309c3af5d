import type * as React from 'react'
import { PlusIcon } from '../../components/icons'
import { keyedByText } from '../../lib/copy-keys'

interface FaqItem {
  question: string
  answer: string
}

/**
 * Two columns of questions as one exclusive accordion: the shared `name` lets the browser keep at
 * most one open, and a click on the open one closes it, with or without script. From 1024 px, while
 * none is open, each question is as tall as its partner in the other column: the columns share their
 * rows through CSS subgrid (home.css).
 */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  const half = Math.ceil(items.length / 2)
  const columns = [items.slice(0, half), items.slice(half)]

  return (
    <div className="faq" style={{ '--faq-rows': half } as React.CSSProperties}>
      {columns.map((column, columnIndex) => (
        <div className="faq__column" key={columnIndex === 0 ? 'left' : 'right'}>
          {keyedByText(column, (entry) => entry.question).map(({ key, item }) => (
            <details className="faq__item panel" name="faq" key={key}>
              <summary className="faq__question">
                <h3 className="faq__heading">{item.question}</h3>
                <PlusIcon className="faq__icon" />
              </summary>
              <div className="faq__answer">
                <p>{item.answer}</p>
              </div>
            </details>
          ))}
        </div>
      ))}
    </div>
  )
}
