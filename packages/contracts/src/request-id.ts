/**
 * The id one request is known by in the log and in its answer, across the site's Worker and the
 * API: the site's Worker takes the edge's (CF-Ray) and hands it to the API in X-Request-Id, so the
 * lines both write for one visit share it. Not a secret: a well-formed id is taken from anyone.
 */

/** The header every answer carries the id in, and the site's Worker sends the API. */
export const REQUEST_ID_HEADER = 'X-Request-Id'

/** What an id taken from a request may look like (a CF-Ray, a UUID): nothing else reaches the log. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/

/** The edge's id of the request. */
const EDGE_ID_HEADER = 'CF-Ray'

/**
 * The request's id: the edge's CF-Ray, else a well-formed X-Request-Id, else a new UUID. The API
 * takes its caller's X-Request-Id first (`callerFirst`): a call from the site's Worker through the
 * service binding may carry a CF-Ray of its own, and the visit's id is the one the site handed on.
 */
export function requestIdOf(headers: Headers, { callerFirst = false } = {}): string {
  const order = callerFirst ? [REQUEST_ID_HEADER, EDGE_ID_HEADER] : [EDGE_ID_HEADER, REQUEST_ID_HEADER]
  for (const name of order) {
    const id = headers.get(name)?.trim()
    if (id && REQUEST_ID_PATTERN.test(id)) return id
  }
  return crypto.randomUUID()
}

/** The answer with the id in X-Request-Id (copied first when its headers cannot change: a fetched answer). */
export function withRequestId(response: Response, id: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, id)
    return response
  } catch {
    const copy = new Response(response.body, response)
    copy.headers.set(REQUEST_ID_HEADER, id)
    return copy
  }
}
