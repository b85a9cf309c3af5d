import { type LogLine, redirectLog } from '@studio/contracts/log'
import { onTestFinished } from 'vitest'

/** Every line the shared log writes from now until the test ends, parsed (and kept off the console). */
export function logLines(): LogLine[] {
  const lines: LogLine[] = []
  onTestFinished(redirectLog((_level, text) => lines.push(JSON.parse(text) as LogLine)))
  return lines
}
