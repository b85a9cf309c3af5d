import {
  type AdminClient,
  type AdminSiteContent,
  diffSiteContent,
  type PublishedSiteContent,
  type SavedDraft,
  SITE_CONTENT_API_MESSAGES,
  type SiteContentDraft,
  type SiteContentFieldError,
  type SiteContentPreviewLink,
  type SiteContentRevision,
  type SiteContentWrite,
  type SiteLanguage,
  siteContentFieldErrors,
} from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import * as React from 'react'
import { type ShouldRevalidateFunction, useFetcher, useLoaderData } from 'react-router'
import { AdminSection } from '../../components/admin-section'
import { PageHeader } from '../../components/page-header'
import { useFetcherSettled } from '../../lib/fetcher-settled'
import { formatDate } from '../../lib/format-date'
import { type ActionResult, intentAction, type LazyScreen, withSession } from '../../lib/route-data'
import { ContentFields, ContentForm } from './content-form'
import { CONTENT_OUTLINE, labelOfPath } from './content-outline'
import { type SaveState, sameContent, useDraftEditor } from './draft-editor'
import { ChangeList, Revisions } from './revisions'
import './site-content.css'

const LANGUAGE: SiteLanguage = 'en'

type Intent =
  | { intent: 'save'; base_version: string; content: SiteContentDraft }
  | { intent: 'publish'; base_version: string }
  | { intent: 'preview' }
  | { intent: 'restore'; id: number; base_version: string }

interface SiteContentData {
  content: AdminSiteContent
  revisions: SiteContentRevision[]
}

type StepAnswer = ActionResult<
  SiteContentWrite<PublishedSiteContent> | SiteContentWrite<SavedDraft> | SiteContentPreviewLink
>

/** /admin/site-content: the words of every public page, as a draft saved on its own, then published. */
export function siteContentRoute(
  client: AdminClient,
): LazyScreen & { shouldRevalidate: ShouldRevalidateFunction } {
  return {
    loader: ({ request }): Promise<SiteContentData> =>
      withSession(request, async () => {
        const [content, revisions] = await Promise.all([
          client.getSiteContent(LANGUAGE),
          client.listSiteContentRevisions(LANGUAGE),
        ])
        return { content, revisions }
      }),
    action: intentAction<Intent>({
      save: ({ base_version, content }) => client.saveSiteContentDraft(base_version, content, LANGUAGE),
      publish: ({ base_version }) => client.publishSiteContent(base_version, LANGUAGE),
      preview: () => client.previewSiteContent(LANGUAGE),
      restore: ({ id, base_version }) => client.restoreSiteContentRevision(id, base_version),
    }),
    // A draft save changes nothing the loader read; a publish or a restore changes the history.
    shouldRevalidate: ({ actionResult, defaultShouldRevalidate }) =>
      defaultShouldRevalidate && (actionResult as StepAnswer | undefined)?.intent !== 'save',
    Component: SiteContentPage,
  }
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })
const timeOf = (value: string) => timeFormat.format(new Date(value))

function saveText(save: SaveState): string {
  switch (save.kind) {
    case 'saved':
      return `Draft saved ${timeOf(save.at)}`
    case 'failed':
      return `Not saved yet: ${save.detail || 'the server did not answer'}. Your text is kept in this browser and saved as soon as the server answers.`
    case 'conflict':
      return 'Not saved: a colleague changed the draft.'
    default:
      return 'Saving…'
  }
}

