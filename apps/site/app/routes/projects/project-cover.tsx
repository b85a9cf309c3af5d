import type { PublicProject } from '@studio/contracts/projects'

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
        className={['project-cover project-cover--empty', className].filter(Boolean).join(' ')}
        aria-hidden="true"
      >
        <span>{project.title.slice(0, 1)}</span>
      </div>
    )
  }
  return (
    <img
      className={['project-cover', className].filter(Boolean).join(' ')}
      src={project.cover_url}
      // The title sits beside every cover, so the image itself is decorative.
      alt=""
      width={800}
      height={500}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  )
}
