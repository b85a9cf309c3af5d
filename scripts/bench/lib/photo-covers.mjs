/**
 * Covers made from phone photographs, uploaded as the studio uploads them: the bench's `--photos`
 * mode gives every demo project and work item a 12-megapixel phone-like JPEG (about 2.4 MB, the
 * API's apps/api/src/media/phone-photo.ts) through POST {prefix}/upload, which makes its variants
 * before answering, and saves the answer's `url` as the item's cover_url through the admin API, as
 * the admin's drawer does. The demo's covers are small drawings; a studio's are photographs.
 */
import { tsImport } from 'tsx/esm/api'
import { ADMIN_PREFIX, call, signUpAdmin } from './api.mjs'

/** The fields of each kind's full update body (everything else an admin answer carries is left out). */
const PORTFOLIO_FIELDS = ['title', 'description', 'title_ar', 'description_ar', 'tags', 'href', 'hidden']
const BODY_FIELDS = {
  projects: PORTFOLIO_FIELDS,
  'all-work': [...PORTFOLIO_FIELDS, 'category', 'website', 'slug', 'featured'],
}

/**
 * Replaces the cover of every project and work item of the API at `api` (a fresh database: the first
 * sign-up is its admin) with its own upload of the phone photo (made once: a few seconds).
 */
export async function usePhonePhotoCovers(api) {
  const { phonePhoto } = await tsImport('../../../apps/api/src/media/phone-photo.ts', import.meta.url)
  const photo = await phonePhoto()
  const headers = await signUpAdmin(api)
  const started = performance.now()
  const uploads = []
  for (const kind of ['projects', 'all-work']) {
    for (const item of await call(`${api}${ADMIN_PREFIX}/${kind}`, { headers })) {
      const body = new FormData()
      body.append('file', new Blob([photo], { type: 'image/jpeg' }), 'IMG_0001.jpg')
      const uploadStarted = performance.now()
      const { url } = await call(`${api}${ADMIN_PREFIX}/upload`, { method: 'POST', body, headers })
      uploads.push(performance.now() - uploadStarted)
      const fields = Object.fromEntries(BODY_FIELDS[kind].map((field) => [field, item[field]]))
      const update = { method: 'PUT', body: { ...fields, cover_url: url }, headers }
      await call(`${api}${ADMIN_PREFIX}/${kind}/${item.id}`, update)
    }
  }
  const seconds = (performance.now() - started) / 1000
  console.log(
    `Photos: ${uploads.length} covers uploaded from a ${(photo.byteLength / 1e6).toFixed(1)} MB phone photo in ${seconds.toFixed(0)} s (slowest upload ${(Math.max(...uploads) / 1000).toFixed(1)} s)`,
  )
}
