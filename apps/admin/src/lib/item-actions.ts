import type { AdminClient } from '@studio/contracts'
import type * as React from 'react'
import type { ActionFunctionArgs, RouteObject } from 'react-router'
import * as z from 'zod/mini'
import { readAgainUnlessOnlyQueryChanged } from './address-state'
import type { ItemForm } from './item-form'
import {
  answer,
  answered,
  attempt,
  markRejectionHandled,
  parsedIntentAction,
  refusedBody,
} from './route-data'
import { uploadCover } from './upload-cover'

const itemId = z.int().check(z.positive())

/** What a portfolio list's fetchers post to its route action (JSON, or a form for a save). */
export const ItemIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('delete'), id: itemId }),
  z.object({ intent: z.literal('reorder'), ids: z.array(itemId) }),
  z.object({ intent: z.literal('featured'), id: itemId, featured: z.boolean() }),
])
export type ItemIntent = z.infer<typeof ItemIntentSchema>

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
export function itemListAction<V, T, B extends { cover_url?: unknown }>(
  client: AdminClient,
  form: ItemForm<V, T, B>,
  writes: ItemWrites,
) {
  const changes = parsedIntentAction(ItemIntentSchema, {
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

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** The drawer's save: `body` (JSON of the body to send), `id` when editing, `file` for a new cover. */
async function saveItem<V, T, B extends { cover_url?: unknown }>(
  client: AdminClient,
  form: ItemForm<V, T, B>,
  request: Request,
) {
  const fields = await request.formData()
  const id = Number(fields.get('id'))
  const intent = id ? SAVE_INTENTS.update : SAVE_INTENTS.create
  const file = fields.get('file')
  // The body the drawer built, read with the schema the API applies; a chosen file's address
  // replaces the typed cover URL, so that one is not judged.
  const posted = jsonOrNull(String(fields.get('body') ?? ''))
  const parsed = form.schema.safeParse(
    file instanceof File && typeof posted === 'object' ? { ...posted, cover_url: null } : posted,
  )
  if (!parsed.success) return answered(refusedBody(parsed.error, intent))
  const body = parsed.data
  if (file instanceof File) {
    const uploaded = await attempt(request, SAVE_INTENTS.upload, () => uploadCover(client, file))
    if (!uploaded.ok) return answered(uploaded)
    body.cover_url = uploaded.result
  }
  return answer(request, intent, () => (id ? form.update(client, id, body) : form.create(client, body)))
}

/** What a portfolio list's loader gives its screen: the whole list, still on its way. */
export interface ItemListData<T> {
  items: Promise<T[]>
}

interface ItemListRoute<V, T, B> {
  path: string
  list: () => Promise<T[]>
  form: ItemForm<V, T, B>
  writes: ItemWrites
  Component: React.ComponentType
}

/**
 * The route of a portfolio list (projects, work): the loader reads the whole list (searched,
 * filtered and paged on the screen, in the address, so a change of the query alone reads nothing
 * again); the action is itemListAction's.
 */
export function itemListRoute<V, T, B extends { cover_url?: unknown }>(
  client: AdminClient,
  { path, list, form, writes, Component }: ItemListRoute<V, T, B>,
): RouteObject {
  return {
    path,
    loader: (): ItemListData<T> => ({ items: markRejectionHandled(list()) }),
    shouldRevalidate: readAgainUnlessOnlyQueryChanged,
    action: itemListAction(client, form, writes),
    Component,
  }
}
