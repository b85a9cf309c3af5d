import * as z from 'zod/mini'
import { hasOnlyYearToken } from './copyright-year'
import { hasBalancedEmphasis } from './emphasis'
import { requiredText, withoutControlCharacters } from './fields'
import { isSiteContentLink } from './links'
import { mustBeText } from './messages'

/**
 * The site copy: one typed document per language holding every editable text of the public pages
 * (home, services, contact, footer, header, privacy, terms, and each page's title and description).
 * The API keeps a draft, the published copy and revisions of it; the site renders the published copy.
 *
 * Two schemas share one definition. The draft schema checks only the shape (objects, lists, text), so
 * an autosave never loses what was typed; the publish schema adds every field rule (required, length,
 * links, characters, list sizes). `siteContentFieldErrors` lists what stops a draft from publishing.
 *
 * Headings marked "emphasis" may wrap words in `**…**`: the site shows them highlighted (the
 * gradient of a page title, the bold words of the home statement). Everything else is plain text;
 * privacy and terms bodies are Markdown.
 */

export { COPYRIGHT_YEAR_TOKEN, hasOnlyYearToken, withCopyrightYear } from './copyright-year'
export { emphasisRuns, hasBalancedEmphasis } from './emphasis'
export { isSiteContentLink } from './links'

export const SITE_LANGUAGES = ['en', 'ar'] as const
export type SiteLanguage = (typeof SITE_LANGUAGES)[number]
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'en'

/** Bumped when the document's shape changes; revisions record it so an old one restores with care. */
export const SITE_CONTENT_SCHEMA_VERSION = 1

/** The built-in service illustrations a card can show (the site maps each to its image file). */
export const SERVICE_IMAGES = [
  'web-development',
  'data-analysis',
  'maintenance',
  'ai-agents',
  'app-development',
] as const
export type ServiceImage = (typeof SERVICE_IMAGES)[number]

export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'instagram'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

/** Per-field length limits (characters, after trimming) and list sizes. */
export const SITE_CONTENT_LIMITS = {
  label: 60,
  heading: 160,
  paragraph: 600,
  answer: 1200,
  link: 500,
  metaTitle: 70,
  metaDescription: 200,
  markdown: 12_000,
  faq: { min: 1, max: 20 },
  serviceCards: { min: 1, max: 12 },
  floatingCards: { min: 3, max: 3 },
  stats: { min: 1, max: 6 },
  bullets: { min: 1, max: 8 },
  footerLinks: { min: 1, max: 10 },
  legalLinks: { min: 0, max: 4 },
  social: { min: 0, max: 6 },
  /** A draft's lists may hold more while someone edits, but never beyond this. */
  draftListMax: 100,
} as const

export const SITE_CONTENT_MESSAGES = {
  required: 'This field is required.',
  link: 'Must be an http(s), mailto: or tel: address, or a site path starting with /.',
  email: 'Enter a valid email.',
  emphasis: 'Every ** that starts a highlight needs a ** that ends it.',
  markdownHtml: 'HTML is not allowed; use Markdown.',
  markdownLink: 'A link must be an http(s), mailto: or tel: address, or a site path starting with /.',
  markdownImage: 'Images are not allowed in legal pages; link to the picture instead.',
  copyrightToken: 'Write {year} for the current year; no other {…} is filled in.',
  notObject: 'The site content must be a JSON object.',
  notList: 'Must be a list.',
  choice: 'Choose one of the listed values.',
  atLeast: (min: number) => `Add at least ${min}.`,
  atMost: (max: number) => `At most ${max}.`,
  exactly: (count: number) => `Exactly ${count} are needed.`,
} as const

/**
 * Inline links and images: `](target`, the target in `<…>` or bare with balanced parentheses (what
 * follows it, a title or the closing parenthesis, is not part of it).
 */
