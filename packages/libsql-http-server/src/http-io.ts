import type { IncomingMessage, ServerResponse } from 'node:http'
import { HttpError } from './streams'

/** The largest request body read; a pipeline beyond it is refused, not buffered. */
const MAX_BODY_BYTES = 16 * 1024 * 1024

export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  // Any body is read as JSON, as sqld reads it, except protobuf, which this server does not speak.
  const type = request.headers['content-type'] ?? ''
  if (type.includes('protobuf')) {
    throw new HttpError(
      415,
      `Only JSON bodies are implemented by this server, not ${type}`,
      'NOT_IMPLEMENTED',
    )
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES)
      throw new HttpError(413, `A request body may have at most ${MAX_BODY_BYTES} bytes`, 'TOO_LARGE')
    chunks.push(chunk)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON', 'HRANA_PROTO_ERROR')
  }
}

/**
 * JSON with a `message` (and `code`): the shape @libsql/client reads from a failed HTTP answer,
 * so the caller sees this text and code rather than a bare status.
 */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}

export function sendError(response: ServerResponse, error: HttpError): void {
  sendJson(response, error.status, { message: error.message, code: error.code })
}
