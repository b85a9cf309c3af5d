import { isObject, type PipelineResponseBody, type StreamResult } from './protocol'
import type { StatsCounter } from './stats'
import { hranaError } from './stream'
import { HttpError, type StreamRegistry } from './streams'

/**
 * One `POST /v{2,3}/pipeline`: continues the stream its baton names, or opens one, and runs the
 * requests in order. A failed request fails alone; `close` ends the stream and answers no baton.
 */
export async function runPipeline(
  body: unknown,
  version: number,
  streams: StreamRegistry,
  stats: StatsCounter,
): Promise<PipelineResponseBody> {
  if (!isObject(body) || !Array.isArray(body.requests)) {
    throw new HttpError(400, 'A pipeline body is an object with a "requests" array', 'HRANA_PROTO_ERROR')
  }
  const { baton = null, requests } = body
  if (baton !== null && typeof baton !== 'string') {
    throw new HttpError(400, 'A pipeline "baton" is a string or null', 'HRANA_PROTO_ERROR')
  }
  const open = baton === null ? await streams.open() : streams.take(baton)
  if (baton === null) stats.countStreamOpened()
  stats.countPipeline(
    open.id,
    requests.map((request) => (isObject(request) ? String(request.type) : 'invalid')),
  )
  open.busy = true
  const results: StreamResult[] = []
  let closed = false
  try {
    for (const request of requests) {
      if (!isObject(request)) {
        results.push({
          type: 'error',
          error: { message: 'A stream request is an object', code: 'HRANA_PROTO_ERROR' },
        })
      } else if (closed) {
        results.push({
          type: 'error',
          error: {
            message: `The stream was closed before this "${String(request.type)}" request`,
            code: 'STREAM_CLOSED',
          },
        })
      } else if (request.type === 'close') {
        streams.close(open)
        closed = true
        results.push({ type: 'ok', response: { type: 'close' } })
      } else {
        try {
          results.push({ type: 'ok', response: await open.stream.handle(request, version) })
        } catch (error) {
          results.push({ type: 'error', error: hranaError(error) })
        }
      }
    }
  } finally {
    open.busy = false
  }
  return { baton: closed ? null : streams.renewBaton(open), base_url: null, results }
}