const MARKDOWN_LINK = /\]\(\s*(<[^>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)/g
const AUTOLINK = /<([a-z][a-z0-9+.-]*:[^\s<>]*)>/gi
/**
 * Reference definitions (`[label]: target "title"`): at the start of a line, inside block quotes and
 * list items too, the target on the same line or the next, then the line's end or a title. Text that
 * only looks like one (`[1]: Some sentence`) is no definition, for Markdown nor here.
 */
const REFERENCE_DEFINITION =
  /^(?:[ \t]*(?:>|[-+*]|\d{1,9}[.)]))*[ \t]*\[(?:[^[\]\\]|\\.)+\]:[ \t]*(?:\n(?:[ \t]*>)*)?[ \t]*(<[^>\n]*>|\S+)(?=[ \t]*(?:$|["'(]))/gm
const HTML_TAG = /<\/?[a-z!?][^>]*>/i
/** An image opens with `![`, inline or by reference: legal pages hold none (a tracking pixel). */
const IMAGE = /!\[/

/** The named character references a link target may spell punctuation with; any other name makes it unsafe. */
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  bsol: '\\',
  colon: ':',
  period: '.',
  num: '#',
  quest: '?',
  excl: '!',
  lpar: '(',
  rpar: ')',
  commat: '@',
  percnt: '%',
  plus: '+',
  equals: '=',
}

/**
 * A link target as Markdown reads it: without its `<…>`, backslash escapes and character references
 * decoded (`/&#47;host` and `/\/host` are `//host`). An unknown reference name decodes to a control
 * character, so the link fails the link rule rather than pass as something it is not.
 */
function markdownTarget(raw: string): string {
  const target = raw.startsWith('<') && raw.endsWith('>') ? raw.slice(1, -1) : raw
  return target
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{0,31}));/g, (_, dec, hex, name) => {
      const code = dec !== undefined ? Number(dec) : hex !== undefined ? Number.parseInt(hex, 16) : null
      if (code === null) return NAMED_REFERENCES[name] ?? '\u0000'
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
    })
}

/** Every link target written in a Markdown text (inline links, autolinks, then reference definitions), as Markdown reads it. */
export function markdownLinkTargets(markdown: string): string[] {
  const text = markdown.replace(/\r\n?/g, '\n')
  return [MARKDOWN_LINK, AUTOLINK, REFERENCE_DEFINITION].flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => markdownTarget(match[1] ?? '')),
  )
}

/** Markdown holds raw HTML when a tag remains after taking the autolinks (`<https://…>`) out. */
export function markdownHasHtml(markdown: string): boolean {
  return HTML_TAG.test(markdown.replace(AUTOLINK, ''))
}

/** Markdown holds an image (`![alt](…)`, `![alt][ref]`, `![alt]`). */
export function markdownHasImage(markdown: string): boolean {
  return IMAGE.test(markdown)
}

type Mode = 'draft' | 'publish'

const M = SITE_CONTENT_MESSAGES
const L = SITE_CONTENT_LIMITS

/** Any text: the draft rule. Field rules come only with publishing. */
const anyText = () => z.string({ error: mustBeText('This field') })

