import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/libsql/migrator'
import { describe, expect, it } from 'vitest'
import { databaseBefore } from '../test-support/migrations'
import { MIGRATIONS_FOLDER } from './migrate'

describe('migration 0007 (invite revocation, retention clock, alert event ids)', () => {
  it('starts the retention clock of archived messages at the upgrade, of others at arrival', async () => {
    const db = await databaseBefore(7)
    await db.run(sql`INSERT INTO contact_messages (name, email, message, status, created_at) VALUES
      ('archived', 'a@x.test', 'm', 'archived', '2020-01-01T00:00:00.000Z'),
      ('read', 'b@x.test', 'm', 'read', '2021-01-01T00:00:00.000Z')`)
    const before = new Date().toISOString()
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    const rows = await db.all<{ name: string; status_changed_at: string }>(
      sql`SELECT name, status_changed_at FROM contact_messages ORDER BY id`,
    )
    expect((rows[0]?.status_changed_at ?? '') >= before).toBe(true)
    expect(rows[1]).toEqual({ name: 'read', status_changed_at: '2021-01-01T00:00:00.000Z' })
  })

  it('revokes pending invites whose sender was already removed, and gives old alerts an event id', async () => {
    const db = await databaseBefore(7)
    await db.run(sql`INSERT INTO admins (id, email, password_hash) VALUES (1, 'owner@x.test', 'h')`)
    await db.run(sql`INSERT INTO invites (email, token_hash, created_by, expires_at) VALUES
      ('orphan@x.test', 'h1', NULL, '2099-01-01T00:00:00.000Z'),
      ('kept@x.test', 'h2', 1, '2099-01-01T00:00:00.000Z')`)
    await db.run(
      sql`INSERT INTO alert_outbox (channel, next_attempt_at) VALUES ('webhook', 'x'), ('email', 'x')`,
    )
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
    const invites = await db.all<{ email: string; revoked: number }>(
      sql`SELECT email, revoked_at IS NOT NULL AS revoked FROM invites ORDER BY id`,
    )
    expect(invites).toEqual([
      { email: 'orphan@x.test', revoked: 1 },
      { email: 'kept@x.test', revoked: 0 },
    ])
    const ids = await db.all<{ event_id: string }>(sql`SELECT event_id FROM alert_outbox`)
    for (const { event_id } of ids)
      expect(event_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(ids.map((row) => row.event_id)).size).toBe(2)
  })
})
