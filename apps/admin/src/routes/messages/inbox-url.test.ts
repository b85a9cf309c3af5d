import { inboxParams, readInboxView } from './inbox-url'

const read = (search: string) => readInboxView(new URLSearchParams(search))

describe('the inbox address', () => {
  it('opens on All, page 1, no search when the address says nothing', () => {
    expect(read('')).toEqual({ tab: 'all', page: 1, q: '', language: null, source: null, id: null })
    expect(inboxParams(read('')).toString()).toBe('')
  })

  it('keeps the tab, page, search, language and linked message through a round trip', () => {
    const view = read('status=archived&page=3&q=acme+ltd&language=ar&source=newsletter&id=42')
    expect(view).toEqual({
      tab: 'archived',
      page: 3,
      q: 'acme ltd',
      language: 'ar',
      source: 'newsletter',
      id: 42,
    })
    expect(readInboxView(inboxParams(view))).toEqual(view)
  })

  it('falls back to the defaults for values a person or an old link could leave there', () => {
    expect(read('status=spam&page=0&id=abc&language=fr&source=%20%0A')).toEqual({
      tab: 'all',
      page: 1,
      q: '',
      language: null,
      source: null,
      id: null,
    })
    expect(read('page=-2').page).toBe(1)
    expect(read('page=2.5').page).toBe(1)
    expect(read(`q=${'x'.repeat(500)}`).q).toHaveLength(200)
  })
})
