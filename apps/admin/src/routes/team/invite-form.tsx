import type { InviteCreated } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { useFetcher } from 'react-router'
import { DateText } from '../../components/date-text'
import { TextField } from '../../components/text-field'
import { useCopyText } from '../../lib/copy-text'
import { serviceMessage } from '../../lib/errors'
import { useFetcherSettled } from '../../lib/fetcher-settled'
import { type ActionResult, errorOf } from '../../lib/route-data'
import type { TeamIntent } from './team-action'

export const INVITE_FAILED = 'Could not create the invite.'
/** Shown when the API says the invite was not emailed but gives no reason. */
export const INVITE_NOT_EMAILED = 'The invite was not emailed: copy the link and send it yourself.'

/**
 * The Invite form: an email in, the one-time signup link out (shown here once, with Copy), and
 * whether the API also emailed it, or why not (its words), so the admin knows to send it on.
 */
export function InviteForm() {
  const fetcher = useFetcher<ActionResult<InviteCreated>>()
  const copy = useCopyText('Select the link and copy it by hand.')
  const [email, setEmail] = React.useState('')
  const linkId = React.useId()
  const busy = fetcher.state !== 'idle'
  const answered = busy ? undefined : fetcher.data
  const invite = answered?.ok ? answered.result : null
  const error = answered && !answered.ok ? serviceMessage(errorOf(answered), INVITE_FAILED) : ''

  useFetcherSettled(fetcher, (result) => {
    if (result.ok) setEmail('')
  })

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const intent: TeamIntent = { intent: 'invite', email }
    void fetcher.submit(intent, { method: 'post', encType: 'application/json' })
  }

  return (
    <>
      <form className="admin-form" onSubmit={onSubmit} aria-busy={busy}>
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={setEmail}
          error={error || undefined}
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Inviting…' : 'Invite'}
        </Button>
      </form>
      {invite ? (
        <div className="stack stack--tight invite-link">
          <Banner tone="success">
            Invite created for {invite.email}.{' '}
            {invite.emailed ? 'It was emailed to them; the link' : 'Send them this link; it'} is shown only
            once and works until <DateText value={invite.expires_at} withTime />.
          </Banner>
          {invite.emailed ? null : (
            <p className="invite-link__problem">{invite.email_problem ?? INVITE_NOT_EMAILED}</p>
          )}
          <label className="ui-field__label" htmlFor={linkId}>
            Invite link
          </label>
          <div className="invite-link__row">
            <input
              id={linkId}
              className="ui-field__control invite-link__url"
              readOnly
              value={invite.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy(invite.url)}>
              Copy
            </Button>
          </div>
        </div>
      ) : null}
    </>
  )
}
