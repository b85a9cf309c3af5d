import { buttonClass } from '@studio/ui/button'
import type * as React from 'react'
import { Link } from 'react-router'
import { ArrowRightIcon } from '../../components/icons'
import { localizedPath } from '../../lib/language'
import { useLanguage } from '../../messages/catalogue'

/** The projects pages' way on to All Work: a button-styled link in the page's language, arrow last. */
export function AllWorkLink({
  variant,
  children,
}: {
  variant: 'primary' | 'secondary'
  children: React.ReactNode
}) {
  return (
    <Link to={localizedPath(useLanguage(), '/all-work')} className={buttonClass(variant)}>
      {children}
      <ArrowRightIcon width={18} height={18} />
    </Link>
  )
}
