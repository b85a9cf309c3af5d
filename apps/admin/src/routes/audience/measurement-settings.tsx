import { AUDIENCE_LIMITS, type AudienceSettings } from '@studio/contracts/audience'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import { useFetcher } from 'react-router'
import { AdminSection } from '../../components/admin-section'
import type { ActionResult } from '../../lib/route-data'

/**
 * Whether the site measures visits, and how long raw views are kept (daily totals are kept for
 * good). One form, posted to the screen's action with or without JavaScript.
 */
export function MeasurementSettings({ settings }: { settings: AudienceSettings }) {
  const fetcher = useFetcher<ActionResult>()
  const saving = fetcher.state !== 'idle'
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  return (
    <AdminSection
      title="Measurement"
      intro="Visits are counted on the server: no cookie, no script, nothing to consent to. A visitor is a code that changes every day and cannot be traced back to a person."
    >
      <fetcher.Form method="post" className="stack audience-settings">
        <input type="hidden" name="time_zone" value={settings.time_zone} />
        <label className="audience-settings__check">
          <input type="checkbox" name="enabled" defaultChecked={settings.enabled} />
          <span>Measure visits (off: nothing is recorded from now on)</span>
        </label>
        <label className="ui-field audience-settings__days">
          <span className="ui-field__label">Keep raw views for (days)</span>
          <input
            className="ui-field__control"
            type="number"
            name="raw_view_days"
            min={AUDIENCE_LIMITS.rawViewDaysMin}
            max={AUDIENCE_LIMITS.rawViewDaysMax}
            required
            defaultValue={settings.raw_view_days}
          />
        </label>
        <p className="audience-settings__hint">
          Days are counted in {settings.time_zone}. Daily totals stay after raw views are deleted.
        </p>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save measurement'}
        </Button>
      </fetcher.Form>
      {result?.ok === true ? <Banner tone="success">Measurement settings saved.</Banner> : null}
      {result?.ok === false ? <Banner tone="error">{result.message || result.detail}</Banner> : null}
    </AdminSection>
  )
}
