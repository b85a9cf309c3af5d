import * as React from 'react'
import './admin-section.css'

/** A titled part of a screen (Team, Account), named by its heading for assistive technology. */
export function AdminSection({
  title,
  intro,
  action,
  children,
}: {
  title: string
  intro?: React.ReactNode
  action?: React.ReactNode
  children: React.ReactNode
}) {
  const id = React.useId()
  return (
    <section className="stack admin-section" aria-labelledby={id}>
      <div className="cluster admin-section__head">
        <h2 id={id} className="admin-section__title">
          {title}
        </h2>
        {action}
      </div>
      {intro ? <p className="admin-section__intro">{intro}</p> : null}
      {children}
    </section>
  )
}
