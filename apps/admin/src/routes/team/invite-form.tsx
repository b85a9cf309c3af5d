import { ADMIN_MESSAGES, type InviteCreated } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import * as React from 'react'
import { DateText } from '../../components/date-text'
import { TextField } from '../../components/text-field'
import { useAdminApi } from '../../lib/api-context'
import { isSessionExpired, serviceMessage } from '../../lib/errors'
import { useNotify } from '../../lib/notices'

export const INVITE_FAILED = 'Could not create the invite.'

/** The Invite form: an email in, the one-time signup link out (shown here once, with Copy). */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const client = useAdminApi()
  const notify = useNotify()
  const [email, setEmail] = React.useState('')
  const [busy, setBusy] = React.useState(false)
  const [error, setError] = React.useState('')
  const [invite, setInvite] = React.useState<InviteCreated | null>(null)
  const linkId = React.useId()

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      const created = await client.createInvite({ email: email.trim() })
      setInvite(created)
      setEmail('')
      onInvited()
    } catch (caught) {
      if (!isSessionExpired(caught)) setError(serviceMessage(caught, INVITE_FAILED))
    } finally {
      setBusy(false)
    }
  }

  async function copy(url: string) {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable')
      await navigator.clipboard.writeText(url)
      notify(ADMIN_MESSAGES.copied, { tone: 'success' })
    } catch {
      notify(ADMIN_MESSAGES.copyFailed, { detail: 'Select the link and copy it by hand.' })
    }
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
        <div className="invite-link">
          <Banner tone="success">
            Invite created for {invite.email}. Send them this link; it is shown only once and works until{' '}
            <DateText value={invite.expires_at} withTime />.
          </Banner>
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
