import type { AdminClient } from '@studio/contracts'
import type { ActionFunctionArgs } from 'react-router'
import type { ItemForm } from './item-form'
import { answer, answered, attempt, intentAction } from './route-data'
import { uploadCover } from './upload-cover'

/** What a portfolio list's fetchers post to its route action (JSON, or a form for a save). */
export type ItemIntent =
  | { intent: 'delete'; id: number }
  | { intent: 'reorder'; ids: number[] }
  | { intent: 'featured'; id: number; featured: boolean }

/** The intents of a save: the drawer posts a form (its cover file travels with it). */
export const SAVE_INTENTS = { create: 'create', update: 'update', upload: 'upload' } as const

interface ItemWrites {
  remove: (id: number) => Promise<unknown>
  reorder: (ids: number[]) => Promise<unknown>
  featured?: (id: number, featured: boolean) => Promise<unknown>
}

/**
 * The action of a portfolio list (projects, work): create and update from the drawer (uploading a
 * chosen cover first: its address wins), delete, reorder and the featured flag. Every answer is an
 * ActionResult; the list's read refreshes after each.
 */
export function itemListAction<V, T, B>(client: AdminClient, form: ItemForm<V, T, B>, writes: ItemWrites) {
  const changes = intentAction<ItemIntent>({
    delete: ({ id }) => writes.remove(id),
    reorder: ({ ids }) => writes.reorder(ids),
    featured: async ({ id, featured }) => {
      if (!writes.featured) throw new Error('This list has no featured flag.')
      return writes.featured(id, featured)
    },
  })
  return async (args: ActionFunctionArgs) => {
    const { request } = args
    if (!request.headers.get('content-type')?.includes('json')) return saveItem(client, form, request)
    return changes(args)
  }
}

/** The drawer's save: `body` (JSON of the body to send), `id` when editing, `file` for a new cover. */
async function saveItem<V, T, B>(client: AdminClient, form: ItemForm<V, T, B>, request: Request) {
  const fields = await request.formData()
  const id = Number(fields.get('id'))
  const intent = id ? SAVE_INTENTS.update : SAVE_INTENTS.create
  const file = fields.get('file')
  const body = JSON.parse(String(fields.get('body'))) as B & { cover_url?: string | null }
  if (file instanceof File) {
    const uploaded = await attempt(request, SAVE_INTENTS.upload, () => uploadCover(client, file))
    if (!uploaded.ok) return answered(uploaded)
    body.cover_url = uploaded.result
  }
  return answer(request, intent, () => (id ? form.update(client, id, body) : form.create(client, body)))
}
