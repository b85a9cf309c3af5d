import * as z from 'zod/mini'

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const UPLOAD_MAX_SIDE_PX = 4096
/** Covers are resized in the browser so their longest side is at most this. */
export const COVER_MAX_SIDE_PX = 1600

/** POST {prefix}/upload answer; the admin reads url or publicUrl. */
export const UploadResponseSchema = z.object({
  url: z.optional(z.string()),
  publicUrl: z.optional(z.string()),
  key: z.optional(z.string()),
})
export type UploadResponse = z.infer<typeof UploadResponseSchema>
