import {
  type AdminClient,
  type AdminSiteContent,
  diffSiteContent,
  PREVIEW_LINK_TEXTS,
  SITE_CONTENT_API_MESSAGES,
  SITE_LANGUAGES,
  type SiteContentDraft,
  type SiteContentRevision,
  type SiteContentTranslation,
  type SiteLanguage,
  SiteLanguageSchema,
  SOURCE_LANGUAGE,
  siteContentFieldErrors,
} from '@studio/contracts'
import { createPublicClient } from '@studio/contracts/public-client'
import { Banner } from '@studio/ui/banner'
import { Button } from '@studio/ui/button'
import { Chip } from '@studio/ui/chip'
import * as React from 'react'
import { Link, type ShouldRevalidateFunction, useFetcher, useLoaderData } from 'react-router'
import * as z from 'zod/mini'
import { AdminSection } from '../../components/admin-section'
import { PageHeader } from '../../components/page-header'
import { config } from '../../config'
import { useFetcherSettled } from '../../lib/fetcher-settled'
import { formatDate } from '../../lib/format-date'
import { type LazyScreen, parsedIntentAction, withSession } from '../../lib/route-data'
import { ContentFields, ContentForm } from './content-form'
import { CONTENT_OUTLINE } from './content-outline'
import { type SaveState, sameContent, useDraftEditor } from './draft-editor'
import { type PageCards, PageShareCards } from './page-share-cards'
import { ChangeList, Revisions } from './revisions'
import {
  type Notice,
  NoticeBanner,
  noticeOf,
  type PublishedLanguages,
  type StepAnswer,
  timeOf,
} from './step-notice'
import { TranslationSummary, useTranslationGaps } from './translation-status'
import './site-content.css'

/**
 * What the screen's fetchers post. The draft's text is only checked for being a document here: the
 * API judges its fields (a draft may be saved with fields still to fix).
 */
const IntentSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('save'),
    language: SiteLanguageSchema,
    base_version: z.string(),
    content: z.custom<SiteContentDraft>((value) => typeof value === 'object' && value !== null),
  }),
  z.object({ intent: z.literal('publish'), language: SiteLanguageSchema, base_version: z.string() }),
  z.object({
    intent: z.literal('publish-both'),
    first: SiteLanguageSchema,
    bases: z.object({ en: z.string(), ar: z.string() }),
  }),
  z.object({ intent: z.literal('preview'), language: SiteLanguageSchema }),
  z.object({ intent: z.literal('end-previews') }),
  z.object({ intent: z.literal('restore'), id: z.int(), base_version: z.string() }),
])
type Intent = z.infer<typeof IntentSchema>

interface SiteContentData {
  content: AdminSiteContent
  revisions: SiteContentRevision[]
  /** The other language's draft and published copy: whether "Publish both" can run. */
  other: AdminSiteContent
  /** A translation's gaps and field times; null for the source language. */
  translation: SiteContentTranslation | null
  /** Each page's published share card per language; null when they could not be read. */
  cards: PageCards | null
}

/** The language a screen address names (`?lang=ar`); English without one. */
function languageOf(request: Request): SiteLanguage {
  const lang = new URL(request.url).searchParams.get('lang')
  return SITE_LANGUAGES.find((language) => language === lang) ?? SOURCE_LANGUAGE
}

const otherThan = (language: SiteLanguage) => SITE_LANGUAGES.find((other) => other !== language) ?? language

/**
 * /admin/site-content?lang=: the words of every public page in one language, as a draft saved on
 * its own, then published. Every write names its language, so a save still on its way when the
 * admin switches languages lands on the draft it was typed in.
 */
