import type { AdminProject } from '@studio/contracts'
import { projectForm } from './project-form'

const {
  empty: emptyProjectForm,
  from: projectFormFrom,
  toBody: toProjectBody,
  validate: validateProjectForm,
} = projectForm

describe('project form', () => {
  it('trims title and description and turns empty optional fields into null', () => {
    expect(toProjectBody({ ...emptyProjectForm, title: '  Atlas ', description: ' A map app\n' })).toEqual({
      title: 'Atlas',
      description: 'A map app',
      title_ar: null,
      description_ar: null,
      cover_url: null,
      cover_alt: null,
      cover_alt_ar: null,
      tags: [],
      href: null,
      hidden: false,
    })
  })

  it('sends the Arabic texts trimmed, and blank ones as null so a save clears them', () => {
    const values = { ...emptyProjectForm, title: 'A', description: 'B' }
    expect(toProjectBody({ ...values, title_ar: ' أطلس ', description_ar: '\nتطبيق خرائط\n' })).toMatchObject(
      {
        title_ar: 'أطلس',
        description_ar: 'تطبيق خرائط',
      },
    )
    expect(toProjectBody({ ...values, title_ar: '   ', description_ar: '' })).toMatchObject({
      title_ar: null,
      description_ar: null,
    })
    expect(validateProjectForm({ ...values, title_ar: 'ع'.repeat(121) }, false)).toEqual({
      title_ar: 'Must be at most 120 characters.',
    })
  })

  it('lets an uploaded image address override the typed cover URL', () => {
    const values = {
      ...emptyProjectForm,
      title: 'A',
      description: 'B',
      cover_url: 'https://old.example/x.png',
    }
    expect(toProjectBody(values, 'http://api.example/media/new.webp').cover_url).toBe(
      'http://api.example/media/new.webp',
    )
    expect(toProjectBody(values).cover_url).toBe('https://old.example/x.png')
  })

  it('splits comma tags, trimming and dropping empties', () => {
    expect(toProjectBody({ ...emptyProjectForm, tags: ' react, , node ,' }).tags).toEqual(['react', 'node'])
  })

  it('requires title and description, blank after trimming counts as missing', () => {
    expect(validateProjectForm({ ...emptyProjectForm, title: '   ' }, false)).toMatchObject({
      title: 'Title is required.',
      description: 'Description is required.',
    })
  })

  it('rejects an unsafe cover URL unless an uploaded file replaces it', () => {
    const values = { ...emptyProjectForm, title: 'A', description: 'B', cover_url: 'javascript:alert(1)' }
    expect(validateProjectForm(values, false).cover_url).toMatch(/http/)
    expect(validateProjectForm(values, true)).toEqual({})
  })

  it('prefills from an existing project', () => {
    const project: AdminProject = {
      id: 3,
      title: 'Atlas',
      description: 'Maps',
      title_ar: 'أطلس',
      description_ar: null,
      cover_url: null,
      tags: ['a', 'b'],
      href: '/work/atlas',
      hidden: false,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    }
    expect(projectFormFrom(project)).toEqual({
      title: 'Atlas',
      description: 'Maps',
      title_ar: 'أطلس',
      description_ar: '',
      cover_url: '',
      cover_alt: '',
      cover_alt_ar: '',
      tags: 'a, b',
      href: '/work/atlas',
      hidden: false,
    })
  })
})
