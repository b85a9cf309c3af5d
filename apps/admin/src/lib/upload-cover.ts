import type { AdminClient } from '@studio/contracts'
import { prepareCover } from './resize-image'

/**
 * Resizes and uploads a cover, with its 480 px wide WebP when one was made (one request: the API
 * stores both under one name, see @studio/contracts/cover-sources); the answer's url (or publicUrl)
 * is the address to save.
 */
export async function uploadCover(client: AdminClient, file: File): Promise<string> {
  const { blob, filename, small } = await prepareCover(file)
  const answer = await client.upload(blob, filename, small ? { small } : {})
  const url = answer.url ?? answer.publicUrl
  if (!url) throw new Error('The upload answer had no url.')
  return url
}
