import type { JobRun } from '@studio/contracts/status'

/** The Status screen's own words (the warnings come from @studio/contracts/status). */

export const STATUS_SCREEN_TEXTS = {
  subtitle:
    'What runs in the background, the backups, the alerts and the system: anything failing shows here first.',
  allWell: 'All is well: nothing needs doing.',
  neverRan: 'No run recorded',
  noBackup: 'No backup yet.',
  noDeliveries: 'No alerts in the last 7 days',
  noViews: 'No view counted yet.',
  noContent: 'Nothing published yet.',
  unknown: 'Unknown',
} as const

/** `1.2 MB`: a size as people read it (powers of 1024, one decimal under 10). */
export function sizeText(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`
}

/** A job's name as a heading reads it: `Daily backup`. */
export const jobLabel = (job: string) => job.charAt(0).toUpperCase() + job.slice(1)

/** What a run did: its count, or `Failed`. */
export const runResult = (run: JobRun | null) =>
  run === null ? '—' : run.ok ? String(run.result ?? 0) : 'Failed'
