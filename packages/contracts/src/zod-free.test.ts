import { describe, expect, it } from 'vitest'

/** The package's sources as text (vite's glob import; the package has no node types on purpose). */
const sources = (import.meta as ImportMetaWithGlob).glob('./*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
})

interface ImportMetaWithGlob extends ImportMeta {
  glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>
}

/** Every module a file imports, followed through the package (relative imports only). */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const source = sources[`./${file}.ts`]
  if (source === undefined) throw new Error(`no source for ${file}`)
  for (const [, specifier] of source.matchAll(/(?:import|export)[^'"]*from\s+'([^']+)'/g)) {
    if (specifier?.startsWith('./')) importsOf(specifier.slice(2), seen)
    else if (specifier) seen.add(specifier)
  }
  return seen
}

describe('helpers that need no schema', () => {
  it.each([
    'constants',
    'messages',
    'api-error',
    'links',
    'tags',
    'contact-form',
    'control-characters',
    'emphasis',
    'site-content-api-texts',
  ])('%s imports no zod, so the site can use it without a schema library', (file) => {
    expect([...importsOf(file)].filter((name) => name.startsWith('zod'))).toEqual([])
  })

  it('keeps the old import paths of the moved helpers working', async () => {
    const fields = await import('./fields')
    const contact = await import('./contact')
    const workItems = await import('./work-items')
    expect(fields.parseTags('a, b')).toEqual(['a', 'b'])
    expect(fields.isSafeLink('/work/x')).toBe(true)
    expect(
      contact.validateContactForm({ name: 'A', company: '', email: 'a@b.co', subject: '', message: 'Hi' }),
    ).toEqual({})
    expect(contact.CONTACT_EMAIL_PATTERN.test('a@b.co')).toBe(true)
    expect(workItems.categoryLabel('shopify')).toBe('Shopify')
  })
})
