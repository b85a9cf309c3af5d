import { redirectLog } from '../lib/log'

/** The JSON log lines written while `work` runs, parsed (test-only code). */
export async function logLinesOf(work: () => unknown): Promise<Array<Record<string, unknown>>> {
  const lines: string[] = []
  const restore = redirectLog((_level, text) => lines.push(text))
  try {
    await work()
  } finally {
    restore()
  }
  return lines.map((text) => JSON.parse(text))
}
