import { ADMIN_MESSAGES } from '@studio/contracts'
import { useNotify } from './notices'

/** Copies text to the clipboard, alerting 'Copied!' or 'Copy failed' (with `failedDetail`). */
export function useCopyText(failedDetail?: string) {
  const notify = useNotify()
  return async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable')
      await navigator.clipboard.writeText(text)
      notify(ADMIN_MESSAGES.copied, { tone: 'success' })
    } catch {
      notify(ADMIN_MESSAGES.copyFailed, failedDetail ? { detail: failedDetail } : undefined)
    }
  }
}
