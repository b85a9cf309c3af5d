import type { AdminClient, PendingInvite, TeamMember } from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import { useFetcher, useLoaderData } from 'react-router'
import { AdminSection } from '../../components/admin-section'
import { actionCell, DataTable } from '../../components/data-table'
import { DateText } from '../../components/date-text'
import { PageHeader } from '../../components/page-header'
import { Deferred } from '../../lib/deferred-view'
import { serviceMessage } from '../../lib/errors'
import { type ActionResult, errorOf, type LazyScreen, markRejectionHandled } from '../../lib/route-data'
import { readEmail } from '../../lib/session'
import { InviteForm } from './invite-form'
import { type TeamIntent, teamAction } from './team-action'
import { TEAM_TWO_FACTOR_TEXTS, TwoFactorRule } from './two-factor-rule'
import './team.css'

export const TEAM_TEXTS = {
  confirmRemove: (email: string) => `Remove ${email}? Their sessions end at once.`,
  confirmRevoke: (email: string) => `Revoke the invite for ${email}? Its link stops working.`,
  removeFailed: 'Could not remove the admin',
  revokeFailed: 'Could not revoke the invite',
} as const

interface TeamData {
  admins: Promise<TeamMember[]>
  invites: Promise<PendingInvite[]>
}

/** /admin/team: the admins, the pending invites and a form to invite a colleague. */
export function teamRoute(client: AdminClient): LazyScreen {
  return {
    loader: (): TeamData => ({
      admins: markRejectionHandled(client.listAdmins()),
      invites: markRejectionHandled(client.listInvites()),
    }),
    action: teamAction(client),
    Component: TeamPage,
  }
}

const asJson = { method: 'post', encType: 'application/json' } as const

function TeamPage() {
  const { admins, invites } = useLoaderData<TeamData>()
  const fetcher = useFetcher<ActionResult>()
  const me = readEmail()
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null
  const problem = failed
    ? `${failed.intent === 'remove' ? TEAM_TEXTS.removeFailed : failed.intent === 'reset-2fa' ? TEAM_TWO_FACTOR_TEXTS.resetFailed : TEAM_TEXTS.revokeFailed}: ${serviceMessage(errorOf(failed), 'no answer from the API.')}`
    : ''

  // Removing yourself ends your session: the reload's 401 returns the panel to login.
  function act(confirmText: string, intent: TeamIntent) {
    if (window.confirm(confirmText)) void fetcher.submit(intent, asJson)
  }

  return (
    <>
      <PageHeader title="Team" subtitle="Who can sign in to this panel, and the invites still open." />
      {problem ? <Banner tone="error">{problem}</Banner> : null}
      <AdminSection
        title="Invite a colleague"
        intro="They get a one-time link to create their account with this email; it expires after 7 days."
      >
        <InviteForm />
      </AdminSection>
      <AdminSection title="Admins">
        <Deferred value={admins} fallback={<AdminsTable admins={null} />}>
          {(loaded) => (
            <AdminsTable
              admins={loaded}
              me={me}
              onRemove={(admin) =>
                act(TEAM_TEXTS.confirmRemove(admin.email), { intent: 'remove', id: admin.id })
              }
              onReset={(admin) =>
                act(TEAM_TWO_FACTOR_TEXTS.confirmReset(admin.email), { intent: 'reset-2fa', id: admin.id })
              }
            />
          )}
        </Deferred>
      </AdminSection>
      <TwoFactorRule />
      <AdminSection title="Pending invites">
        <Deferred value={invites} fallback={<InvitesTable invites={null} />}>
          {(loaded) => (
            <InvitesTable
              invites={loaded}
              onRevoke={(invite) =>
                act(TEAM_TEXTS.confirmRevoke(invite.email), { intent: 'revoke', id: invite.id })
              }
            />
          )}
        </Deferred>
      </AdminSection>
    </>
  )
}

function AdminsTable({
  admins,
  me = null,
  onRemove = () => {},
  onReset = () => {},
}: {
  admins: TeamMember[] | null
  me?: string | null
  onRemove?: (admin: TeamMember) => void
  onReset?: (admin: TeamMember) => void
}) {
  return (
    <DataTable
      caption="Admins"
      className="team-table"
      rows={admins}
      cells={[
        {
          label: 'Email',
          render: (admin) => (
            <>
              <span className="team-table__email">{admin.email}</span>
              {admin.email === me ? <Chip tone="accent">You</Chip> : null}
            </>
          ),
        },
        { label: 'Joined', className: 'nowrap', render: (admin) => <DateText value={admin.created_at} /> },
        {
          label: 'Last sign-in',
          className: 'nowrap',
          render: (admin) =>
            admin.last_login_at ? <DateText value={admin.last_login_at} withTime /> : 'Never',
        },
        {
          label: TEAM_TWO_FACTOR_TEXTS.twoFactor,
          render: (admin) =>
            admin.two_factor ? (
              <>
                <Chip tone="success">{TEAM_TWO_FACTOR_TEXTS.on}</Chip>{' '}
                {admin.email === me ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${TEAM_TWO_FACTOR_TEXTS.reset} for ${admin.email}`}
                    onClick={() => onReset(admin)}
                  >
                    {TEAM_TWO_FACTOR_TEXTS.reset}
                  </Button>
                )}
              </>
            ) : (
              TEAM_TWO_FACTOR_TEXTS.off
            ),
        },
        actionCell({
          text: 'Remove',
          variant: 'danger',
          name: (admin) => `Remove ${admin.email}`,
          onClick: onRemove,
        }),
      ]}
    />
  )
}

function InvitesTable({
  invites,
  onRevoke = () => {},
}: {
  invites: PendingInvite[] | null
  onRevoke?: (invite: PendingInvite) => void
}) {
  return (
    <DataTable
      caption="Pending invites"
      className="team-table"
      rows={invites}
      empty={<p className="muted">No invites are waiting.</p>}
      cells={[
        { label: 'Email', render: (invite) => <span className="team-table__email">{invite.email}</span> },
        {
          label: 'Expires',
          className: 'nowrap',
          render: (invite) => <DateText value={invite.expires_at} withTime />,
        },
        { label: 'Invited by', render: (invite) => invite.invited_by ?? 'A removed admin' },
        actionCell({
          text: 'Revoke',
          variant: 'secondary',
          name: (invite) => `Revoke invite for ${invite.email}`,
          onClick: onRevoke,
        }),
      ]}
    />
  )
}
