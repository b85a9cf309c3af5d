import * as z from 'zod/mini'
import { API_MESSAGES } from './messages'

/**
 * Manual order of the projects and All Work lists: `PUT {prefix}/projects/order` and
 * `PUT {prefix}/all-work/order` take every id of the list exactly once, first shown first. The API
 * refuses anything else (a missing, unknown or repeated id) and then changes nothing.
 */
export const ORDER_IDS_MAX = 10_000

const id = z.int({ error: API_MESSAGES.orderMismatch }).check(z.positive(API_MESSAGES.orderMismatch))

export const OrderBodySchema = z.object(
  {
    ids: z.array(id, { error: API_MESSAGES.orderMismatch }).check(
      z.minLength(1, API_MESSAGES.orderMismatch),
      z.maxLength(ORDER_IDS_MAX, API_MESSAGES.orderMismatch),
      z.refine((ids) => new Set(ids).size === ids.length, API_MESSAGES.orderDuplicateId),
    ),
  },
  { error: API_MESSAGES.orderMismatch },
)
export type OrderBody = z.infer<typeof OrderBodySchema>

/** The reorder answer: the ids in their saved order. */
export const OrderResultSchema = z.object({ ids: z.array(z.int()) })
export type OrderResult = z.infer<typeof OrderResultSchema>
