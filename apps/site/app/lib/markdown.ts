import { isSiteContentLink } from '@studio/contracts/links'
import MarkdownIt from 'markdown-it'

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

export function renderMarkdown(source: string): string {
  return markdown.render(source)
}
