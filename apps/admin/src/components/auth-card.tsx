import type * as React from 'react'
import { useDocumentTitle } from '../lib/use-document-title'
import './auth-card.css'

/** The centred card of the login and signup screens; the tab reads the card's title. */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string
  children: React.ReactNode
  footer: React.ReactNode
}) {
  useDocumentTitle(title)
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <p className="auth-card__brand">Studio Admin</p>
        <h1 id="auth-title" className="auth-card__title">
          {title}
        </h1>
        {children}
        <p className="auth-card__footer">{footer}</p>
      </section>
    </main>
  )
}
