import { resolve } from 'node:path'
import { ApiError } from '@studio/contracts/api-error'
import { ArchiveRefusal } from '../archive/refusal'
import { ConfigError, loadNodeConfig } from '../config'
import { NODE_DEFAULTS } from '../db/open-node'
import { parseArgs, type StudioArgs, UsageError } from './args'
import { type CliIo, readPassphrase } from './io'
import { runLocal } from './local'
import { runRemote } from './remote'
import { runResetTwoFactor } from './reset-two-factor'

/**
 * `npm run studio -- export|import …`: exit status 0 on success, 1 with one line saying why on a
 * refusal (a damaged or newer archive, a conflict, a wrong passphrase, the studio's error answer),
 * 2 on a usage error.
 */

function oneLine(error: unknown): string {
  if (error instanceof ArchiveRefusal) return error.message
  // The studio's own `{ error }` words, and the status it answered with.
  if (error instanceof ApiError)
    return error.status ? `${error.message} (HTTP ${error.status})` : error.message
  if (error instanceof ConfigError)
    return error.message
      .split('\n')
      .map((line) => line.trim())
      .join(' ')
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
    return `No such file: ${(error as NodeJS.ErrnoException).path ?? 'the file named'}.`
  }
  let inner: unknown = error
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause
  return inner instanceof Error ? inner.message : String(inner)
}

export async function runStudioCli(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  // Not an archive command: clears one admin's second factors (reset-two-factor.ts).
  if (argv[0] === 'reset-2fa') return runResetTwoFactor(argv.slice(1), env, io)
  let args: StudioArgs
  try {
    args = parseArgs(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(error.message)
    return 2
  }
  // npm runs the workspace's script in apps/api; the paths typed are the caller's (npm's INIT_CWD).
  const cwd = env.INIT_CWD || process.cwd()
  args = {
    ...args,
    file: resolve(cwd, args.file),
    passphraseFile: args.passphraseFile ? resolve(cwd, args.passphraseFile) : null,
  }
  try {
    const passphrase = args.passphraseFile ? await readPassphrase(args.passphraseFile) : null
    const config = loadNodeConfig(env, NODE_DEFAULTS)
    if (args.api) {
      const token = env.STUDIO_TOKEN?.trim()
      if (!token) throw new ArchiveRefusal("--api needs an administrator's token in STUDIO_TOKEN.")
      return await runRemote(args, { api: args.api, prefix: config.app.adminPrefix, token }, passphrase, io)
    }
    return await runLocal(args, config, passphrase, io)
  } catch (error) {
    io.err(`studio: ${oneLine(error)}`)
    return 1
  }
}
