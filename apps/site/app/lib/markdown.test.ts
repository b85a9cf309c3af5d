import { SITE_CONTENT_DEFAULTS_EN } from '@studio/contracts/site-content-defaults'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown'

/** The rendered HTML as a document fragment, to look for elements rather than text. */
function fragment(markdown: string) {
  const template = document.createElement('template')
  template.innerHTML = renderMarkdown(markdown)
  return template.content
}

describe('renderMarkdown', () => {
  it('shows raw HTML as text and never makes a script element or a javascript: link', () => {
    const html = fragment(
      '<script>alert(1)</script>\n\n[x](javascript:alert(1)) and <img src=x onerror=alert(1)>',
    )
    expect(html.querySelector('script')).toBeNull()
    expect(html.querySelector('img')).toBeNull()
    expect([...html.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([])
    expect(html.textContent).toContain('<script>alert(1)</script>')
    expect(renderMarkdown('[x](JaVaScRiPt:alert(1))')).not.toMatch(/href="javascript:/i)
  })

  it('links only http(s), mailto: and tel: addresses and site paths', () => {
    const links = fragment(
      [
        '[site](/contact) [web](https://example.com) [mail](mailto:hi@example.com) [phone](tel:+201005550123)',
        '[data](data:text/html,hi) [other host](//evil.example) [vb](vbscript:x)',
      ].join('\n\n'),
    ).querySelectorAll('a')
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      '/contact',
      'https://example.com',
      'mailto:hi@example.com',
      'tel:+201005550123',
    ])
    // Links open normally, in the same tab.
    for (const link of links) expect(link.hasAttribute('target')).toBe(false)
  })

  it('renders the published privacy policy as headings, lists, bold words and links', () => {
    const html = fragment(SITE_CONTENT_DEFAULTS_EN.privacy.body)
    expect([...html.querySelectorAll('h2')].map((heading) => heading.textContent)).toContain(
      'What we collect',
    )
    expect(html.querySelector('li strong')?.textContent).toBe('Contact enquiries.')
    expect(html.querySelector('a[href="tel:+201005550123"]')?.textContent).toBe('+20 100 555 0123')
    expect(html.textContent).toContain('Nile Byte Studio ("we") is a software studio')
  })
})
