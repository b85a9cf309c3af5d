import { describe, expect, it } from 'vitest'
import { smallCoverName } from './cover-sources'

describe('older cover names', () => {
  it('pairs a sized main name with its 480 px sibling', () => {
    expect(smallCoverName('a-b.1200x800.webp')).toBe('a-b.1200x800.w480.webp')
  })

  it('promises no sibling for any other name', () => {
    for (const name of [
      'a.webp',
      'a.480x320.webp',
      'a.1200x800.png',
      'a.5000x800.webp',
      'a.1200x800.w480.webp',
    ])
      expect(smallCoverName(name), name).toBeNull()
  })
})
