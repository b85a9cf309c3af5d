import type { AdminClient } from '@studio/contracts'
import { prepareCover } from './shrink-cover'

/**
 * Uploads a chosen cover (as taken, or shrunk only when the API would refuse it: see
 * shrink-cover.ts); the API makes every width and format itself. The answer's url (or publicUrl)
 * is the address to save.
 */
export async function uploadCover(client: AdminClient, file: File): Promise<string> {
  const { blob, filename } = await prepareCover(file)
  const answer = await client.upload(blob, filename)
  const url = answer.url ?? answer.publicUrl
  if (!url) throw new Error('The upload answer had no url.')
  return url
}
