import { type LogLine, redirectLog } from '@studio/contracts/log'
import { expect, onTestFinished } from 'vitest'

/** Every line the shared log writes from now until the test ends, parsed (and kept off the console). */
export function logLines(): LogLine[] {
  const lines: LogLine[] = []
  onTestFinished(redirectLog((_level, text) => lines.push(JSON.parse(text) as LogLine)))
  return lines
}

/**
 * The line a failed read logs when the API cannot be reached: `event` on `route`, its cause the
 * client's error with `apiMessage` (the text the API client gives that read), failure `unavailable`.
 */
export function unreachableApiLine(event: string, route: string, apiMessage: string) {
  return expect.objectContaining({
    level: 'error',
    event,
    route,
    cause: `ApiError: ${apiMessage}`,
    failure: 'unavailable',
  })
}
