import { type AdminClient, PAGE_SIZE } from '@studio/contracts'
import { Tabs, tabId } from '@studio/ui/tabs'
import { type RouteObject, useLoaderData } from 'react-router'
import { ListStatus } from '../../components/list-states'
import { countLabel, ListToolbar } from '../../components/list-toolbar'
import { PageHeader } from '../../components/page-header'
import { Deferred } from '../../lib/deferred-view'
import { markRejectionHandled } from '../../lib/route-data'
import { BulkBar } from './bulk-bar'
import { ExportButton } from './export-button'
import { inboxAction, inboxShouldRevalidate } from './inbox-action'
import { InboxTable } from './inbox-table'
import { INBOX_TABS, readInboxView } from './inbox-url'
import { type InboxPage, type TypedSearch, useInboxView, useTypedSearch } from './inbox-view'
import { LanguageFilter } from './language-filter'
import { SourceFilter } from './source-filter'
import { useInboxActions } from './use-inbox-actions'
import './messages-page.css'
import './inbox.css'

const PANEL_ID = 'inbox-panel'
const TAB_IDS = 'inbox'

/**
 * /admin/messages: the enquiry inbox, paged, searched and filtered (status, language, source) on the server (the loader reads
 * the page the address names), with status per message, bulk actions and the CSV export.
 */
export function messagesRoute(client: AdminClient): RouteObject {
  return {
    path: 'messages',
    loader: ({ request }) => {
      const view = readInboxView(new URL(request.url).searchParams)
      const page = client.listInboxMessages({
        page: view.page,
        per_page: PAGE_SIZE.adminMessages,
        q: view.q,
        status: view.tab,
        language: view.language ?? undefined,
        source: view.source ?? undefined,
      })
      return { page: markRejectionHandled(page) }
    },
    action: inboxAction(client),
    shouldRevalidate: inboxShouldRevalidate,
    Component: MessagesPage,
  }
}

/** The page of messages the address asks for, while it loads. */
type InboxData = { page: Promise<InboxPage> }

function MessagesPage() {
  const { page } = useLoaderData<InboxData>()
  const search = useTypedSearch()
  return (
    <Deferred value={page} fallback={<Inbox page={null} search={search} />}>
      {(loaded) => <Inbox page={loaded} search={search} />}
    </Deferred>
  )
}

function Inbox({ page, search }: { page: InboxPage | null; search: TypedSearch }) {
  const list = useInboxView(page, search)
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
        count={list.loading ? 'Loading…' : countLabel(list.total, 'message')}
        searchRef={actions.searchRef}
      >
        <LanguageFilter value={view.language} onChange={list.setLanguage} />
        <SourceFilter value={view.source} onChange={list.setSource} />
      </ListToolbar>
      <ListStatus text={actions.announcement} />
      <BulkBar tab={view.tab} actions={actions} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(TAB_IDS, view.tab)} className="inbox-panel">
        <InboxTable list={list} actions={actions} />
      </div>
    </>
  )
}
