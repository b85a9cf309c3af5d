import * as z from 'zod/mini'
import { CoverImageSchema } from './covers'

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const UPLOAD_MAX_SIDE_PX = 4096
/**
 * POST {prefix}/upload answer; the admin saves `url` (or publicUrl) as the item's cover_url. `cover`
 * describes the stored original and its variants (as the public answers will), for a preview.
 */
export const UploadResponseSchema = z.object({
  url: z.optional(z.string()),
  publicUrl: z.optional(z.string()),
  key: z.optional(z.string()),
  cover: z.optional(z.catch(z.nullable(CoverImageSchema), null)),
})
export type UploadResponse = z.infer<typeof UploadResponseSchema>
