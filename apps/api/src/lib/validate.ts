import { zValidator } from '@hono/zod-validator'
import { API_MESSAGES, BODY_LIMIT_BYTES, BODY_MESSAGES } from '@studio/contracts'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import type { $ZodError, $ZodType } from 'zod/v4/core'

/**
 * How the routes read a request: query parameters through `queryParams`, a JSON body through
 * `jsonBody`, both with the shared contract schemas (zod/mini; @hono/zod-validator takes any zod 4
 * schema). Every contract field carries its own texts, type errors included, so no zod default text
 * reaches a caller (property.test.ts checks this over arbitrary bodies). The routes that read other
 * bodies (an upload's multipart form, an archive's parts) are limited by the same `bodyLimitOf`.
 */

/** JSON bodies are small; the routes that need more say how much. */
export const JSON_BODY_LIMIT_BYTES = BODY_LIMIT_BYTES

/**
 * The one 413 answer: a body over `maxSize` is refused from its declared length without reading,
 * or as soon as a streamed body passes it. Thrown, so the app's error handler answers `{ error }`
 * (a returned answer would not fit a validator's type).
 */
export function bodyLimitOf(maxSize: number, message: string = API_MESSAGES.bodyTooLarge) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new HTTPException(413, { message })
    },
  })
}

export function firstIssueMessage(error: $ZodError): string {
  return error.issues[0]?.message ?? BODY_MESSAGES.invalid
}

/** Validates query parameters: a refusal is a 400 `{ error }` with the first issue's message. */
export function queryParams<T extends $ZodType>(schema: T) {
  return zValidator('query', schema, (result, c) => {
    if (!result.success) return c.json({ error: firstIssueMessage(result.error) }, 400)
  })
}

/**
 * Validates a JSON body: over `maxBytes` (JSON_BODY_LIMIT_BYTES unless the route needs more) answers
 * 413, broken JSON 400 with API_MESSAGES.invalidJson, a refusal 400 `{ error }` with the first
 * issue's message.
 */
export function jsonBody<T extends $ZodType>(schema: T, maxBytes = JSON_BODY_LIMIT_BYTES) {
  const validate = zValidator('json', schema, (result, c) => {
    if (!result.success) return c.json({ error: firstIssueMessage(result.error) }, 400)
  })
  const limit = bodyLimitOf(maxBytes)
  const limitedValidate: typeof validate = async (c, next) => {
    let answer: Awaited<ReturnType<typeof validate>> | undefined
    await limit(c, async () => {
      answer = await validate(c, next)
    })
    return answer
  }
  return limitedValidate
}