export function siteContentRoute(
  client: AdminClient,
): LazyScreen & { shouldRevalidate: ShouldRevalidateFunction } {
  return {
    loader: ({ request }): Promise<SiteContentData> =>
      withSession(request, async () => {
        const language = languageOf(request)
        const [content, revisions, other, translation, cards] = await Promise.all([
          client.getSiteContent(language),
          client.listSiteContentRevisions(language),
          client.getSiteContent(otherThan(language)),
          language === SOURCE_LANGUAGE ? null : client.getSiteContentTranslation(language),
          readPageCards(),
        ])
        return { content, revisions, other, translation, cards }
      }),
    action: parsedIntentAction(IntentSchema, {
      save: ({ language, base_version, content }) =>
        client.saveSiteContentDraft(base_version, content, language),
      publish: ({ language, base_version }) => client.publishSiteContent(base_version, language),
      // A convenience, not one transaction: each language publishes on its own, the one on screen
      // first; when it is refused the other is not tried.
      'publish-both': async ({ first, bases }): Promise<PublishedLanguages> => {
        const both: PublishedLanguages['both'] = []
        for (const language of [first, otherThan(first)]) {
          const write = await client.publishSiteContent(bases[language], language)
          both.push({ language, write })
          if (write.kind !== 'ok') break
        }
        return { both }
      },
      preview: ({ language }) => client.previewSiteContent(language),
      'end-previews': () => client.endSiteContentPreviewLinks(),
      restore: ({ id, base_version }) => client.restoreSiteContentRevision(id, base_version),
    }),
    // A draft save changes nothing the loader read; a publish or a restore changes the history.
    shouldRevalidate: ({ actionResult, defaultShouldRevalidate }) =>
      defaultShouldRevalidate && (actionResult as StepAnswer | undefined)?.intent !== 'save',
    Component: SiteContentPage,
  }
}

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

const LANGUAGE_LABELS: Record<SiteLanguage, string> = { en: 'English', ar: 'العربية' }

/** What "Publish English and Arabic" does, from the language on screen (it goes first). */
const PUBLISH_BOTH_HINT: Record<SiteLanguage, string> = {
  en: 'Publish English and Arabic puts both drafts on the site: English first, then Arabic. If English is refused, Arabic is not published.',
  ar: 'Publish English and Arabic puts both drafts on the site: Arabic first, then English. If Arabic is refused, English is not published.',
}

/** English / العربية: the language the screen edits, kept in the address. */
function LanguageSwitch({ language }: { language: SiteLanguage }) {
  return (
    <nav aria-label="Language" className="site-content__languages">
      {SITE_LANGUAGES.map((option) => (
        <Link
          key={option}
          to={`?lang=${option}`}
          lang={option}
          aria-current={option === language ? 'page' : undefined}
        >
          {LANGUAGE_LABELS[option]}
        </Link>
      ))}
    </nav>
  )
}

/** The published pages' share cards in both languages (the public answer the site reads too). */
async function readPageCards(): Promise<PageCards | null> {
  try {
    const site = createPublicClient(config.apiUrl)
    const [en, ar] = await Promise.all([site.getPageShareCards('en'), site.getPageShareCards('ar')])
    return { en: en.pages, ar: ar.pages }
  } catch {
    return null
  }
}

function SiteContentPage() {
  const data = useLoaderData<SiteContentData>()
  return (
    <div className="site-content">
      <PageHeader
        title="Site content"
        subtitle="The words of every public page, in each language. Edits are saved as a draft; Publish puts them on the site."
      />
      <LanguageSwitch language={data.content.language} />
      {/* One editor per language: switching starts the other language's draft afresh. */}
      <SiteContentEditor key={data.content.language} data={data} />
      <PageShareCards cards={data.cards} />
    </div>
  )
}

/**
 * The form's sections, made once: the fields read the draft from the form's context, so a change
 * of the save state, a notice or a pending publish renders the bar again, not the 150 fields; an
 * edit still reaches every field through the context.
 */
const CONTENT_SECTIONS = CONTENT_OUTLINE.map((section) => (
  <div key={section.key} id={`content-${section.key}`} className="site-content__section">
    <AdminSection title={section.label}>
      <ContentFields nodes={section.children} path={[section.key]} />
    </AdminSection>
  </div>
))

