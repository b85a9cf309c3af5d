import { markdownLinkTargets } from '@studio/contracts/site-content'
import { SITE_CONTENT_DEFAULTS_EN } from '@studio/contracts/site-content-defaults'
import { siteContentFieldErrors } from '@studio/contracts/site-content-fields'
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

  it('never renders an image, inline or by reference: a legal page loads no third-party picture', () => {
    const html = fragment(
      [
        '![pixel](https://evil.example/p.png)',
        '![ref][r] and ![shortcut]',
        '[r]: https://evil.example/r.png',
        '[shortcut]: /favicon.svg',
      ].join('\n\n'),
    )
    expect(html.querySelector('img')).toBeNull()
    expect(html.querySelector('[src]')).toBeNull()
  })

  it('links a reference only when its definition passes the link rule', () => {
    const html = fragment(
      [
        '[a][js] [b][host] [c][backslash] [d][ok] [e][mail]',
        '[js]: javascript:alert(1)',
        '[host]: //evil.example',
        '[backslash]: /\\evil.example',
        '[ok]: /contact',
        '[mail]: <mailto:hi@example.com>',
      ].join('\n\n'),
    )
    // A backslash inside a path is sent percent-encoded: a path of this site, never another host.
    expect([...html.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/%5Cevil.example',
      '/contact',
      'mailto:hi@example.com',
    ])
  })

  it('agrees with the publish rule: what publishes renders every link the rule read, and nothing else links', () => {
    const published = [
      'See [the form][r] and [us][].\n\n[r]: /contact "Contact"\n[us]: https://example.com/?a=1&amp;b=2',
      '> Quoted [x][r]\n>\n> [r]: /privacy',
      '- item [x][r]\n\n  [r]: tel:+201005550123 "call"',
      'Plain [x](https://example.com/a_(b)) and <https://example.com/auto>.',
      '[1]: Some text that is a sentence, not an address.',
    ]
    const refused = [
      'See [x](/&#47;evil.example).',
      'See [y][z].\n\n[z]: /&sol;evil.example',
      'See [x](javascript&colon;alert(1)).',
      'See [x][r]\r\n\r\n[r]: //evil.example',
    ]
    for (const body of [...published, ...refused]) {
      const doc = structuredClone(SITE_CONTENT_DEFAULTS_EN)
      doc.privacy.body = body
      const errors = siteContentFieldErrors(doc)
      const hrefs = [...fragment(body).querySelectorAll('a')].map((link) => link.getAttribute('href') ?? '')
      if (published.includes(body)) {
        expect(errors, body).toEqual([])
        expect(new Set(hrefs), body).toEqual(new Set(markdownLinkTargets(body)))
      } else {
        expect(
          errors.map((error) => error.path),
          body,
        ).toEqual(['privacy.body'])
        expect(hrefs, body).toEqual([])
      }
    }
  })

  it('renders the published privacy policy as headings, lists, bold words and links', () => {
    const html = fragment(SITE_CONTENT_DEFAULTS_EN.privacy.body)
    expect([...html.querySelectorAll('h2')].map((heading) => heading.textContent)).toContain(
      'What we collect',
    )
    expect(html.querySelector('li strong')?.textContent).toBe('Contact enquiries.')
    expect(html.querySelector('a[href="tel:+201005550123"]')?.textContent?.replace(/\u00a0/g, ' ')).toBe(
      '+20 100 555 0123',
    )
    expect(html.textContent).toContain('Nile Byte Studio ("we") is a software studio')
  })
})

describe('phone links', () => {
  it('keeps the number of a tel: link on one line (spaces and hyphens that do not break)', () => {
    const html = renderMarkdown('Call [+20 100-555 0123](tel:+201005550123) or write.')
    expect(html).toContain('<a href="tel:+201005550123">+20\u00a0100\u2011555\u00a00123</a> or write.')
  })
})
