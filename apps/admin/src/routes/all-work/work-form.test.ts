import type { AdminWorkItem } from '@studio/contracts'
import { workForm } from './work-form'

const { empty: emptyWorkForm, from: workFormFrom, toBody: toWorkBody, validate: validateWorkForm } = workForm

describe('work item form normalisation (spec section 5)', () => {
  it('trims every field and sends empty optional fields as null', () => {
    expect(
      toWorkBody({
        ...emptyWorkForm,
        title: ' Shop ',
        description: ' Store ',
        category: '   ',
        website: '',
        href: ' ',
      }),
    ).toEqual({
      title: 'Shop',
      description: 'Store',
      cover_url: null,
      category: null,
      website: null,
      href: null,
      tags: [],
      featured: false,
      hidden: false,
    })
  })

  it('splits tags on commas, trims them and drops empties; empty text gives an empty list', () => {
    expect(toWorkBody({ ...emptyWorkForm, tags: 'shopify,  liquid ,,  ' }).tags).toEqual([
      'shopify',
      'liquid',
    ])
    expect(toWorkBody({ ...emptyWorkForm, tags: '' }).tags).toEqual([])
  })

  it('keeps trimmed values of optional fields and a boolean featured flag', () => {
    const body = toWorkBody({
      ...emptyWorkForm,
      category: ' Apps ',
      website: ' https://shop.example ',
      href: '/work/shop',
      cover_url: ' https://cdn.example/c.webp ',
      featured: true,
    })
    expect(body).toMatchObject({
      category: 'Apps',
      website: 'https://shop.example',
      href: '/work/shop',
      cover_url: 'https://cdn.example/c.webp',
      featured: true,
    })
  })

  it('uses the uploaded image address instead of the typed cover URL', () => {
    expect(
      toWorkBody({ ...emptyWorkForm, cover_url: 'https://old.example/a.png' }, '/media/b.webp').cover_url,
    ).toBe('/media/b.webp')
  })

  it('requires title and description and rejects unsafe links', () => {
    const errors = validateWorkForm({ ...emptyWorkForm, website: 'javascript:alert(1)' }, false)
    expect(errors.title).toBe('Title is required.')
    expect(errors.description).toBe('Description is required.')
    expect(errors.website).toMatch(/http/)
    expect(validateWorkForm({ ...emptyWorkForm, title: 'T', description: 'D' }, false)).toEqual({})
  })

  it('prefills from an item whose tags came as comma text', () => {
    const item = {
      id: 1,
      title: 'T',
      description: 'D',
      cover_url: null,
      category: 'apps',
      tags: ['a', 'b'],
      href: null,
      website: 'https://x.example',
      featured: true,
      hidden: false,
      created_at: '',
      updated_at: '',
    } satisfies AdminWorkItem
    expect(workFormFrom(item)).toMatchObject({ tags: 'a, b', category: 'apps', href: '', featured: true })
  })
})
