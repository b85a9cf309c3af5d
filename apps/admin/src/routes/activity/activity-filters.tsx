import type { AuditAction, TeamMember } from '@studio/contracts'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { SelectField } from '../../components/select-options'
import { Deferred } from '../../lib/deferred-view'
import { useSearchParamsAhead } from '../../lib/search-params-ahead'
import { ACTION_OPTIONS } from './audit-texts'
import { type AuditView, auditParams, readAuditView } from './audit-view'

interface ActivityFiltersProps {
  /** The team's emails as suggestions for the actor filter (a removed admin's can still be typed). */
  admins: Promise<TeamMember[]>
  /** The number of entries the filters leave (or what shows it once the page has loaded). */
  count: React.ReactNode
}

/**
 * Who did it and which action, with the count. The form stands above the log's loading boundary, so
 * the actor box is one element from the first paint: what is typed while the first page loads keeps
 * its text and focus. The actor applies on Filter or Enter (the server filters), the action at once.
 */
export function ActivityFilters({ admins, count }: ActivityFiltersProps) {
  const [params, setParams] = useSearchParamsAhead()
  const view = readAuditView(params)
  const [typedActor, setTypedActor] = React.useState(view.actor)
  // Back, Forward or a shared link: the box shows the address's actor again. An effect, not an update
  // during render: that would be thrown away, and asked again, by every render that suspends while
  // the next page of the log loads (a loop that never ended in a screen test).
  React.useEffect(() => setTypedActor(view.actor), [view.actor])
  const actorsId = React.useId()

  function apply(next: Partial<AuditView>) {
    setParams((current) => auditParams({ ...readAuditView(current), page: 1, ...next }))
  }

  return (
    <form
      className="activity-filters"
      aria-label="Filter activity"
      onSubmit={(event) => {
        event.preventDefault()
        apply({ actor: typedActor.trim() })
      }}
    >
      <label className="ui-field activity-filters__actor">
        <span className="ui-field__label">Who (email)</span>
        <input
          className="ui-field__control"
          type="search"
          list={actorsId}
          value={typedActor}
          placeholder="Everyone"
          onChange={(event) => {
            setTypedActor(event.target.value)
            if (event.target.value === '') apply({ actor: '' })
          }}
        />
      </label>
      <datalist id={actorsId}>
        <Deferred value={admins} fallback={null}>
          {(team) => team.map((admin) => <option key={admin.id} value={admin.email} />)}
        </Deferred>
      </datalist>
      <SelectField
        label="Action"
        className="activity-filters__action"
        options={[{ value: '', label: 'All actions' }, ...ACTION_OPTIONS]}
        value={view.action}
        onChange={(event) => apply({ action: event.target.value as AuditAction | '' })}
      />
      <Button type="submit" variant="secondary">
        Filter
      </Button>
      <p className="activity-filters__count muted" aria-live="polite">
        {count}
      </p>
    </form>
  )
}
