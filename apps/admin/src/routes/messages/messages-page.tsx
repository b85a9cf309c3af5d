import { Tabs, tabId } from '@studio/ui/tabs'
import { ListStatus } from '../../components/list-states'
import { countLabel, ListToolbar } from '../../components/list-toolbar'
import { PageHeader } from '../../components/page-header'
import { BulkBar } from './bulk-bar'
import { ExportButton } from './export-button'
import { InboxTable } from './inbox-table'
import { INBOX_TABS } from './inbox-url'
import { useInboxActions } from './use-inbox-actions'
import { useInboxList } from './use-inbox-list'
import './messages-page.css'
import './inbox.css'

const PANEL_ID = 'inbox-panel'
const TAB_IDS = 'inbox'

/**
 * /admin/messages (spec section 2, issue 13): the enquiry inbox, paged, searched and filtered on
 * the server, with status per message, bulk actions and the CSV export. Its state lives in the
 * address bar, so reload and Back keep the view.
 */
export function MessagesPage() {
  const list = useInboxList()
  const actions = useInboxActions(list)
  const { view } = list

  return (
    <>
      <PageHeader
        title="Contact Messages"
        subtitle="Enquiries sent through the site's contact form, newest first."
        action={<ExportButton view={view} />}
      />
      <Tabs
        options={INBOX_TABS}
        value={view.tab}
        onChange={list.setTab}
        label="Message status"
        panelId={PANEL_ID}
        idPrefix={TAB_IDS}
        className="inbox-tabs"
      />
      <ListToolbar
        searchLabel="Search messages"
        placeholder="Search names, emails and messages"
        query={list.typed}
        onQueryChange={list.setTyped}
        count={list.status === 'loading' ? 'Loading…' : countLabel(list.total, 'message')}
        searchRef={actions.searchRef}
      />
      <ListStatus text={actions.announcement} />
      <BulkBar tab={view.tab} actions={actions} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(TAB_IDS, view.tab)} className="inbox-panel">
        <InboxTable list={list} actions={actions} />
      </div>
    </>
  )
}
