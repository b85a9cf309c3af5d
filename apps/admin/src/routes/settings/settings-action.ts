import type { AdminClient } from '@studio/contracts'
import { BackupSettingsSchema } from '@studio/contracts/settings'
import type { ActionFunctionArgs } from 'react-router'
import * as z from 'zod/mini'
import { answer, parsedIntentAction } from '../../lib/route-data'
import { applyArchiveImport, planArchiveImport } from './archive-upload'

/** A save of where alerts go, as checked by the contract: a field left out keeps its value. */
const AlertsSaveSchema = z.object({
  recipients: z.optional(z.array(z.string())),
  webhook_url: z.optional(z.nullable(z.string())),
})
export type AlertsSave = z.infer<typeof AlertsSaveSchema>

/** What the Settings screen's fetchers post as JSON to its route action. */
const SettingsIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save-alerts'), body: AlertsSaveSchema }),
  z.object({ intent: z.literal('test-alert') }),
  z.object({ intent: z.literal('save-backups'), body: BackupSettingsSchema }),
  z.object({ intent: z.literal('download'), enquiries: z.boolean(), passphrase: z.optional(z.string()) }),
  z.object({ intent: z.literal('back-up-now') }),
  z.object({ intent: z.literal('backup-download'), name: z.string() }),
  z.object({ intent: z.literal('backup-plan'), name: z.string(), replace: z.boolean() }),
  z.object({
    intent: z.literal('backup-apply'),
    name: z.string(),
    replace: z.boolean(),
    confirm: z.optional(z.string()),
  }),
  z.object({ intent: z.literal('import-drop'), id: z.string() }),
])
export type SettingsIntent = z.infer<typeof SettingsIntentSchema>

/** The two steps of importing a picked file, posted as form data (the file travels with them). */
export const IMPORT_INTENTS = { plan: 'import-plan', apply: 'import-apply' } as const

/**
 * Settings' writes: where alerts go and a test alert, the archive download, the daily backups (whether
 * they hold the enquiries, one now, a restore planned then applied), and a picked archive's import (dry run, then apply).
 */
export function settingsAction(client: AdminClient) {
  const json = parsedIntentAction(SettingsIntentSchema, {
    'save-alerts': ({ body }) => client.saveAlertSettings(body),
    'test-alert': () => client.sendTestAlert(),
    download: ({ enquiries, passphrase }) =>
      client.exportArchive({ enquiries, ...(passphrase ? { passphrase } : {}) }),
    'save-backups': ({ body }) => client.saveBackupSettings(body),
    // A backup made now holds what the daily ones hold.
    'back-up-now': async () => client.backUpNow((await client.backupSettings()).enquiries),
    'backup-download': ({ name }) => client.downloadBackup(name),
    'backup-plan': ({ name, replace }) => client.planBackupRestore(name, replace),
    'backup-apply': ({ name, replace, confirm }) =>
      client.applyBackupRestore(name, { replace, ...(confirm ? { confirm } : {}) }),
    'import-drop': ({ id }) => client.dropImport(id),
  })
  return async (args: ActionFunctionArgs) => {
    if ((args.request.headers.get('content-type') ?? '').includes('json')) return json(args)
    const form = await args.request.formData()
    const file = form.get('file')
    const replace = form.get('replace') === 'true'
    const intent = String(form.get('intent'))
    if (!(file instanceof Blob)) return answer(args.request, intent, () => Promise.reject(new Error(NO_FILE)))
    if (intent === IMPORT_INTENTS.plan) {
      return answer(args.request, intent, () => planArchiveImport(client, file, replace))
    }
    const id = String(form.get('id'))
    const confirm = String(form.get('confirm') ?? '')
    return answer(args.request, intent, () => applyArchiveImport(client, file, id, { replace, confirm }))
  }
}

export const NO_FILE = 'Choose a studio archive (.zip) first.'
