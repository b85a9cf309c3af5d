/** The bench's calls to its API: JSON (or a form) in, JSON out, any other answer an error. */
export const ADMIN_PREFIX = '/sb-admin'
const ADMIN = { email: 'bench-owner@studio.test', password: 'Violet-harbour-lantern-42' }

export async function call(url, { method = 'GET', body, headers = {} } = {}) {
  const json = body !== undefined && !(body instanceof FormData)
  const response = await fetch(url, {
    method,
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
    body: json ? JSON.stringify(body) : body,
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${new URL(url).pathname}: ${response.status} ${text}`)
  return JSON.parse(text)
}

/** The first sign-up of a fresh database makes its admin; resolves with that session's headers. */
export async function signUpAdmin(api) {
  const headers = { 'x-forwarded-for': '198.51.100.200' }
  const session = await call(`${api}/auth/signup`, { method: 'POST', body: ADMIN, headers })
  return { authorization: `Bearer ${session.access_token}` }
}

/** A contact form post from its own address (the bench's APIs trust one proxy hop). */
export const enquiryPost = (address, fields) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
  body: JSON.stringify(fields),
})
