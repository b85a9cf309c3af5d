import { SITE_CONTENT_LIMITS as L, SERVICE_IMAGES, SOCIAL_NETWORKS } from '@studio/contracts'

/**
 * The Site content screen's outline of the copy document: each section, group, list and text with
 * its label and character limit, in the order the site shows them. The screen renders it and names
 * changed fields by it ("Home page › FAQ 3 › Answer"); the document's rules live in the contracts.
 */
export type TextKind = 'line' | 'paragraph' | 'markdown'

export interface TextNode {
  type: 'text'
  key: string
  label: string
  kind: TextKind
  limit: number
  hint?: string
  /** An address or number (a link, the phone, the email): written left to right in every language. */
  ltr?: true
}
export interface ChoiceNode {
  type: 'choice'
  key: string
  label: string
  options: readonly string[]
}
export interface GroupNode {
  type: 'group'
  key: string
  label: string
  children: OutlineNode[]
}
export interface ListNode {
  type: 'list'
  key: string
  label: string
  /** One entry's name ("Question 2" is `${item} 2`). */
  item: string
  /** An entry: its fields, or one text (a list of strings). */
  of: OutlineNode[] | TextNode
  size: { min: number; max: number }
}
export type OutlineNode = TextNode | ChoiceNode | GroupNode | ListNode

const EMPHASIS = 'Wrap words in ** to highlight them.'

const line = (key: string, label: string, limit: number = L.label, hint?: string): TextNode => ({
  type: 'text',
  key,
  label,
  kind: 'line',
  limit,
  ...(hint ? { hint } : {}),
})
const paragraph = (key: string, label: string, limit: number = L.paragraph, hint?: string): TextNode => ({
  ...line(key, label, limit, hint),
  kind: 'paragraph',
})
const group = (key: string, label: string, children: OutlineNode[]): GroupNode => ({
  type: 'group',
  key,
  label,
  children,
})
const list = (
  key: string,
  label: string,
  item: string,
  of: OutlineNode[] | TextNode,
  size: { min: number; max: number },
): ListNode => ({ type: 'list', key, label, item, of, size })
const choice = (key: string, label: string, options: readonly string[]): ChoiceNode => ({
  type: 'choice',
  key,
  label,
  options,
})

const link = (key = 'href', label = 'Link'): TextNode => ({
  ...line(key, label, L.link, 'http(s):, mailto:, tel: or /path'),
  ltr: true,
})
const labelledLink = [line('label', 'Label'), link()]
const meta = (key: string, label: string) =>
  group(key, label, [
    line('title', 'Title', L.metaTitle),
    paragraph('description', 'Description', L.metaDescription),
  ])
const legal = (key: string, label: string) =>
  group(key, label, [
    line('eyebrow', 'Eyebrow'),
    line('title', 'Title', L.heading),
    line('updated', 'Last updated line', L.heading),
    {
      ...paragraph(
        'body',
        'Page text',
        L.markdown,
        'Markdown: headings, lists, **bold**, [links](https://…).',
      ),
      kind: 'markdown',
    },
  ])

