import { describe, expect, it } from 'vitest'
import { SITE_CONTENT_DEFAULTS_AR, SITE_CONTENT_DEFAULTS_EN } from './site-content-defaults'
import { siteContentTranslationGaps } from './site-content-translation'

const english = () => structuredClone(SITE_CONTENT_DEFAULTS_EN)
const arabic = () => structuredClone(SITE_CONTENT_DEFAULTS_AR)
const noHistory = { sourceChangedAt: {}, changedAt: {} }

describe('siteContentTranslationGaps', () => {
  it('finds nothing missing or older in the Arabic defaults against the English ones', () => {
    expect(siteContentTranslationGaps(english(), arabic(), noHistory)).toEqual([])
  })

  it('names empty fields as missing, but not where the English is empty too', () => {
    const ar = arabic()
    ar.home.faq[1]!.answer = '  '
    ar.header.nav_home = ''
    ar.studio.email = ''
    expect(siteContentTranslationGaps(english(), ar, noHistory)).toEqual([
      { path: 'header.nav_home', kind: 'missing' },
      { path: 'home.faq.1.answer', kind: 'missing' },
    ])
  })

  it('names the English list entries without an Arabic counterpart, and ignores extra Arabic ones', () => {
    const en = english()
    en.home.faq.push({ question: 'Q7', answer: 'A7' }, { question: 'Q8', answer: 'A8' })
    const ar = arabic()
    ar.contact.bullets.push('بند إضافي')
    expect(siteContentTranslationGaps(en, ar, noHistory)).toEqual([
      { path: 'home.faq.6', kind: 'missing' },
      { path: 'home.faq.7', kind: 'missing' },
    ])
  })

  it('names a field older when its English text was published after the Arabic field last changed', () => {
    const history = {
      sourceChangedAt: {
        'home.hero.lead': '2025-03-01T10:00:00.000Z',
        'home.closing.title': '2025-03-01T10:00:00.000Z',
        'contact.form_title': '2025-03-01T10:00:00.000Z',
        'services.lead': '2025-03-01T10:00:00.000Z',
      },
      changedAt: {
        'home.closing.title': '2025-03-02T09:00:00.000Z',
        'contact.form_title': '2025-02-01T09:00:00.000Z',
      },
      editedSince: new Set(['services.lead']),
    }
    // Never changed in Arabic, changed before the English, changed after, typed on screen since.
    expect(siteContentTranslationGaps(english(), arabic(), history)).toEqual([
      { path: 'home.hero.lead', kind: 'older' },
      { path: 'contact.form_title', kind: 'older' },
    ])
  })

  it('calls an emptied field missing rather than older', () => {
    const ar = arabic()
    ar.home.hero.lead = ''
    const history = { sourceChangedAt: { 'home.hero.lead': '2025-03-01T10:00:00.000Z' }, changedAt: {} }
    expect(siteContentTranslationGaps(english(), ar, history)).toEqual([
      { path: 'home.hero.lead', kind: 'missing' },
    ])
  })
})
