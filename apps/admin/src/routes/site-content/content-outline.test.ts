import { SITE_CONTENT_DEFAULTS_AR, SITE_CONTENT_DEFAULTS_EN, SiteContentSchema } from '@studio/contracts'
import { CONTENT_OUTLINE, type OutlineNode } from './content-outline'

/**
 * The form is drawn from CONTENT_OUTLINE, the copy's rules live in the contracts' schema. These
 * walk a whole document the schema accepts beside the outline, so a field added to the schema
 * without a place in the form (or a form field the schema has not got) fails here.
 */
function fieldsWithoutPlace(value: unknown, nodes: readonly OutlineNode[], path: string): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [path]
  const missing: string[] = []
  for (const [key, child] of Object.entries(value)) {
    const node = nodes.find((candidate) => candidate.key === key)
    const at = path ? `${path}.${key}` : key
    if (!node) missing.push(at)
    else missing.push(...fieldsOf(child, node, at))
  }
  return missing
}

function fieldsOf(value: unknown, node: OutlineNode, path: string): string[] {
  switch (node.type) {
    case 'text':
    case 'choice':
      return typeof value === 'string' ? [] : [path]
    case 'group':
      return fieldsWithoutPlace(value, node.children, path)
    case 'list': {
      if (!Array.isArray(value)) return [path]
      const entry = node.of
      return value.flatMap((item, index) =>
        Array.isArray(entry)
          ? fieldsWithoutPlace(item, entry, `${path}.${index}`)
          : fieldsOf(item, entry, `${path}.${index}`),
      )
    }
  }
}

/** Outline entries the document has no field for. */
function placesWithoutField(value: unknown, nodes: readonly OutlineNode[], path: string): string[] {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  return nodes.flatMap((node) => {
    const at = path ? `${path}.${node.key}` : node.key
    if (!(node.key in record)) return [at]
    const child = record[node.key]
    if (node.type === 'group') return placesWithoutField(child, node.children, at)
    if (node.type === 'list' && Array.isArray(node.of) && Array.isArray(child)) {
      const entry = node.of
      return child.flatMap((item, index) => placesWithoutField(item, entry, `${at}.${index}`))
    }
    return []
  })
}

describe('the Site content form against the copy schema', () => {
  for (const [language, document] of [
    ['English', SITE_CONTENT_DEFAULTS_EN],
    ['Arabic', SITE_CONTENT_DEFAULTS_AR],
  ] as const) {
    it(`gives every field of a valid ${language} document a place in the form, and no place without a field`, () => {
      const parsed = SiteContentSchema.parse(document)
      expect(fieldsWithoutPlace(parsed, CONTENT_OUTLINE, '')).toEqual([])
      expect(placesWithoutField(parsed, CONTENT_OUTLINE, '')).toEqual([])
    })
  }

  it('finds a field the form has no place for', () => {
    const parsed = SiteContentSchema.parse(SITE_CONTENT_DEFAULTS_EN)
    const extended = { ...parsed, home: { ...parsed.home, new_banner: 'Not in the form' } }
    expect(fieldsWithoutPlace(extended, CONTENT_OUTLINE, '')).toEqual(['home.new_banner'])
  })
})
