import { readFile } from 'node:fs/promises'
import { ARCHIVE_MESSAGES, ARCHIVE_PASSPHRASE_MIN } from '@studio/contracts/archive'
import { ArchiveRefusal } from '../archive/refusal'

/** What the command line talks through: the terminal in use, lines in and out in the tests. */
export interface CliIo {
  out(line: string): void
  err(line: string): void
  /** One line typed (or piped) in answer, null when input has ended. */
  ask(prompt: string): Promise<string | null>
}

/** The passphrase is the file's first line (a trailing newline is not part of it). */
export async function readPassphrase(path: string): Promise<string> {
  const text = await readFile(path, 'utf8')
  const passphrase = text.replace(/\r?\n$/, '')
  if (passphrase.length < ARCHIVE_PASSPHRASE_MIN)
    throw new ArchiveRefusal(ARCHIVE_MESSAGES.passphraseTooShort)
  return passphrase
}

/** The typed confirmation replace needs; anything else (or no input) refuses before a write. */
export async function askConfirmation(
  io: CliIo,
  deletions: number,
  expected: string,
): Promise<string | null> {
  const answer = await io.ask(
    `Replace deletes ${deletions} record${deletions === 1 ? '' : 's'} the archive does not hold (media files are never deleted). Type "${expected}" to go on: `,
  )
  return answer?.trim() ?? null
}

export function summaryOf(rows: Record<string, number | undefined>, mediaFiles: number): string {
  const parts = [
    `${rows['projects.ndjson'] ?? 0} projects`,
    `${rows['work_items.ndjson'] ?? 0} work items`,
    `${rows['site_content_revisions.ndjson'] ?? 0} copy revisions`,
    `${rows['media_covers.ndjson'] ?? 0} cover records`,
    ...(rows['contact_messages.ndjson'] !== undefined
      ? [`${rows['contact_messages.ndjson']} enquiries`]
      : []),
    `${mediaFiles} media files`,
  ]
  return parts.join(', ')
}
