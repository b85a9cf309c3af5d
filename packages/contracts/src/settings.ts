import * as z from 'zod/mini'
import { AlertTargetsSchema } from './alert-settings'
import { AudienceSettingsSchema } from './audience'
import { TeamSettingsSchema } from './two-factor'

/**
 * The studio's settings that the admin panel edits, one group per feature (stored as one row of
 * the API's `settings` table each). A group's schema gives its defaults, so a group never written
 * reads as its defaults, and a stored value that an older or newer version wrote is read through the
 * same schema (unknown keys dropped, missing keys defaulted). Secrets never live here.
 */

/** Daily backups: whether the enquiries go into them (off: the archive holds the work, not the leads). */
export const BackupSettingsSchema = z.object({
  enquiries: z._default(z.boolean({ error: 'enquiries must be true or false.' }), false),
})
export type BackupSettings = z.infer<typeof BackupSettingsSchema>

/** The settings groups and the schema each is stored and read with; a feature adds its group here. */
export const SETTINGS_GROUPS = {
  alerts: AlertTargetsSchema,
  backups: BackupSettingsSchema,
  audience: AudienceSettingsSchema,
  /** The team's rule: require two-factor sign-in (docs/decisions/0028). */
  team: TeamSettingsSchema,
} satisfies Record<string, z.ZodMiniType>

export type SettingsGroup = keyof typeof SETTINGS_GROUPS
export type SettingsOf<G extends SettingsGroup> = z.output<(typeof SETTINGS_GROUPS)[G]>

/** The text of an update that is not a valid settings group value. */
export const SETTINGS_MESSAGES = {
  unknownGroup: 'Unknown settings group.',
} as const
