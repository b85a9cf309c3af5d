import { bytesToHex, hexToBytes } from '@studio/contracts/bytes'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { audienceSalts } from '../db/schema'
import { addDays } from './studio-time'

/**
 * The salt of each studio day: 32 random bytes, made by whichever request needs it first (every
 * process and isolate then reads the same row), never derived from a secret or the date, and
 * deleted two days later by the purge. Each process keeps the keys of today and yesterday in
 * memory, so a busy day does not read the row for every batch.
 */

const SALT_BYTES = 32

const cache = new WeakMap<Database, Map<string, Promise<CryptoKey>>>()

function importSalt(salt: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', hexToBytes(salt), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
}

async function readSalt(db: Database, day: string): Promise<string | null> {
  const [row] = await db
    .select({ salt: audienceSalts.salt })
    .from(audienceSalts)
    .where(eq(audienceSalts.day, day))
  return row?.salt ?? null
}

/** The process's keys of one database, without days older than yesterday (their salts are gone). */
function keysOf(db: Database, today: string): Map<string, Promise<CryptoKey>> {
  let keys = cache.get(db)
  if (!keys) {
    keys = new Map()
    cache.set(db, keys)
  }
  const yesterday = addDays(today, -1)
  for (const day of keys.keys()) if (day < yesterday) keys.delete(day)
  return keys
}

/**
 * The HMAC key of a studio day, making its salt if nobody has yet: the insert keeps the first
 * salt written, so concurrent first views of a day, in any process, all use the same one.
 */
export function saltKeyOf(db: Database, day: string, today: string): Promise<CryptoKey> {
  const keys = keysOf(db, today)
  let key = keys.get(day)
  if (!key) {
    key = (async () => {
      const fresh = bytesToHex(crypto.getRandomValues(new Uint8Array(SALT_BYTES)))
      await db.insert(audienceSalts).values({ day, salt: fresh }).onConflictDoNothing()
      const stored = await readSalt(db, day)
      if (stored === null) throw new Error(`The salt of ${day} could not be stored.`)
      return importSalt(stored)
    })()
    // A failure is not kept: the next batch tries again.
    key.catch(() => keys.delete(day))
    keys.set(day, key)
  }
  return key
}

/** The HMAC key of a studio day if its salt exists (attribution only looks; it never makes one). */
export async function existingSaltKeyOf(db: Database, day: string, today: string): Promise<CryptoKey | null> {
  const cached = keysOf(db, today).get(day)
  if (cached) return cached
  const stored = await readSalt(db, day)
  return stored === null ? null : importSalt(stored)
}
