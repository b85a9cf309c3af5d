import { isSiteContentLink } from '@studio/contracts/links'
import MarkdownIt from 'markdown-it'
import { phoneText } from './phone-href'

/**
 * The legal pages' Markdown bodies as HTML, rendered on the server. Raw HTML is not Markdown here
 * (`html: false`: it shows as text), and a link is made only to an http(s):, mailto: or tel: address
 * or a site path ('/…'), the same rule the API checks on publish, for inline links, autolinks and
 * reference definitions alike; any other target (javascript:, data:, protocol-relative) stays plain
 * text. Images are not Markdown here either (publishing refuses them): `![alt](…)` shows as text and
 * a link, so a legal page never loads a picture from anywhere. Links open in the same tab, like every
 * site link.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).disable('image')
markdown.validateLink = (url: string) => isSiteContentLink(url)

/** A phone number's text inside a `tel:` link keeps to one line, as everywhere on the site (phoneText). */
markdown.core.ruler.push('tel_non_breaking', (state) => {
  for (const block of state.tokens) {
    let inTel = false
    for (const token of block.children ?? []) {
      if (token.type === 'link_open') inTel = String(token.attrGet('href') ?? '').startsWith('tel:')
      else if (token.type === 'link_close') inTel = false
      else if (inTel && token.type === 'text') token.content = phoneText(token.content)
    }
  }
})

export function renderMarkdown(source: string): string {
  return markdown.render(source)
}