function SiteContentEditor({ data }: { data: SiteContentData }) {
  const { content: loaded, revisions, other, translation } = data
  const language = loaded.language
  const { state, edit, adopt, resolve, conflictWith } = useDraftEditor(loaded)
  // Keyed by language: an answer that arrives after a switch never reaches the other language's draft.
  const step = useFetcher<StepAnswer>({ key: `site-content-step-${language}` })
  const [notice, setNotice] = React.useState<Notice | null>(null)
  const conflictRef = React.useRef<HTMLHeadingElement>(null)
  const errors = React.useMemo(() => siteContentFieldErrors(state.content), [state.content])
  const errorMap = React.useMemo(() => new Map(errors.map((error) => [error.path, error.error])), [errors])
  const published = loaded.published !== null && sameContent(state.content, loaded.published)
  const settled = state.save.kind === 'saved' && step.state === 'idle'
  const stepIntent = step.state === 'idle' ? null : IntentSchema.safeParse(step.json).data?.intent
  const { gaps, view } = useTranslationGaps(translation, loaded.draft, state.content)
  const publishBothHintId = React.useId()
  const otherHasChanges = other.published === null || !sameContent(other.draft, other.published)
  const canPublishBoth =
    errors.length === 0 && other.field_errors.length === 0 && (!published || otherHasChanges)

  useFetcherSettled(step, (answer) => setNotice(noticeOf(answer, language, { adopt, conflictWith })), {
    early: true,
  })

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
    run({ intent: 'publish', language, base_version: state.version })
  }

  function publishBoth() {
    const bases = { [language]: state.version, [other.language]: other.draft_version }
    run({ intent: 'publish-both', first: language, bases: bases as Record<SiteLanguage, string> })
  }

  function endPreviews() {
    if (window.confirm(PREVIEW_LINK_TEXTS.confirm)) run({ intent: 'end-previews' })
  }

  function restore(revision: SiteContentRevision) {
    const which = revision.starting
      ? 'the starting copy'
      : `the revision published ${formatDate(revision.created_at, true)}`
    const question = `Copy ${which} into the draft? The live site does not change until you publish.`
    if (window.confirm(question)) run({ intent: 'restore', id: revision.id, base_version: state.version })
  }

  return (
    <>
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
          <Button
            variant="secondary"
            disabled={!settled}
            onClick={() => run({ intent: 'preview', language })}
          >
            Preview
          </Button>
          {canPublishBoth ? (
            <Button
              variant="secondary"
              disabled={!settled}
              onClick={publishBoth}
              aria-describedby={publishBothHintId}
            >
              {stepIntent === 'publish-both' ? 'Publishing both…' : 'Publish English and Arabic'}
            </Button>
          ) : null}
          <Button disabled={!settled || published} onClick={publish}>
            {stepIntent === 'publish' ? 'Publishing…' : 'Publish'}
          </Button>
        </div>
      </div>
      {canPublishBoth ? (
        <p id={publishBothHintId} className="site-content__hint muted">
          {PUBLISH_BOTH_HINT[language]}
        </p>
      ) : null}
      {translation ? <TranslationSummary gaps={gaps} /> : null}
      <nav aria-label="Sections" className="site-content__sections">
        {CONTENT_OUTLINE.map((section) => (
          <a key={section.key} href={`#content-${section.key}`}>
            {section.label}
          </a>
        ))}
        <a href="#content-history">History</a>
      </nav>
      {state.save.kind === 'conflict' ? (
        <Banner tone="error" className="stack stack--tight site-content__conflict">
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
      <ContentForm
        content={state.content}
        language={language}
        errors={errorMap}
        translation={view}
        onChange={edit as never}
      >
        {CONTENT_SECTIONS}
      </ContentForm>
      <div id="content-history" className="site-content__section">
        <Revisions revisions={revisions} onRestore={restore} disabled={!settled} />
      </div>
      <AdminSection title="Preview links" intro={PREVIEW_LINK_TEXTS.endAllHint}>
        <Button variant="secondary" disabled={!settled} onClick={endPreviews}>
          {stepIntent === 'end-previews' ? PREVIEW_LINK_TEXTS.ending : PREVIEW_LINK_TEXTS.endAll}
        </Button>
      </AdminSection>
    </>
  )
}
