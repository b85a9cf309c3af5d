import { isSiteContentLink } from '@studio/contracts/links'
import type * as React from 'react'
import { Link } from 'react-router'

interface CopyLinkProps extends Omit<React.ComponentProps<'a'>, 'href'> {
  /** The address as the site copy holds it: published, or a draft's in a preview. */
  href: string
}

/**
 * A link of the site copy, through the copy's one link rule (contracts' `isSiteContentLink`, the
 * rule publishing checks): a site path is a client-side link, an http(s), mailto: or tel: address a
 * plain one. Anything else (vbscript:, data:, `//host`, `/\host`, hidden characters) is no link at
 * all: its label shows as plain text. A preview renders a draft nobody has published, and the live
 * site must not trust what was published under an older rule either.
 */
export function CopyLink({ href, children, ...props }: CopyLinkProps) {
  if (!isSiteContentLink(href)) return <>{children}</>
  const address = href.trim()
  return address.startsWith('/') ? (
    <Link to={address} {...props}>
      {children}
    </Link>
  ) : (
    <a href={address} {...props}>
      {children}
    </a>
  )
}

/** The copy's links that pass the rule: for a link that is nothing but its address (an icon). */
export function safeCopyLinks<T>(links: readonly T[], addressOf: (link: T) => string): T[] {
  return links.filter((link) => isSiteContentLink(addressOf(link)))
}
