import type { AccountSession } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@studio/ui/table'
import * as React from 'react'
import { AdminSection } from '../../components/admin-section'
import { DateText } from '../../components/date-text'
import { ErrorCard } from '../../components/list-states'
import { PageHeader } from '../../components/page-header'
import { useAdminApi } from '../../lib/api-context'
import { isSessionExpired, serviceMessage } from '../../lib/errors'
import { formatDate } from '../../lib/format-date'
import { readEmail } from '../../lib/session'
import { useRemoteList } from '../../lib/use-remote-list'
import { PasswordForm } from './password-form'

export const SESSION_TEXTS = {
  endOthers: 'Sign out everywhere else',
  ended: (count: number) =>
    count === 0
      ? 'No other session was signed in.'
      : `Signed out ${count} other ${count === 1 ? 'session' : 'sessions'}.`,
  endedOne: 'That session was signed out.',
  failed: 'Could not sign the session out',
} as const

/** /admin/account (issue 14): change your password, see your sessions and end the others. */
export function AccountPage() {
  const client = useAdminApi()
  const sessions = useRemoteList(React.useCallback(() => client.listSessions(), [client]))
  const [note, setNote] = React.useState<{ tone: 'error' | 'success'; text: string } | null>(null)

  async function end(run: () => Promise<string>) {
    setNote(null)
    try {
      setNote({ tone: 'success', text: await run() })
    } catch (error) {
      if (isSessionExpired(error)) return
      setNote({
        tone: 'error',
        text: `${SESSION_TEXTS.failed}: ${serviceMessage(error, 'no answer from the API.')}`,
      })
    }
    await sessions.reload()
  }

  const others = sessions.items.filter((session) => !session.current).length
  return (
    <>
      <PageHeader title="Account" subtitle={readEmail() ?? undefined} />
      <AdminSection
        title="Change password"
        intro="Changing it signs out every other session of yours; this one stays signed in."
      >
        <PasswordForm onChanged={() => void sessions.reload()} />
      </AdminSection>
      <AdminSection
        title="Your sessions"
        intro="Every browser signed in as you. End one you do not recognise."
        action={
          <Button
            variant="secondary"
            disabled={others === 0}
            onClick={() => void end(async () => SESSION_TEXTS.ended((await client.endOtherSessions()).count))}
          >
            {SESSION_TEXTS.endOthers}
          </Button>
        }
      >
        {note ? <Banner tone={note.tone}>{note.text}</Banner> : null}
        {sessions.status === 'error' ? (
          <ErrorCard message={sessions.error} onRetry={() => void sessions.reload()} />
        ) : (
          <Table caption="Your sessions" aria-busy={sessions.status === 'loading'} className="sessions-table">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Browser</TableHeaderCell>
                <TableHeaderCell>Signed in</TableHeaderCell>
                <TableHeaderCell>Last used</TableHeaderCell>
                <TableHeaderCell>Actions</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.items.map((session: AccountSession) => (
                <TableRow key={session.id}>
                  <TableCell label="Browser">
                    {session.browser} {session.current ? <Chip tone="success">This device</Chip> : null}
                  </TableCell>
                  <TableCell label="Signed in" className="nowrap">
                    <DateText value={session.created_at} withTime />
                  </TableCell>
                  <TableCell label="Last used" className="nowrap">
                    {session.last_used_at ? <DateText value={session.last_used_at} withTime /> : '—'}
                  </TableCell>
                  <TableCell label="Actions">
                    {session.current ? (
                      <span className="muted">Current</span>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Sign out ${session.browser} (signed in ${formatDate(session.created_at, true)})`}
                        onClick={() =>
                          void end(async () => {
                            await client.endSession(session.id)
                            return SESSION_TEXTS.endedOne
                          })
                        }
                      >
                        Sign out
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </AdminSection>
    </>
  )
}
