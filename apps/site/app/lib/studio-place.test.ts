// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { studioPlace } from './studio-place'

describe('studioPlace', () => {
  it('joins city and country with the Arabic comma in Arabic and a comma in English', () => {
    expect(studioPlace({ city: 'الجيزة', country: 'مصر' }, 'ar')).toBe('الجيزة، مصر')
    expect(studioPlace({ city: 'Giza', country: 'Egypt' }, 'en')).toBe('Giza, Egypt')
  })

  it('leaves out an empty part rather than showing a lone comma', () => {
    expect(studioPlace({ city: 'Giza', country: '' }, 'en')).toBe('Giza')
  })
})
