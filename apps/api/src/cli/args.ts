/** The command line's words: a command, a file and flags; anything else is a usage error. */

export class UsageError extends Error {
  override name = 'UsageError'
}

export const USAGE = [
  'Usage:',
  '  npm run studio -- export <file.zip> [--with-enquiries] [--passphrase-file <f>] [--api <url>]',
  '  npm run studio -- import <file.zip> [--dry-run] [--replace] [--passphrase-file <f>] [--api <url>]',
  "  npm run studio -- reset-2fa <email>   (clears one admin's second factors and sessions)",
  'Without --api: the database and media folder DATABASE_URL and MEDIA_DIR name.',
  "With --api: a running studio's API (its admin prefix is ADMIN_API_PREFIX), signed in with an administrator's token in STUDIO_TOKEN.",
].join('\n')

export interface StudioArgs {
  command: 'export' | 'import'
  file: string
  withEnquiries: boolean
  dryRun: boolean
  replace: boolean
  passphraseFile: string | null
  api: string | null
}

export function parseArgs(argv: readonly string[]): StudioArgs {
  const [command, ...rest] = argv
  if (command !== 'export' && command !== 'import') throw new UsageError(USAGE)
  const args: StudioArgs = {
    command,
    file: '',
    withEnquiries: false,
    dryRun: false,
    replace: false,
    passphraseFile: null,
    api: null,
  }
  const flags: Record<string, (value: () => string) => void> = {
    '--passphrase-file': (value) => {
      args.passphraseFile = value()
    },
    '--api': (value) => {
      args.api = value()
    },
    ...(command === 'export'
      ? {
          '--with-enquiries': () => {
            args.withEnquiries = true
          },
        }
      : {
          '--dry-run': () => {
            args.dryRun = true
          },
          '--replace': () => {
            args.replace = true
          },
        }),
  }
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i] ?? ''
    const flag = flags[word]
    if (flag) {
      flag(() => {
        const value = rest[++i]
        if (value === undefined || value.startsWith('--'))
          throw new UsageError(`${word} needs a value.\n${USAGE}`)
        return value
      })
    } else if (word.startsWith('--') || args.file) {
      throw new UsageError(`Unknown argument: ${word}\n${USAGE}`)
    } else args.file = word
  }
  if (!args.file) throw new UsageError(`Name the archive file.\n${USAGE}`)
  if (args.api !== null && !/^https?:\/\/[^/]+/.test(args.api))
    throw new UsageError('--api must be an http(s) URL.')
  return args
}
