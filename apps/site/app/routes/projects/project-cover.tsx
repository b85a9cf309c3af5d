import type { PublicProject } from '@studio/contracts/projects'
import { CoverImage } from '../../components/cover-image'
import { type CoverLayout, coverAlt } from '../../components/cover-picture'
import type { SiteLanguage } from '../../lib/language'
import { BREAKPOINTS } from '../../tuning'

/** Where the desktop stack shows (above 1024 px) and where the mobile sections do (CSS shows one). */
export const DESKTOP_MEDIA = `(min-width: ${BREAKPOINTS.projectsDesktopMin + 1}px)`
export const MOBILE_MEDIA = `(max-width: ${BREAKPOINTS.projectsDesktopMin}px)`

/**
 * The desktop stack's cover: its card's width less the card's 1 px borders. The deck is as wide as
 * its grid column (projects.css: the container's 1200 px less its 32 px sides, two gaps of
 * clamp(2rem, 4vw, 4rem) and the 52 px arrows, of which the column takes 1.6 of 2.4 parts), or as
 * the window's height leaves room for a 16:10 cover and about 260 px of text
 * (`(100svh - header - 380px) * 1.6`, at least 420 px), whichever is narrower. Measured against the
 * rendered cover from 1025 to 2560 px wide (e2e/cover-images.spec.ts).
 */
export const STACK_COVER_LAYOUT: CoverLayout = {
  sizes:
    'min(calc((min(100vw, 1200px) - 64px - 2 * clamp(32px, 4vw, 64px) - 52px) * 2 / 3 - 2px), calc(max(420px, (100vh - 448px) * 1.6) - 2px))',
}

/**
 * A mobile section's cover (up to 1024 px): the section's row (the page's sides of clamp(1rem, 4vw,
 * 2rem) and 28 px more for the dots beside it), whole up to 700 px, else half of it beside the text
 * less half the gap of clamp(1.5rem, 4vw, 3rem).
 */
export const MOBILE_COVER_LAYOUT: CoverLayout = {
  sizes: [
    '(min-width: 800px) calc(48vw - 46px)',
    '(min-width: 701px) calc(44vw - 14px)',
    '(min-width: 401px) calc(92vw - 28px)',
    'calc(100vw - 60px)',
  ].join(', '),
}

/** A project's cover at a fixed 16:10 ratio, or a branded placeholder when it has none to show. */
export function ProjectCover({
  project,
  language,
  layout,
  className,
  first = false,
}: {
  project: PublicProject
  language: SiteLanguage
  layout: { cover: CoverLayout; media: string }
  className?: string
  /** The layout's first cover: the first screen's largest paint where that layout shows. */
  first?: boolean
}) {
  const alt = coverAlt(project, language)
  return (
    <CoverImage
      item={project}
      className={['project-cover', className].filter(Boolean).join(' ')}
      alt={alt.text}
      altLang={alt.lang}
      layout={layout.cover}
      priority={first ? 'high' : 'lazy'}
      preloadMedia={layout.media}
      fallback={
        <div
          className={['project-cover cover-placeholder', className].filter(Boolean).join(' ')}
          aria-hidden="true"
        >
          <span>{project.title.slice(0, 1)}</span>
        </div>
      }
    />
  )
}
