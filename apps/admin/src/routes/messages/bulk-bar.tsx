import { Button } from '@studio/ui/button'
import type { InboxTab } from './inbox-url'
import type { InboxActions } from './use-inbox-actions'

/** What can be done to every selected message at once; archived ones come back rather than go. */
export function BulkBar({ tab, actions }: { tab: InboxTab; actions: InboxActions }) {
  const count = actions.selectedCount
  if (count === 0) return null
  return (
    <fieldset className="inbox-bulk">
      <legend className="ui-visually-hidden">Selected messages</legend>
      <p className="inbox-bulk__count">{count} selected</p>
      {tab === 'archived' ? (
        <Button variant="secondary" size="sm" onClick={() => actions.bulk('unarchive')}>
          Unarchive
        </Button>
      ) : (
        <>
          <Button variant="secondary" size="sm" onClick={() => actions.bulk('read')}>
            Mark read
          </Button>
          <Button variant="secondary" size="sm" onClick={() => actions.bulk('archive')}>
            Archive
          </Button>
        </>
      )}
      <Button variant="danger" size="sm" onClick={() => actions.bulk('delete')}>
        Delete
      </Button>
      <Button variant="ghost" size="sm" onClick={actions.clearSelection}>
        Clear selection
      </Button>
    </fieldset>
  )
}
