import {
  ENQUIRY_LANGUAGE_LABELS,
  ENQUIRY_LANGUAGES,
  type EnquiryLanguage,
  INBOX_LIMITS,
} from '@studio/contracts'
import { AUDIENCE_LIMITS } from '@studio/contracts/audience'

/** The Messages screen's filter tabs, in the order shown: New, All, Archived. */
export const INBOX_TABS = [
  { value: 'new', label: 'New' },
  { value: 'all', label: 'All' },
  { value: 'archived', label: 'Archived' },
] as const
export type InboxTab = (typeof INBOX_TABS)[number]['value']

/** The language filter's choices, in the order shown; '' is every language. */
export const LANGUAGE_OPTIONS: ReadonlyArray<{ value: EnquiryLanguage | ''; label: string }> = [
  { value: '', label: 'All languages' },
  ...ENQUIRY_LANGUAGES.map((value) => ({ value, label: ENQUIRY_LANGUAGE_LABELS[value] })),
]

/** What the address bar holds, so reload and Back keep the view and an alert can open one message. */
export interface InboxView {
  tab: InboxTab
  page: number
  q: string
  /** `?language=`: one language's messages; null: every language. */
  language: EnquiryLanguage | null
  /** `?source=`: the messages one source brought (`newsletter`, `google.com`, `direct`); null: every source. */
  source: string | null
  /** `?id=`: the message an alert links to, opened once it is on screen. */
  id: number | null
}

const isTab = (value: string | null): value is InboxTab => INBOX_TABS.some((tab) => tab.value === value)

const isLanguage = (value: string | null): value is EnquiryLanguage =>
  ENQUIRY_LANGUAGES.some((language) => language === value)

const positive = (value: string | null, max: number): number | null => {
  const number = Number(value)
  return value && /^[0-9]+$/.test(value) && number >= 1 && number <= max ? number : null
}

/** A source as the API stores it (trimmed, lower case, at most AUDIENCE_LIMITS.utmKept characters), or null. */
export function sourceOf(value: string | null): string | null {
  const source = (value ?? '').trim().toLowerCase()
  // Control and invisible formatting characters: the API refuses them, so the filter drops them.
  if (source === '' || /[\p{Cc}\p{Cf}]/u.test(source)) return null
  return source.slice(0, AUDIENCE_LIMITS.utmKept)
}

/** Reads the view from `?status=&page=&q=&language=&source=&id=`; anything unreadable falls back to the default. */
export function readInboxView(params: URLSearchParams): InboxView {
  const status = params.get('status')
  const language = params.get('language')
  return {
    tab: isTab(status) ? status : 'all',
    page: positive(params.get('page'), INBOX_LIMITS.pageMax) ?? 1,
    q: (params.get('q') ?? '').trim().slice(0, INBOX_LIMITS.queryMax),
    language: isLanguage(language) ? language : null,
    source: sourceOf(params.get('source')),
    id: positive(params.get('id'), Number.MAX_SAFE_INTEGER),
  }
}

/** The query string of a view; defaults are left out, so the plain screen stays `/admin/messages`. */
export function inboxParams(view: InboxView): URLSearchParams {
  const params = new URLSearchParams()
  if (view.tab !== 'all') params.set('status', view.tab)
  if (view.page > 1) params.set('page', String(view.page))
  if (view.q) params.set('q', view.q)
  if (view.language) params.set('language', view.language)
  if (view.source) params.set('source', view.source)
  if (view.id !== null) params.set('id', String(view.id))
  return params
}
