import type { AccountSession, AdminClient, EndedSessions } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import { useFetcher, useLoaderData } from 'react-router'
import { AdminSection } from '../../components/admin-section'
import { type DataCell, DataTable } from '../../components/data-table'
import { DateText } from '../../components/date-text'
import { PageHeader } from '../../components/page-header'
import { Deferred } from '../../lib/deferred-view'
import { serviceMessage } from '../../lib/errors'
import { formatDate } from '../../lib/format-date'
import { type ActionResult, errorOf, type LazyScreen, markRejectionHandled } from '../../lib/route-data'
import { readEmail } from '../../lib/session'
import { SIGN_IN_METHOD_LABELS } from '../login/two-factor-texts'
import { type AccountIntent, accountAction } from './account-action'
import { PasswordForm } from './password-form'
import { TwoFactorSection } from './two-factor-section'

export const SESSION_TEXTS = {
  endOthers: 'Sign out everywhere else',
  ended: (count: number) =>
    count === 0
      ? 'No other session was signed in.'
      : `Signed out ${count} other ${count === 1 ? 'session' : 'sessions'}.`,
  endedOne: 'That session was signed out.',
  failed: 'Could not sign the session out',
} as const

interface AccountData {
  sessions: Promise<AccountSession[]>
}

/** /admin/account: change your password, see your sessions and end the others. */
export function accountRoute(client: AdminClient): LazyScreen {
  return {
    loader: (): AccountData => ({ sessions: markRejectionHandled(client.listSessions()) }),
    action: accountAction(client),
    Component: AccountPage,
  }
}

const asJson = { method: 'post', encType: 'application/json' } as const

/** The note after ending sessions: how many were signed out, or why not. */
function endedNote(answered: ActionResult | undefined): { tone: 'error' | 'success'; text: string } | null {
  if (!answered) return null
  if (!answered.ok) {
    return {
      tone: 'error',
      text: `${SESSION_TEXTS.failed}: ${serviceMessage(errorOf(answered), 'no answer from the API.')}`,
    }
  }
  if (answered.intent === 'end-one') return { tone: 'success', text: SESSION_TEXTS.endedOne }
  return { tone: 'success', text: SESSION_TEXTS.ended((answered.result as EndedSessions).count) }
}

function AccountPage() {
  const { sessions } = useLoaderData<AccountData>()
  const fetcher = useFetcher<ActionResult>()
  const note = fetcher.state === 'idle' ? endedNote(fetcher.data) : null
  const end = (intent: AccountIntent) => void fetcher.submit(intent, asJson)

  return (
    <>
      <PageHeader title="Account" subtitle={readEmail() ?? undefined} />
      <AdminSection
        title="Change password"
        intro="Changing it signs out every other session of yours; this one stays signed in."
      >
        <PasswordForm />
      </AdminSection>
      <TwoFactorSection />
      <Deferred value={sessions} fallback={<SessionsSection sessions={null} />}>
        {(loaded) => (
          <SessionsSection sessions={loaded} onEnd={end}>
            {note ? <Banner tone={note.tone}>{note.text}</Banner> : null}
          </SessionsSection>
        )}
      </Deferred>
    </>
  )
}

function SessionsSection({
  sessions,
  onEnd = () => {},
  children,
}: {
  sessions: AccountSession[] | null
  onEnd?: (intent: AccountIntent) => void
  children?: React.ReactNode
}) {
  const others = (sessions ?? []).filter((session) => !session.current).length
  return (
    <AdminSection
      title="Your sessions"
      intro="Every browser signed in as you. End one you do not recognise."
      action={
        <Button variant="secondary" disabled={others === 0} onClick={() => onEnd({ intent: 'end-others' })}>
          {SESSION_TEXTS.endOthers}
        </Button>
      }
    >
      {children}
      <DataTable
        caption="Your sessions"
        className="sessions-table"
        rows={sessions}
        cells={sessionCells(onEnd)}
      />
    </AdminSection>
  )
}

/** The sessions table's columns; `onEnd` signs one out. */
function sessionCells(onEnd: (intent: AccountIntent) => void): readonly DataCell<AccountSession>[] {
  return [
    {
      label: 'Browser',
      render: (session) => (
        <>
          {session.browser} {session.current ? <Chip tone="success">This device</Chip> : null}
        </>
      ),
    },
    {
      label: 'Signed in',
      className: 'nowrap',
      render: (session) => <DateText value={session.created_at} withTime />,
    },
    {
      label: 'Signed in with',
      render: (session) => (session.method ? SIGN_IN_METHOD_LABELS[session.method] : '—'),
    },
    {
      label: 'Last used',
      className: 'nowrap',
      render: (session) => (session.last_used_at ? <DateText value={session.last_used_at} withTime /> : '—'),
    },
    {
      label: 'Actions',
      render: (session) =>
        session.current ? (
          <span className="muted">Current</span>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Sign out ${session.browser} (signed in ${formatDate(session.created_at, true)})`}
            onClick={() => onEnd({ intent: 'end-one', id: session.id })}
          >
            Sign out
          </Button>
        ),
    },
  ]
}
