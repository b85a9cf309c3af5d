import { EmailSchema } from '@studio/contracts'
import { sql } from 'drizzle-orm'
import * as z from 'zod/mini'
import { findAdminByEmail } from '../auth/admins'
import { resetTwoFactor } from '../auth/two-factor/factors'
import { ConfigError, loadNodeConfig } from '../config'
import { migrateNodeDatabase, NODE_DEFAULTS, openNodeDatabase } from '../db/open-node'
import type { CliIo } from './io'

export const RESET_USAGE = 'Usage: npm run studio -- reset-2fa <email>'

/**
 * `npm run studio -- reset-2fa <email>` (docs/decisions/0028): for the day an admin's last device is
 * lost, an operator with the database (DATABASE_URL) clears that admin's passkeys, authenticator app
 * and recovery codes and ends their sessions, audited as the command line. Their next sign-in is
 * the password alone, or the setup when the team requires a second factor. Exit status 0 when done,
 * 1 when no admin has that email, 2 on a usage error.
 */
export async function runResetTwoFactor(
  words: readonly string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  const parsed = words.length === 1 ? z.safeParse(EmailSchema, words[0]) : null
  if (!parsed?.success) {
    io.err(RESET_USAGE)
    return 2
  }
  const email = parsed.data
  let config: ReturnType<typeof loadNodeConfig>
  try {
    config = loadNodeConfig(env, NODE_DEFAULTS)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    io.err(
      `studio: ${error.message
        .split('\n')
        .map((line) => line.trim())
        .join(' ')}`,
    )
    return 1
  }
  const { client, db } = await openNodeDatabase(config.databaseUrl, config.databaseAuthToken)
  try {
    await migrateNodeDatabase(db)
    const admin = await findAdminByEmail(db, email)
    if (!admin) {
      io.err(`studio: no administrator has the email ${email}.`)
      return 1
    }
    await resetTwoFactor(db, {
      actor: { id: sql`NULL`, email: 'command line' },
      adminId: admin.id,
      at: config.app.now(),
      via: 'command line',
    })
    io.out(`Cleared the second factors of ${email} and ended their sessions.`)
    return 0
  } finally {
    client.close()
  }
}
