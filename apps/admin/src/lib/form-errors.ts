/** What a zod `safeParse` answers, reduced to what the forms read. */
type ParseResult =
  | { success: true }
  | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } }

/** The first schema message of each form field; issues about other keys are ignored. */
export function fieldErrors<V extends object>(
  values: V,
  result: ParseResult,
): Partial<Record<keyof V, string>> {
  const errors: Partial<Record<keyof V, string>> = {}
  if (result.success) return errors
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && field in values && !errors[field as keyof V]) {
      errors[field as keyof V] = issue.message
    }
  }
  return errors
}
