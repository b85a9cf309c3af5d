/** The text to show for a thrown error: its message without a leading 'Error:', or the fallback. */
export function errorText(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  const stripped = message.replace(/^\s*Error:\s*/i, '').trim()
  return stripped || fallback
}
