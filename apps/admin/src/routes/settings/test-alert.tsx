import type { AlertSettings, TestAlertResult } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import { useFetcher } from 'react-router'
import type { ActionResult } from '../../lib/route-data'
import { ALERT_TEXTS, testAlertLines } from './alert-texts'
import type { SettingsIntent } from './settings-action'

/**
 * 'Send a test alert': one sample alert to the webhook and to each recipient, and what each answered
 * (a recipient this server cannot email answers with what to set). Offered once a target is set.
 */
export function TestAlert({ settings }: { settings: AlertSettings }) {
  const fetcher = useFetcher<ActionResult<TestAlertResult>>()
  const sending = fetcher.state !== 'idle'
  const hasTarget = settings.channels.some((channel) => channel.target !== null)
  const answered = sending ? undefined : fetcher.data
  const lines = !answered
    ? null
    : answered.ok
      ? testAlertLines(answered.result)
      : [answered.message || ALERT_TEXTS.testFailed]
  const allSent = answered?.ok === true && answered.result.results.every((result) => result.ok)

  function send() {
    const intent: SettingsIntent = { intent: 'test-alert' }
    void fetcher.submit(intent, { method: 'post', encType: 'application/json' })
  }

  return (
    <div className="test-alert">
      <Button
        onClick={send}
        disabled={!hasTarget || sending}
        aria-describedby={hasTarget ? undefined : 'test-alert-hint'}
      >
        {sending ? 'Sending…' : 'Send a test alert'}
      </Button>
      {hasTarget ? null : (
        <p id="test-alert-hint" className="test-alert__hint">
          {ALERT_TEXTS.testHint}
        </p>
      )}
      {lines ? (
        <Banner tone={allSent ? 'success' : 'error'} className="test-alert__result">
          <ul className="test-alert__lines">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Banner>
      ) : null}
    </div>
  )
}
