// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { portfolioTexts } from './portfolio-text'

const item = {
  title: 'Harbourline',
  description: 'A booking site.',
  title_ar: 'هاربرلاين',
  description_ar: null,
}

describe('portfolioTexts', () => {
  it('shows the English texts on an English page, whatever Arabic there is', () => {
    expect(portfolioTexts(item, 'en')).toEqual({
      title: { text: 'Harbourline', lang: undefined },
      description: { text: 'A booking site.', lang: undefined },
    })
  })

  it('shows the Arabic texts on an Arabic page, and the English one marked lang="en" where one is missing', () => {
    expect(portfolioTexts(item, 'ar')).toEqual({
      title: { text: 'هاربرلاين', lang: undefined },
      description: { text: 'A booking site.', lang: 'en' },
    })
    expect(portfolioTexts({ ...item, title_ar: '   ' }, 'ar').title).toEqual({
      text: 'Harbourline',
      lang: 'en',
    })
  })
})