/** The sections of the screen, one per page (plus the studio's facts and every page's meta). */
export const CONTENT_OUTLINE: GroupNode[] = [
  group('studio', 'Studio details', [
    line('name', 'Studio name'),
    paragraph('blurb', 'Short description'),
    { ...line('phone', 'Phone'), ltr: true },
    { ...line('email', 'Email', 254), ltr: true },
    line('city', 'City'),
    line('country', 'Country'),
    link('map_url', 'Map link'),
    list(
      'social',
      'Social links',
      'Social link',
      [choice('network', 'Network', SOCIAL_NETWORKS), line('label', 'Label', L.heading), link('url', 'Link')],
      L.social,
    ),
  ]),
  group('header', 'Header and menu', [
    line('nav_home', 'Menu: Home'),
    line('nav_services', 'Menu: Services'),
    line('nav_projects', 'Menu: Projects'),
    line('nav_contact', 'Menu: Contact'),
    line('open_menu', 'Open menu button'),
    line('close_menu', 'Close menu button'),
  ]),
  group('home', 'Home page', [
    group('hero', 'Hero', [
      line('eyebrow', 'Eyebrow', L.heading),
      line('title', 'Title', L.heading, EMPHASIS),
      paragraph('lead', 'Lead'),
      line('primary_button', 'Primary button'),
      line('secondary_button', 'Secondary button'),
    ]),
    list(
      'floating_cards',
      'Floating cards',
      'Card',
      [line('title', 'Title'), line('detail', 'Detail')],
      L.floatingCards,
    ),
    line('stats_label', 'Figures heading', L.heading),
    list('stats', 'Figures', 'Figure', [line('value', 'Value'), line('label', 'Label')], L.stats),
    group('intro', 'Introduction', [
      line('eyebrow', 'Eyebrow'),
      line('title', 'Title', L.heading),
      paragraph('text', 'Text'),
      line('link_label', 'Link label'),
    ]),
    paragraph('statement', 'Statement', L.paragraph, EMPHASIS),
    group('faq_intro', 'FAQ introduction', [
      line('eyebrow', 'Eyebrow'),
      line('title', 'Title', L.heading),
      paragraph('lead', 'Lead'),
    ]),
    list(
      'faq',
      'FAQ',
      'Question',
      [line('question', 'Question', L.heading), paragraph('answer', 'Answer', L.answer)],
      L.faq,
    ),
    group('closing', 'Closing call to action', [
      line('title', 'Title', L.heading),
      paragraph('text', 'Text'),
      line('button', 'Button'),
    ]),
  ]),
  group('services', 'Services page', [
    line('eyebrow', 'Eyebrow'),
    line('title', 'Title', L.heading, EMPHASIS),
    paragraph('lead', 'Lead'),
    line('card_button', 'Card button'),
    list(
      'cards',
      'Service cards',
      'Service',
      [
        choice('image', 'Illustration', SERVICE_IMAGES),
        line('title', 'Title'),
        paragraph('description', 'Description'),
        line('image_alt', 'Image description', L.paragraph),
      ],
      L.serviceCards,
    ),
  ]),
  group('contact', 'Contact page', [
    line('eyebrow', 'Eyebrow'),
    line('title', 'Title', L.heading, EMPHASIS),
    paragraph('lead', 'Pitch'),
    list('bullets', 'Pitch bullets', 'Bullet', line('', 'Bullet', L.heading), L.bullets),
    line('form_title', 'Form title', L.heading),
    line('reply_note', 'Reply-time line', L.paragraph),
  ]),
  group('footer', 'Footer', [
    line('social_label', 'Social heading'),
    line('company_title', 'Company heading'),
    list('company_links', 'Company links', 'Link', labelledLink, L.footerLinks),
    line('services_title', 'Services heading'),
    list('service_links', 'Service links', 'Link', labelledLink, L.footerLinks),
    line('contact_title', 'Contact heading'),
    group('contact_link', 'Contact link', labelledLink),
    paragraph('location_text', 'Location text'),
    line('map_link_label', 'Map link label'),
    line('copyright', 'Copyright line', L.heading),
    list('legal_links', 'Legal links', 'Link', labelledLink, L.legalLinks),
  ]),
  legal('privacy', 'Privacy page'),
  legal('terms', 'Terms page'),
  group('meta', 'Page titles and descriptions', [
    meta('home', 'Home'),
    meta('services', 'Services'),
    meta('projects', 'Projects'),
    meta('all_work', 'All Work'),
    meta('contact', 'Contact'),
    meta('privacy', 'Privacy'),
    meta('terms', 'Terms'),
    meta('not_found', 'Page not found'),
  ]),
]

/** A field's path (`home.faq.2.answer`) in words: "Home page › FAQ › Question 3 › Answer". */
export function labelOfPath(path: string): string {
  const parts = path.split('.')
  const words: string[] = []
  let nodes: OutlineNode[] = CONTENT_OUTLINE
  for (let index = 0; index < parts.length; index++) {
    const node = nodes.find((candidate) => candidate.key === parts[index])
    if (!node) return [...words, ...parts.slice(index)].join(' › ')
    words.push(node.label)
    if (node.type === 'group') nodes = node.children
    else if (node.type === 'list') {
      const position = parts[index + 1]
      if (position === undefined) break
      words.push(`${node.item} ${Number(position) + 1}`)
      index++
      if (Array.isArray(node.of)) nodes = node.of
      else break
    } else break
  }
  return words.join(' › ')
}
