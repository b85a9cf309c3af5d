/**
 * Covers made from phone photographs, uploaded as the studio uploads them: the bench's `--photos`
 * mode gives every demo project and work item a 12-megapixel phone-like JPEG (about 2.4 MB, the
 * API's apps/api/src/media/phone-photo.ts) through POST {prefix}/upload, which makes its variants
 * before answering, and saves the answer's `url` as the item's cover_url through the admin API, as
 * the admin's drawer does. The demo's covers are small drawings; a studio's are photographs.
 */
import { tsImport } from 'tsx/esm/api'

const ADMIN = { email: 'bench-admin@studio.test', password: 'violet-harbour-lantern-42' }
const PREFIX = '/sb-admin'

/** The fields of each kind's full update body (everything else an admin answer carries is left out). */
const BODY_FIELDS = {
  projects: ['title', 'description', 'title_ar', 'description_ar', 'tags', 'href', 'hidden'],
  'all-work': [
    ...['title', 'description', 'title_ar', 'description_ar', 'tags', 'href', 'hidden'],
    ...['category', 'website', 'slug', 'featured'],
  ],
}

async function call(api, token, method, path, body) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** The phone photo's bytes (made once: a few seconds). */
async function phonePhoto() {
  const module = await tsImport('../../../apps/api/src/media/phone-photo.ts', import.meta.url)
  return module.phonePhoto()
}

/**
 * Replaces the cover of every project and work item of the API at `api` (a fresh database: the first
 * sign-up is its admin) with its own upload of the phone photo. Returns how many and how long.
 */
export async function usePhonePhotoCovers(api, log = console.log) {
  const photo = await phonePhoto()
  const { access_token: token } = await call(api, null, 'POST', '/auth/signup', ADMIN)
  const started = performance.now()
  let count = 0
  const uploads = []
  for (const kind of ['projects', 'all-work']) {
    for (const item of await call(api, token, 'GET', `${PREFIX}/${kind}`)) {
      const form = new FormData()
      form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'IMG_0001.jpg')
      const uploadStarted = performance.now()
      const { url } = await call(api, token, 'POST', `${PREFIX}/upload`, form)
      uploads.push(performance.now() - uploadStarted)
      const body = Object.fromEntries(BODY_FIELDS[kind].map((field) => [field, item[field]]))
      await call(api, token, 'PUT', `${PREFIX}/${kind}/${item.id}`, { ...body, cover_url: url })
      count++
    }
  }
  const seconds = (performance.now() - started) / 1000
  const slowest = Math.max(...uploads) / 1000
  log(
    `Photos: ${count} covers uploaded from a ${(photo.byteLength / 1e6).toFixed(1)} MB phone photo in ${seconds.toFixed(0)} s (slowest upload ${slowest.toFixed(1)} s)`,
  )
  return { count, seconds }
}
