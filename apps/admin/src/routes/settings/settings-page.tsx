import type { AdminClient, AlertSettings } from '@studio/contracts'
import type { Backup } from '@studio/contracts/archive'
import type { BackupSettings } from '@studio/contracts/settings'
import { type RouteObject, useLoaderData } from 'react-router'
import { AdminSection } from '../../components/admin-section'
import { PageHeader } from '../../components/page-header'
import { Deferred } from '../../lib/deferred-view'
import { markRejectionHandled } from '../../lib/route-data'
import { RecipientsCard, WebhookCard } from './alert-targets'
import { retentionText } from './alert-texts'
import { BackupDownload } from './backup-download'
import { BackupEnquiries } from './backup-enquiries'
import { BackupImport } from './backup-import'
import { BackupList } from './backup-list'
import { DeliveriesTable } from './deliveries-table'
import { settingsAction } from './settings-action'
import { TestAlert } from './test-alert'
import './settings.css'

interface SettingsData {
  settings: Promise<AlertSettings>
  backups: Promise<Backup[]>
  backupSettings: Promise<BackupSettings>
}

/** /admin/settings: who hears about new enquiries (and a test alert), and the studio's backups. */
export function settingsRoute(client: AdminClient): RouteObject {
  return {
    path: 'settings',
    loader: (): SettingsData => ({
      settings: markRejectionHandled(client.alertSettings()),
      backups: markRejectionHandled(client.listBackups()),
      backupSettings: markRejectionHandled(client.backupSettings()),
    }),
    action: settingsAction(client),
    Component: SettingsPage,
  }
}

const loading = (
  <p className="muted" role="status">
    Loading…
  </p>
)

function SettingsPage() {
  const { settings, backups, backupSettings } = useLoaderData<SettingsData>()
  return (
    <>
      <PageHeader title="Settings" subtitle="Who hears about new enquiries, and the studio's backups." />
      <Deferred value={settings} fallback={loading}>
        {(loaded) => <AlertSettingsView settings={loaded} />}
      </Deferred>
      <AdminSection
        title="Backups"
        intro="One archive holds the whole studio: the portfolio and its order, the site copy with its history, the cover images and, when you ask, the enquiries. Accounts and passwords are never in it."
      >
        <div className="stack settings-part">
          <h3 className="settings-subtitle">Download a backup</h3>
          <BackupDownload />
        </div>
        <div className="stack settings-part">
          <h3 className="settings-subtitle">Import a backup</h3>
          <p className="admin-section__note">
            A dry run shows what the archive would create, update and leave alone before anything is written.
            Importing never deletes unless you choose replace; the same archive twice changes nothing.
          </p>
          <BackupImport />
        </div>
        <div className="stack settings-part">
          <h3 className="settings-subtitle">Daily backups</h3>
          <Deferred value={backupSettings} fallback={loading}>
            {(loaded) => <BackupEnquiries settings={loaded} />}
          </Deferred>
          <Deferred value={backups} fallback={loading}>
            {(loaded) => <BackupList backups={loaded} />}
          </Deferred>
        </div>
      </AdminSection>
    </>
  )
}

function AlertSettingsView({ settings }: { settings: AlertSettings }) {
  return (
    <>
      <AdminSection
        title="Enquiry alerts"
        intro="Each new enquiry is stored first, then sent to the recipients below and posted to the webhook (Slack, Discord, Teams or any HTTPS address); failed alerts are retried. Secrets stay on the server."
      >
        <ul className="alert-channels">
          <RecipientsCard settings={settings} />
          <WebhookCard settings={settings} />
        </ul>
        <TestAlert settings={settings} />
        <p className="admin-section__note">{retentionText(settings.retention_days)}</p>
      </AdminSection>
      <AdminSection title="Recent deliveries">
        <DeliveriesTable deliveries={settings.deliveries} />
      </AdminSection>
    </>
  )
}
