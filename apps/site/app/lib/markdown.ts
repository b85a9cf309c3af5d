import { isSiteContentLink } from '@studio/contracts/site-content'
import MarkdownIt from 'markdown-it'

/**
 * The legal pages' Markdown bodies as HTML, rendered on the server. Raw HTML is not Markdown here
 * (`html: false`: it shows as text), and a link is made only to an http(s):, mailto: or tel: address
 * or a site path ('/…'), the same rule the API checks on publish; any other target (javascript:,
 * data:, protocol-relative) stays plain text. Links open in the same tab, like every site link.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false })
markdown.validateLink = (url: string) => isSiteContentLink(url)

export function renderMarkdown(source: string): string {
  return markdown.render(source)
}
