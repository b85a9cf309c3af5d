import rootPackage from '../../../../package.json'
import journal from '../../drizzle/meta/_journal.json'

/** What the manifest says about the studio that wrote an archive: read at build time, so the Worker knows it too. */

/** The product's version: the root package.json's `version`, null while it names none. */
export const PRODUCT_VERSION: string | null =
  'version' in rootPackage && typeof rootPackage.version === 'string' ? rootPackage.version : null

/** The newest migration this code applies (drizzle's journal, the same list migrate() reads). */
export const LATEST_MIGRATION: string | null = journal.entries.at(-1)?.tag ?? null
