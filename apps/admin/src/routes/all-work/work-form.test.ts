import { type AdminWorkItem, API_MESSAGES, ApiError, SLUG_MESSAGES } from '@studio/contracts'
import { previewSlug } from './slug-field'
import { workForm } from './work-form'

const { empty: emptyWorkForm, from: workFormFrom, toBody: toWorkBody, validate: validateWorkForm } = workForm

/** A stored item with every optional field empty and no slug (as an API without slugs sends it). */
const storedItem: AdminWorkItem = {
  id: 1,
  title: 'T',
  description: 'D',
  title_ar: null,
  description_ar: null,
  cover_url: null,
  category: null,
  tags: [],
  href: null,
  website: null,
  featured: false,
  hidden: false,
  created_at: '',
  updated_at: '',
}

describe('work item form normalisation', () => {
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
      title_ar: null,
      description_ar: null,
      cover_url: null,
      cover_alt: null,
      cover_alt_ar: null,
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
      ...storedItem,
      category: 'apps',
      tags: ['a', 'b'],
      website: 'https://x.example',
      featured: true,
    }
    expect(workFormFrom(item)).toMatchObject({ tags: 'a, b', category: 'apps', href: '', featured: true })
  })
})

describe('work item form: slug', () => {
  const filled = { ...emptyWorkForm, title: 'T', description: 'D' }

  it('sends a typed slug trimmed, and no slug at all when none is typed', () => {
    expect(toWorkBody({ ...filled, slug: ' harbour-line ' }).slug).toBe('harbour-line')
    expect(toWorkBody({ ...filled, slug: '   ' })).not.toHaveProperty('slug')
    expect(toWorkBody(filled)).not.toHaveProperty('slug')
  })

  it("checks a typed slug with the contract's rule and texts", () => {
    expect(validateWorkForm({ ...filled, slug: 'Harbour Line' }, false)).toEqual({
      slug: SLUG_MESSAGES.format,
    })
    expect(validateWorkForm({ ...filled, slug: 'a--b' }, false)).toEqual({ slug: SLUG_MESSAGES.format })
    expect(validateWorkForm({ ...filled, slug: 'a'.repeat(61) }, false)).toEqual({
      slug: SLUG_MESSAGES.tooLong,
    })
    expect(validateWorkForm({ ...filled, slug: ' harbour-line-2 ' }, false)).toEqual({})
    expect(validateWorkForm({ ...filled, slug: '' }, false)).toEqual({})
  })

  it('prefills the stored slug, or nothing from an API without slugs', () => {
    expect(workFormFrom({ ...storedItem, slug: 'shop' }).slug).toBe('shop')
    expect(workFormFrom(storedItem).slug).toBe('')
  })

  it("puts the API's slug refusals on the Slug field, and nothing else", () => {
    const serverErrors = workForm.serverErrors
    if (!serverErrors) throw new Error('The work form maps server errors.')
    const url = 'http://api.test/sb-admin/all-work/1'
    expect(serverErrors(new ApiError(SLUG_MESSAGES.taken, 409, url))).toEqual({ slug: SLUG_MESSAGES.taken })
    expect(serverErrors(new ApiError(SLUG_MESSAGES.format, 400, url))).toEqual({ slug: SLUG_MESSAGES.format })
    expect(serverErrors(new ApiError(API_MESSAGES.internal, 500, url))).toEqual({})
    expect(serverErrors(new Error(SLUG_MESSAGES.taken))).toEqual({})
  })

  it('previews the address the save leads to', () => {
    const base = { value: '', title: '', editing: false, current: null }
    expect(previewSlug(base)).toBeNull()
    expect(previewSlug({ ...base, title: 'Café Crème' })).toBe('cafe-creme')
    expect(previewSlug({ ...base, title: 'Café Crème', value: ' creme ' })).toBe('creme')
    expect(previewSlug({ ...base, value: 'Not A Slug' })).toBeNull()
    expect(previewSlug({ ...base, editing: true, current: 'shop', title: 'Other' })).toBe('shop')
    expect(previewSlug({ ...base, editing: true, current: 'shop', value: 'store' })).toBe('store')
    expect(previewSlug({ ...base, editing: true, title: 'Other' })).toBeNull()
  })
})
