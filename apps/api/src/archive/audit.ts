import type { AuditAction, AuditTargetType } from '@studio/contracts'
import { sql } from 'drizzle-orm'
import type { AuditActor } from '../audit/record'

/** How archive work is named in the audit log: `export` and `import` of the target `archive`. */
export const ARCHIVE_AUDIT = {
  export: 'export',
  import: 'import',
  target: 'archive',
} as const satisfies { export: AuditAction; import: AuditAction; target: AuditTargetType }

/** The actor of the command line on the studio's own database: nobody signed in, named for the log. */
export const COMMAND_LINE_ACTOR: AuditActor = { id: sql`NULL`, email: 'command line' }
