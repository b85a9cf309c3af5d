import {
  PREVIEW_LINK_TEXTS,
  type PublishedSiteContent,
  type SavedDraft,
  type SiteContentDraft,
  type SiteContentFieldError,
  type SiteContentPreviewLink,
  type SiteContentPreviewLinksEnded,
  type SiteContentWrite,
  type SiteLanguage,
} from '@studio/contracts'
import { Banner } from '@studio/ui/banner'
import type { ActionResult } from '../../lib/route-data'
import { labelOfPath } from './content-outline'

/** What the screen's publish, preview and restore steps answer, and the banner that reports them. */

export const LANGUAGE_NAMES: Record<SiteLanguage, string> = { en: 'English', ar: 'Arabic' }

/** "Publish both": each language's publish in the order tried (a refused first one stops the rest). */
export interface PublishedLanguages {
  both: Array<{ language: SiteLanguage; write: SiteContentWrite<PublishedSiteContent> }>
}

export type StepAnswer = ActionResult<
  | SiteContentWrite<PublishedSiteContent>
  | SiteContentWrite<SavedDraft>
  | SiteContentPreviewLink
  | SiteContentPreviewLinksEnded
  | PublishedLanguages
>

export interface Notice {
  tone: 'error' | 'success'
  text: string
  fields?: SiteContentFieldError[]
  link?: { href: string; label: string }
}

export interface EditorHandle {
  adopt: (saved: { draft: SiteContentDraft; version: string; at: string }) => void
  conflictWith: (current: SavedDraft, error: string) => void
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' })
export const timeOf = (value: string) => timeFormat.format(new Date(value))

const PUBLISHED = 'Published: the site shows it on the next load.'

/** A publish of the language on screen: its draft is taken from the answer, or the refusal shown. */
function publishNotice(write: SiteContentWrite<PublishedSiteContent>, editor: EditorHandle): Notice | null {
  if (write.kind === 'conflict') {
    editor.conflictWith(write.current, write.error)
    return null
  }
  if (write.kind === 'invalid') return { tone: 'error', text: write.error, fields: write.fields }
  const value = write.value
  editor.adopt({ draft: value.published, version: value.draft_version, at: value.published_at })
  return { tone: 'success', text: PUBLISHED }
}

function bothNotice(answer: PublishedLanguages, language: SiteLanguage, editor: EditorHandle): Notice | null {
  const mine = answer.both.find((entry) => entry.language === language)
  const mineNotice = mine ? publishNotice(mine.write, editor) : null
  if (mine?.write.kind !== 'ok') return mineNotice
  const other = answer.both.find((entry) => entry.language !== language)
  if (!other || other.write.kind === 'ok')
    return { tone: 'success', text: 'Published English and Arabic: the site shows them on the next load.' }
  const reason = other.write.error
  return {
    tone: 'error',
    text: `Published ${LANGUAGE_NAMES[language]}, but ${LANGUAGE_NAMES[other.language]} was not published: ${reason}`,
    ...(other.write.kind === 'invalid' ? { fields: other.write.fields } : {}),
  }
}

/** What a publish, preview or restore answered, for the banner (and the draft it hands back). */
export function noticeOf(answer: StepAnswer, language: SiteLanguage, editor: EditorHandle): Notice | null {
  if (!answer.ok && answer.intent === 'end-previews')
    return { tone: 'error', text: PREVIEW_LINK_TEXTS.failed }
  if (!answer.ok) return { tone: 'error', text: answer.message || answer.detail || 'Failed to save' }
  const result = answer.result
  if ('ended' in result) return { tone: 'success', text: PREVIEW_LINK_TEXTS.ended(result.ended) }
  if ('url' in result) {
    window.open(result.url, '_blank', 'noopener')
    return {
      tone: 'success',
      text: `Preview ready until ${timeOf(result.expires_at)}.`,
      link: { href: result.url, label: 'Open the preview' },
    }
  }
  if ('both' in result) return bothNotice(result, language, editor)
  if (result.kind !== 'ok' || 'published' in result.value)
    return publishNotice(result as SiteContentWrite<PublishedSiteContent>, editor)
  const value = result.value
  editor.adopt({ draft: value.draft, version: value.draft_version, at: value.updated_at })
  return { tone: 'success', text: 'Revision copied into the draft. Publish to put it on the site.' }
}

export function NoticeBanner({ notice }: { notice: Notice }) {
  return (
    <Banner tone={notice.tone} className="stack stack--tight site-content__notice">
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
