import type * as React from 'react'

interface PageHeaderProps {
  /** The small line above the title; none on a notice that has only a title and a text. */
  eyebrow?: React.ReactNode
  /** The page's one `<h1>`. */
  title: React.ReactNode
  /** The paragraph under the title. */
  lead?: React.ReactNode
  titleId?: string
  className?: string
  /** What follows the lead inside the header (a case study's badges). */
  children?: React.ReactNode
}

/** A page's header: eyebrow, title and lead, styled alike on every page (site.css `.page-header`). */
export function PageHeader({ eyebrow, title, lead, titleId, className, children }: PageHeaderProps) {
  return (
    <header className={className ? `page-header ${className}` : 'page-header'}>
      {eyebrow !== undefined ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 id={titleId} className="page-title">
        {title}
      </h1>
      {lead !== undefined ? <p className="lead">{lead}</p> : null}
      {children}
    </header>
  )
}
