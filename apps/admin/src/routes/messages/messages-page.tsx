import { type AdminClient, PAGE_SIZE } from '@studio/contracts'
import { Tabs, tabId } from '@studio/ui/tabs'
import * as React from 'react'
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
import { type InboxAddress, type InboxPage, useInboxAddress, useInboxPage } from './inbox-view'
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

/**
 * The header, tabs and toolbar stand outside the loading boundary: they need only the address, so they
 * are the same elements from the first paint and the search box keeps its text and focus while the
 * first page arrives. What needs the page (the count, the note, the bulk bar, the table) waits inside.
 */
function MessagesPage() {
  const { page } = useLoaderData<InboxData>()
  const address = useInboxAddress()
  const searchRef = React.useRef<HTMLInputElement>(null)
  const { view } = address

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
        onChange={address.setTab}
        label="Message status"
        panelId={PANEL_ID}
        idPrefix={TAB_IDS}
        className="inbox-tabs"
      />
      <ListToolbar
        searchLabel="Search messages"
        placeholder="Search names, emails and messages"
        query={address.typed}
        onQueryChange={address.setTyped}
        count={
          <Deferred value={page} fallback="Loading…">
            {(loaded) => countLabel(loaded.total, 'message')}
          </Deferred>
        }
        searchRef={searchRef}
      >
        <LanguageFilter value={view.language} onChange={address.setLanguage} />
        <SourceFilter value={view.source} onChange={address.setSource} />
      </ListToolbar>
      <Deferred value={page} fallback={<InboxBody address={address} page={null} searchRef={searchRef} />}>
        {(loaded) => <InboxBody address={address} page={loaded} searchRef={searchRef} />}
      </Deferred>
    </>
  )
}

interface InboxBodyProps {
  address: InboxAddress
  /** null: the page is still on its way (skeleton rows). */
  page: InboxPage | null
  searchRef: React.RefObject<HTMLInputElement | null>
}

/** The note after a write, the bulk bar and the table of the page the address names. */
function InboxBody({ address, page, searchRef }: InboxBodyProps) {
  const list = useInboxPage(address, page)
  const actions = useInboxActions(list, searchRef)
  const { view } = list

  return (
    <>
      <ListStatus text={actions.announcement} />
      <BulkBar tab={view.tab} actions={actions} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(TAB_IDS, view.tab)} className="inbox-panel">
        <InboxTable list={list} actions={actions} />
      </div>
    </>
  )
}
