import type { SiteContentChange, SiteContentRevision } from '@studio/contracts'
import { Button } from '@studio/ui/button'
import { VisuallyHidden } from '@studio/ui/visually-hidden'
import { AdminSection } from '../../components/admin-section'
import { DateText } from '../../components/date-text'
import { formatDate } from '../../lib/format-date'
import { labelOfPath } from './content-outline'

/** Long texts (a legal page) are cut in the lists of changes; the draft holds them whole. */
const SHOWN_CHARACTERS = 280

const shown = (text: string | null) =>
  text === null
    ? '(none)'
    : text.length > SHOWN_CHARACTERS
      ? `${text.slice(0, SHOWN_CHARACTERS)}…`
      : text || '(empty)'

/** Fields that differ between two copies, each named in words with its text before and after. */
export function ChangeList({ changes }: { changes: readonly SiteContentChange[] }) {
  if (changes.length === 0) return <p className="muted">No field differs.</p>
  return (
    <dl className="change-list">
      {changes.map((change) => (
        <div key={change.path} className="change-list__item">
          <dt>{labelOfPath(change.path)}</dt>
          <dd>
            <del>
              <VisuallyHidden>Before: </VisuallyHidden>
              {shown(change.before)}
            </del>
            <ins>
              <VisuallyHidden>After: </VisuallyHidden>
              {shown(change.after)}
            </ins>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** Every publish, newest first: who, when and what it changed, with Restore into the draft. */
export function Revisions({
  revisions,
  onRestore,
  disabled,
}: {
  revisions: readonly SiteContentRevision[]
  onRestore: (revision: SiteContentRevision) => void
  disabled: boolean
}) {
  return (
    <AdminSection
      title="History"
      intro="Each publish is kept here. Restore copies a revision into the draft; the site changes only when you publish."
    >
      {revisions.length === 0 ? (
        <p className="muted">Nothing has been published from this screen yet.</p>
      ) : (
        <ol className="revisions">
          {revisions.map((revision) => (
            <li key={revision.id} className="revision">
              <div className="revision__head">
                {revision.starting ? (
                  <p>
                    <strong>The starting copy</strong>: the words the site started with. Restore it to go back
                    to the original wording in one step.
                  </p>
                ) : (
                  <p>
                    Published <DateText value={revision.created_at} withTime /> by{' '}
                    {revision.admin_email ?? 'a removed admin'}
                  </p>
                )}
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={disabled}
                  onClick={() => onRestore(revision)}
                  aria-label={
                    revision.starting
                      ? 'Restore the starting copy'
                      : `Restore the revision published ${formatDate(revision.created_at, true)}`
                  }
                >
                  Restore
                </Button>
              </div>
              {revision.starting ? null : (
                <details>
                  <summary>
                    {revision.changes.length === 1 ? '1 change' : `${revision.changes.length} changes`}
                  </summary>
                  <ChangeList changes={revision.changes} />
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </AdminSection>
  )
}
