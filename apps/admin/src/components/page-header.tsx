import type * as React from 'react'
import { useDocumentTitle } from '../lib/use-document-title'
import './page-header.css'

/** A signed-in screen's title with its main action on the right; the tab reads 'Title | Admin'. */
export function PageHeader({
  title,
  subtitle,
  action,
}: {
  title: string
  subtitle?: string
  action?: React.ReactNode
}) {
  useDocumentTitle(`${title} | Admin`)
  return (
    <header className="page-header">
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      </div>
      {action ? <div className="page-header__action">{action}</div> : null}
    </header>
  )
}