/* @__NO_SIDE_EFFECTS__ */
function buildSiteContentSchema(mode: Mode) {
  const draft = mode === 'draft'
  const label = 'This field'
  const line = (max: number) => (draft ? anyText() : requiredText(max, M.required, label))
  const paragraph = (max: number) =>
    draft ? anyText() : requiredText(max, M.required, label, { multiline: true })
  const emphasised = (max: number) =>
    draft ? anyText() : line(max).check(z.refine(hasBalancedEmphasis, M.emphasis))
  const link = () => (draft ? anyText() : line(L.link).check(z.refine(isSiteContentLink, M.link)))
  /** Optional: empty means the site does not show it. Control and invisible characters are refused. */
  const email = () =>
    draft
      ? anyText()
      : anyText().check(
          z.trim(),
          z.maxLength(254, `Must be at most 254 characters.`),
          z.refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), M.email),
          withoutControlCharacters(label),
        )
  const markdown = () =>
    draft
      ? anyText()
      : paragraph(L.markdown).check(
          z.refine((value) => !markdownHasHtml(value), M.markdownHtml),
          z.refine((value) => markdownLinkTargets(value).every(isSiteContentLink), M.markdownLink),
          z.refine((value) => !markdownHasImage(value), M.markdownImage),
        )
  const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: M.choice })
  const list = <T extends z.ZodMiniType>(item: T, size: { min: number; max: number }) => {
    const array = z.array(item, { error: M.notList })
    if (draft) return array.check(z.maxLength(L.draftListMax, M.atMost(L.draftListMax)))
    if (size.min === size.max) return array.check(z.length(size.min, M.exactly(size.min)))
    return array.check(z.minLength(size.min, M.atLeast(size.min)), z.maxLength(size.max, M.atMost(size.max)))
  }
  const object = <S extends z.core.$ZodLooseShape>(shape: S) => z.object(shape, { error: M.notObject })
  const labelledLink = object({ label: line(L.label), href: link() })
  const pageMeta = object({ title: line(L.metaTitle), description: paragraph(L.metaDescription) })
  const legalPage = object({
    eyebrow: line(L.label),
    title: line(L.heading),
    updated: line(L.heading),
    body: markdown(),
  })

  return object({
    /** Facts every page shows: the one place for them (header, footer, contact, legal pages, JSON-LD). */
    studio: object({
      name: line(L.label),
      blurb: paragraph(L.paragraph),
      phone: line(L.label),
      email: email(),
      city: line(L.label),
      country: line(L.label),
      map_url: link(),
      social: list(
        object({ network: choice(SOCIAL_NETWORKS), label: line(L.heading), url: link() }),
        L.social,
      ),
    }),
    header: object({
      nav_home: line(L.label),
      nav_services: line(L.label),
      nav_projects: line(L.label),
      nav_contact: line(L.label),
      open_menu: line(L.label),
      close_menu: line(L.label),
    }),
    home: object({
      hero: object({
        eyebrow: line(L.heading),
        title: emphasised(L.heading),
        lead: paragraph(L.paragraph),
        primary_button: line(L.label),
        secondary_button: line(L.label),
      }),
      floating_cards: list(object({ title: line(L.label), detail: line(L.label) }), L.floatingCards),
      stats_label: line(L.heading),
      stats: list(object({ value: line(L.label), label: line(L.label) }), L.stats),
      intro: object({
        eyebrow: line(L.label),
        title: line(L.heading),
        text: paragraph(L.paragraph),
        link_label: line(L.label),
      }),
      statement: emphasised(L.paragraph),
      faq_intro: object({ eyebrow: line(L.label), title: line(L.heading), lead: paragraph(L.paragraph) }),
      faq: list(object({ question: line(L.heading), answer: paragraph(L.answer) }), L.faq),
      closing: object({ title: line(L.heading), text: paragraph(L.paragraph), button: line(L.label) }),
    }),
    services: object({
      eyebrow: line(L.label),
      title: emphasised(L.heading),
      lead: paragraph(L.paragraph),
      card_button: line(L.label),
      cards: list(
        object({
          image: choice(SERVICE_IMAGES),
          title: line(L.label),
          description: paragraph(L.paragraph),
          image_alt: line(L.paragraph),
        }),
        L.serviceCards,
      ),
    }),
    contact: object({
      eyebrow: line(L.label),
      title: emphasised(L.heading),
      lead: paragraph(L.paragraph),
      bullets: list(line(L.heading), L.bullets),
      form_title: line(L.heading),
      reply_note: line(L.paragraph),
    }),
    footer: object({
      social_label: line(L.label),
      company_title: line(L.label),
      company_links: list(labelledLink, L.footerLinks),
      services_title: line(L.label),
      service_links: list(labelledLink, L.footerLinks),
      contact_title: line(L.label),
      contact_link: labelledLink,
      location_text: paragraph(L.paragraph),
      map_link_label: line(L.label),
      /** `{year}` shows the year of the page's render (see copyright-year.ts). */
      copyright: draft ? anyText() : line(L.heading).check(z.refine(hasOnlyYearToken, M.copyrightToken)),
      legal_links: list(labelledLink, L.legalLinks),
    }),
    privacy: legalPage,
    terms: legalPage,
    /** Each page's title (the site adds the studio name) and meta description. */
    meta: object({
      home: pageMeta,
      services: pageMeta,
      projects: pageMeta,
      all_work: pageMeta,
      contact: pageMeta,
      privacy: pageMeta,
      terms: pageMeta,
      not_found: pageMeta,
    }),
  })
}

/** The document's shape alone: what a draft must be to be saved. */
export const SiteContentDraftSchema = /* @__PURE__ */ buildSiteContentSchema('draft')
/** Every field rule: what a draft must be to be published. */
export const SiteContentSchema = /* @__PURE__ */ buildSiteContentSchema('publish')

export type SiteContent = z.infer<typeof SiteContentSchema>
export type SiteContentDraft = z.infer<typeof SiteContentDraftSchema>

export const SiteLanguageSchema = /* @__PURE__ */ z.enum(SITE_LANGUAGES, {
  error: `Language must be one of ${SITE_LANGUAGES.join(', ')}.`,
})
