/**
 * The items of a list of the site copy, each with a React key made from its text: lists of the copy
 * have no ids, and two items of a draft may read alike, so a repeat gets a counter (`text#2`).
 */
export function keyedByText<T>(
  items: readonly T[],
  text: (item: T) => string,
): Array<{ key: string; item: T }> {
  const seen = new Map<string, number>()
  return items.map((item) => {
    const base = text(item)
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return { key: count === 1 ? base : `${base}#${count}`, item }
  })
}
