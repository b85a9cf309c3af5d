import type { AdminClient } from '@studio/contracts'
import { prepareCover } from './resize-image'

/** Resizes and uploads a cover; the answer's url (or publicUrl) is the address to save. */
export async function uploadCover(client: AdminClient, file: File): Promise<string> {
  const { blob, filename } = await prepareCover(file)
  const answer = await client.upload(blob, filename)
  const url = answer.url ?? answer.publicUrl
  if (!url) throw new Error('The upload answer had no url.')
  return url
}
