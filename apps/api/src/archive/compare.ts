/** The fields whose values differ between two records of one shape (values compared as JSON). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  ignore: readonly string[] = [],
): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].filter(
    (key) =>
      !ignore.includes(key) && JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  )
}