function SiteContentPage() {
  const { content: loaded, revisions } = useLoaderData() as SiteContentData
  const { state, edit, adopt, resolve, conflictWith } = useDraftEditor(loaded)
  const step = useFetcher<StepAnswer>({ key: 'site-content-step' })
  const [notice, setNotice] = React.useState<Notice | null>(null)
  const conflictRef = React.useRef<HTMLHeadingElement>(null)
  const errors = React.useMemo(() => siteContentFieldErrors(state.content), [state.content])
  const errorMap = React.useMemo(() => new Map(errors.map((error) => [error.path, error.error])), [errors])
  const published = loaded.published !== null && sameContent(state.content, loaded.published)
  const settled = state.save.kind === 'saved' && step.state === 'idle'
  const publishing = step.state !== 'idle' && (step.json as Intent | undefined)?.intent === 'publish'

  useFetcherSettled(step, (answer) => setNotice(noticeOf(answer, { adopt, conflictWith })), { early: true })

  function run(intent: Intent) {
    setNotice(null)
    void step.submit(intent, { method: 'post', encType: 'application/json' })
  }

  function publish() {
    if (errors.length > 0) {
      setNotice({ tone: 'error', text: SITE_CONTENT_API_MESSAGES.invalid, fields: errors })
      document.querySelector<HTMLElement>('.site-content [aria-invalid="true"]')?.focus()
      return
    }
    run({ intent: 'publish', base_version: state.version })
  }

  function restore(revision: SiteContentRevision) {
    const question = `Copy the revision published ${formatDate(revision.created_at, true)} into the draft? The live site does not change until you publish.`
    if (window.confirm(question)) run({ intent: 'restore', id: revision.id, base_version: state.version })
  }

  return (
    <div className="site-content">
      <PageHeader
        title="Site content"
        subtitle="The words of every public page. Edits are saved as a draft; Publish puts them on the site."
      />
      <div className="site-content__bar">
        <p className="site-content__status" role="status">
          <span>{saveText(state.save)}</span>
          {published ? <Chip tone="success">Published</Chip> : <Chip tone="accent">Unpublished changes</Chip>}
          {errors.length > 0 ? (
            <Chip>
              {errors.length === 1 ? '1 field needs fixing' : `${errors.length} fields need fixing`}
            </Chip>
          ) : null}
        </p>
        <div className="site-content__actions">
          {state.save.kind === 'conflict' ? (
            <Button variant="secondary" onClick={() => conflictRef.current?.focus()}>
              Review the changes
            </Button>
          ) : null}
          <Button variant="secondary" disabled={!settled} onClick={() => run({ intent: 'preview' })}>
            Preview
          </Button>
          <Button disabled={!settled || published} onClick={publish}>
            {publishing ? 'Publishing…' : 'Publish'}
          </Button>
        </div>
      </div>
      <nav aria-label="Sections" className="site-content__sections">
        {CONTENT_OUTLINE.map((section) => (
          <a key={section.key} href={`#content-${section.key}`}>
            {section.label}
          </a>
        ))}
        <a href="#content-history">History</a>
      </nav>
      {state.save.kind === 'conflict' ? (
        <Banner tone="error" className="site-content__conflict">
          <h2 className="site-content__subtitle" ref={conflictRef} tabIndex={-1}>
            {state.save.error}
          </h2>
          <h3 className="site-content__subtitle">
            Their changes{state.save.current.updated_by ? ` (${state.save.current.updated_by})` : ''}
          </h3>
          <ChangeList changes={diffSiteContent(state.base, state.save.current.draft)} />
          <h3 className="site-content__subtitle">Your changes</h3>
          <ChangeList changes={diffSiteContent(state.base, state.content)} />
          <div className="site-content__actions">
            <Button onClick={() => resolve('mine')}>Apply my changes to their draft</Button>
            <Button variant="secondary" onClick={() => resolve('theirs')}>
              Use their draft
            </Button>
          </div>
        </Banner>
      ) : null}
      {notice ? <NoticeBanner notice={notice} /> : null}
      <ContentForm content={state.content} errors={errorMap} onChange={edit as never}>
        {CONTENT_OUTLINE.map((section) => (
          <div key={section.key} id={`content-${section.key}`} className="site-content__section">
            <AdminSection title={section.label}>
              <ContentFields nodes={section.children} path={[section.key]} />
            </AdminSection>
          </div>
        ))}
      </ContentForm>
      <div id="content-history" className="site-content__section">
        <Revisions revisions={revisions} onRestore={restore} disabled={!settled} />
      </div>
    </div>
  )
}

interface Notice {
  tone: 'error' | 'success'
  text: string
  fields?: SiteContentFieldError[]
  link?: { href: string; label: string }
}

/** What a publish, preview or restore answered, for the banner (and the draft it hands back). */
function noticeOf(
  answer: StepAnswer,
  editor: Pick<ReturnType<typeof useDraftEditor>, 'adopt' | 'conflictWith'>,
): Notice | null {
  if (!answer.ok) return { tone: 'error', text: answer.message || answer.detail || 'Failed to save' }
  const result = answer.result
  if ('url' in result) {
    window.open(result.url, '_blank', 'noopener')
    return {
      tone: 'success',
      text: `Preview ready until ${timeOf(result.expires_at)}.`,
      link: { href: result.url, label: 'Open the preview' },
    }
  }
  if (result.kind === 'conflict') {
    editor.conflictWith(result.current, result.error)
    return null
  }
  if (result.kind === 'invalid') return { tone: 'error', text: result.error, fields: result.fields }
  const value = result.value
  if ('published' in value) {
    editor.adopt({ draft: value.published, version: value.draft_version, at: value.published_at })
    return { tone: 'success', text: 'Published: the site shows it on the next load.' }
  }
  editor.adopt({ draft: value.draft, version: value.draft_version, at: value.updated_at })
  return { tone: 'success', text: 'Revision copied into the draft. Publish to put it on the site.' }
}

function NoticeBanner({ notice }: { notice: Notice }) {
  return (
    <Banner tone={notice.tone} className="site-content__notice">
      <p>
        {notice.text}{' '}
        {notice.link ? (
          <a href={notice.link.href} target="_blank" rel="noopener">
            {notice.link.label}
          </a>
        ) : null}
      </p>
      {notice.fields?.length ? (
        <ul>
          {notice.fields.map((field) => (
            <li key={field.path}>
              <FieldLink path={field.path} /> {field.error}
            </li>
          ))}
        </ul>
      ) : null}
    </Banner>
  )
}

/** A field named in words that moves focus to it. */
function FieldLink({ path }: { path: string }) {
  return (
    <button
      type="button"
      className="site-content__field-link"
      onClick={() => document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`)?.focus()}
    >
      {labelOfPath(path)}:
    </button>
  )
}
