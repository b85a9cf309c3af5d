import type { PublicProject } from '@studio/contracts/projects'
import { CoverImage } from '../../components/cover-image'

/** The desktop stack's deck (up to about 760 px) or half of a phone or tablet row, else the full row. */
const PROJECT_COVER_SIZES = '(min-width: 1025px) 760px, (min-width: 700px) 46vw, 92vw'

/** A project's cover at a fixed 16:10 ratio, or a branded placeholder when it has none. */
export function ProjectCover({
  project,
  className,
  eager = false,
}: {
  project: Pick<PublicProject, 'title' | 'cover_url'>
  className?: string
  eager?: boolean
}) {
  if (!project.cover_url) {
    return (
      <div
        className={['project-cover cover-placeholder', className].filter(Boolean).join(' ')}
        aria-hidden="true"
      >
        <span>{project.title.slice(0, 1)}</span>
      </div>
    )
  }
  return (
    <CoverImage
      url={project.cover_url}
      className={['project-cover', className].filter(Boolean).join(' ')}
      // The title sits beside every cover, so the image itself is decorative.
      alt=""
      sizes={PROJECT_COVER_SIZES}
      priority={eager ? 'high' : 'lazy'}
    />
  )
}
