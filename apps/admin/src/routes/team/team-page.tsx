import type { PendingInvite, TeamMember } from '@studio/contracts'
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
import { readEmail } from '../../lib/session'
import { useRemoteList } from '../../lib/use-remote-list'
import { InviteForm } from './invite-form'
import './team.css'

export const TEAM_TEXTS = {
  confirmRemove: (email: string) => `Remove ${email}? Their sessions end at once.`,
  confirmRevoke: (email: string) => `Revoke the invite for ${email}? Its link stops working.`,
  removeFailed: 'Could not remove the admin',
  revokeFailed: 'Could not revoke the invite',
} as const

/** /admin/team (issue 14): the admins, the pending invites and a form to invite a colleague. */
export function TeamPage() {
  const client = useAdminApi()
  const admins = useRemoteList(React.useCallback(() => client.listAdmins(), [client]))
  const invites = useRemoteList(React.useCallback(() => client.listInvites(), [client]))
  const [problem, setProblem] = React.useState('')
  const me = readEmail()

  async function act(confirmText: string, failed: string, run: () => Promise<unknown>) {
    if (!window.confirm(confirmText)) return
    setProblem('')
    try {
      await run()
    } catch (error) {
      if (isSessionExpired(error)) return
      setProblem(`${failed}: ${serviceMessage(error, 'no answer from the API.')}`)
    }
    // Removing yourself ends your session: this reload's 401 returns the panel to login.
    await Promise.all([admins.reload(), invites.reload()])
  }

  return (
    <>
      <PageHeader title="Team" subtitle="Who can sign in to this panel, and the invites still open." />
      {problem ? <Banner tone="error">{problem}</Banner> : null}
      <AdminSection
        title="Invite a colleague"
        intro="They get a one-time link to create their account with this email; it expires after 7 days."
      >
        <InviteForm onInvited={() => void invites.reload()} />
      </AdminSection>
      <AdminSection title="Admins">
        {admins.status === 'error' ? (
          <ErrorCard message={admins.error} onRetry={() => void admins.reload()} />
        ) : (
          <Table caption="Admins" aria-busy={admins.status === 'loading'} className="team-table">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Email</TableHeaderCell>
                <TableHeaderCell>Joined</TableHeaderCell>
                <TableHeaderCell>Last sign-in</TableHeaderCell>
                <TableHeaderCell>Actions</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {admins.items.map((admin: TeamMember) => (
                <TableRow key={admin.id}>
                  <TableCell label="Email">
                    <span className="team-table__email">{admin.email}</span>
                    {admin.email === me ? <Chip tone="accent">You</Chip> : null}
                  </TableCell>
                  <TableCell label="Joined" className="nowrap">
                    <DateText value={admin.created_at} />
                  </TableCell>
                  <TableCell label="Last sign-in" className="nowrap">
                    {admin.last_login_at ? <DateText value={admin.last_login_at} withTime /> : 'Never'}
                  </TableCell>
                  <TableCell label="Actions">
                    <Button
                      variant="danger"
                      size="sm"
                      aria-label={`Remove ${admin.email}`}
                      onClick={() =>
                        void act(TEAM_TEXTS.confirmRemove(admin.email), TEAM_TEXTS.removeFailed, () =>
                          client.removeAdmin(admin.id),
                        )
                      }
                    >
                      Remove
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </AdminSection>
      <AdminSection title="Pending invites">
        {invites.status === 'error' ? (
          <ErrorCard message={invites.error} onRetry={() => void invites.reload()} />
        ) : invites.status === 'ready' && invites.items.length === 0 ? (
          <p className="muted">No invites are waiting.</p>
        ) : (
          <Table caption="Pending invites" aria-busy={invites.status === 'loading'} className="team-table">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Email</TableHeaderCell>
                <TableHeaderCell>Expires</TableHeaderCell>
                <TableHeaderCell>Invited by</TableHeaderCell>
                <TableHeaderCell>Actions</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invites.items.map((invite: PendingInvite) => (
                <TableRow key={invite.id}>
                  <TableCell label="Email">
                    <span className="team-table__email">{invite.email}</span>
                  </TableCell>
                  <TableCell label="Expires" className="nowrap">
                    <DateText value={invite.expires_at} withTime />
                  </TableCell>
                  <TableCell label="Invited by">{invite.invited_by ?? 'A removed admin'}</TableCell>
                  <TableCell label="Actions">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Revoke invite for ${invite.email}`}
                      onClick={() =>
                        void act(TEAM_TEXTS.confirmRevoke(invite.email), TEAM_TEXTS.revokeFailed, () =>
                          client.revokeInvite(invite.id),
                        )
                      }
                    >
                      Revoke
                    </Button>
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
