import { isSessionExpired, messageOf } from './errors'
import { useNotify } from './notices'
import type { AdminList } from './use-admin-list'

interface RemoveRowTexts {
  /** The confirmation ('Delete this project?', 'Delete this item?'). */
  confirm: string
  /** The alert when the delete fails ('Delete failed', 'Failed to delete'). */
  failed: string
}

/**
 * A list's Delete action: confirm, delete, alert the failure with the API's reason, reload the list
 * either way (spec section 4), then hand the removed row to `afterDelete` (focus, see useListFocus).
 */
export function useRemoveRow<T extends { id: number }>(
  view: AdminList<T>,
  remove: (id: number) => Promise<unknown>,
  texts: RemoveRowTexts,
  afterDelete: (item: T) => void,
) {
  const notify = useNotify()
  return async (item: T) => {
    if (!window.confirm(texts.confirm)) return
    let removed = true
    try {
      await remove(item.id)
    } catch (error) {
      removed = false
      if (!isSessionExpired(error)) notify(texts.failed, { detail: messageOf(error, '') })
    }
    await view.list.reload()
    if (removed) afterDelete(item)
  }
}
