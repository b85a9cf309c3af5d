import * as z from 'zod/mini'
import {
  type AlertSettings,
  AlertSettingsSchema,
  type AlertTargetsBody,
  type TestAlertResult,
  TestAlertResultSchema,
} from './alert-settings'
import { ApiError, errorFieldOf, isJsonResponse, trimBase } from './api-error'
import {
  type ArchiveExportBody,
  type Backup,
  BackupListSchema,
  type ImportApplyBody,
  type ImportPlanAnswer,
  ImportPlanAnswerSchema,
  type ImportResult,
  ImportResultSchema,
  type ImportStart,
  ImportStartSchema,
} from './archive'
import {
  type AudienceQuery,
  type AudienceReport,
  AudienceReportSchema,
  type AudienceSettings,
  type AudienceSettingsBody,
  AudienceSettingsSchema,
  audienceQueryString,
} from './audience'
import { AuditEntrySchema, type AuditLogParams, auditQueryString } from './audit'
import type { LoginBody, SessionResponse, SignupBody, SignupStatus } from './auth'
import { MeResponseSchema, SessionResponseSchema, SignupStatusSchema } from './auth'
import { DEFAULT_ADMIN_API_PREFIX } from './constants'
import {
  type BulkAction,
  BulkActionResultSchema,
  type InboxListParams,
  type InboxMessage,
  InboxMessageSchema,
  inboxQueryString,
  type MessageStatus,
  totalCountOf,
  UnreadCountSchema,
} from './inbox'
import { type OrderResult, OrderResultSchema } from './ordering'
import { type AdminProject, AdminProjectSchema, type ProjectBody } from './projects'
import { type BackupSettings, BackupSettingsSchema } from './settings'
import { siteContentAdminCalls } from './site-content-api'
import { type StatusAttention, StatusAttentionSchema, type StatusReport, StatusReportSchema } from './status'
import {
  type AccountSession,
  AccountSessionSchema,
  type EndedSessions,
  EndedSessionsSchema,
  type InviteBody,
  type InviteCreated,
  InviteCreatedSchema,
  type PasswordChangeBody,
  type PendingInvite,
  PendingInviteSchema,
  type TeamMember,
  TeamMemberSchema,
} from './team'
import { twoFactorCalls } from './two-factor-client'
import { type UploadResponse, UploadResponseSchema } from './upload'
import {
  type AdminWorkItem,
  AdminWorkItemSchema,
  type WorkItemBody,
  type WorkItemUpdateBody,
} from './work-items'

export interface AdminClientOptions {
  /** The API host, e.g. https://api.example.com (trailing slashes removed). */
  apiUrl: string
  /** Admin path prefix, default /sb-admin. */
  prefix?: string
  getToken: () => string | null
  fetcher?: typeof fetch
  /**
   * How a redirect is met (the fetch default, follow, unless set): the command line says 'error', so
   * its token is never sent on to an address the studio's answer names.
   */
  redirect?: RequestInit['redirect']
}

/** Where the first problem is, in words: `the answer`, or a path such as `item 2, title`. */
function placeOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }>): string {
  const path = issues[0]?.path ?? []
  if (path.length === 0) return 'the answer'
  return path.map((key) => (typeof key === 'number' ? `item ${key + 1}` : String(key))).join(', ')
}

/** A 2xx answer of the wrong shape (or null) is an ApiError like any other. */
function parseAnswer<T>(schema: z.ZodMiniType<T>, body: unknown, status: number, url: string): T {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  throw new ApiError(
    `Unexpected answer from the API (${placeOf(parsed.error.issues)} has the wrong shape)`,
    status,
    url,
  )
}

/** A file the API sent as an attachment, with the name it gave it. */
export interface DownloadedFile {
  blob: Blob
  filename: string
}

/** A file the API sends as an attachment, as it arrives: for writing to disk without holding it whole. */
export interface StreamedFile {
  body: ReadableStream<Uint8Array>
  filename: string
}

/** The filename of a `Content-Disposition: attachment; filename="…"` header, if any. */
export function attachmentFilename(disposition: string | null): string | null {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '')
  return match?.[1]?.trim() || null
}

/** The admin panel's client: bearer token, no cookies, the spec's error rules. */
export function createAdminClient(options: AdminClientOptions) {
  const host = trimBase(options.apiUrl)
  const adminBase = `${host}${trimBase(options.prefix ?? DEFAULT_ADMIN_API_PREFIX)}`
  const fetcher = options.fetcher ?? fetch

  /** Sends with the bearer token and never a cookie: the session travels only as the header. */
  function send(url: string, init: RequestInit, accept = 'application/json'): Promise<Response> {
    const headers = new Headers(init.headers)
    headers.set('accept', accept)
    const token = options.getToken()
    if (token) headers.set('authorization', `Bearer ${token}`)
    const request: RequestInit = { ...init, headers }
    if (options.redirect) request.redirect = options.redirect
    return fetcher(url, { ...request, credentials: 'omit' } as RequestInit)
  }

  /** A JSON call; `onResponse` sees the answer first, for what travels in headers (a list's total). */
  async function call<T>(
    url: string,
    init: RequestInit,
    schema: z.ZodMiniType<T>,
    onResponse?: (response: Response) => void,
  ): Promise<T> {
    const response = await send(url, init)
    onResponse?.(response)
    if (response.status === 204) return parseAnswer(schema, {}, response.status, url)
    if (!isJsonResponse(response)) {
      const text = await response.text().catch(() => '')
      const contentType = response.headers.get('content-type') ?? 'none'
      throw new ApiError(
        `Expected JSON but got status ${response.status} (content-type: ${contentType}): ${text.slice(0, 400)} ` +
          '— check the admin API URL configuration (VITE_API_URL and VITE_ADMIN_API_PREFIX)',
        response.status,
        url,
      )
    }
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      throw new ApiError(errorFieldOf(body) ?? `Request failed (${response.status})`, response.status, url)
    }
    return parseAnswer(schema, body, response.status, url)
  }

  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const anything = z.unknown()
  const list = <T>(schema: z.ZodMiniType<T>) => z.array(schema)

  /** One page of a paged list, with the list's total from X-Total-Count. */
  async function page<T>(url: string, schema: z.ZodMiniType<T>): Promise<{ items: T[]; total: number }> {
    let total = 0
    const items = await call(url, {}, list(schema), (response) => {
      total = totalCountOf(response.headers)
    })
    return { items, total }
  }

  /** An attachment's answer once it is known to be one (an error answer throws its ApiError). */
  async function openDownload(url: string, init: RequestInit, accept: string): Promise<Response> {
    const response = await send(url, init, accept)
    if (!response.ok) {
      const body: unknown = isJsonResponse(response) ? await response.json().catch(() => null) : null
      throw new ApiError(errorFieldOf(body) ?? `Request failed (${response.status})`, response.status, url)
    }
    return response
  }

  const filenameOf = (response: Response, fallbackName: string) =>
    attachmentFilename(response.headers.get('content-disposition')) ?? fallbackName

  /** A file the API answers as an attachment: its bytes and the name it gives (else `fallbackName`). */
  async function download(url: string, init: RequestInit, accept: string, fallbackName: string) {
    const response = await openDownload(url, init, accept)
    return {
      blob: await response.blob(),
      filename: filenameOf(response, fallbackName),
    } satisfies DownloadedFile
  }

  /** The same as `download`, its body left to the caller to read as it arrives. */
  async function streamDownload(
    url: string,
    init: RequestInit,
    accept: string,
    fallbackName: string,
  ): Promise<StreamedFile> {
    const response = await openDownload(url, init, accept)
    if (!response.body) throw new ApiError('The answer has no body', response.status, url)
    return { body: response.body, filename: filenameOf(response, fallbackName) }
  }

  /** The export's address and request: with a passphrase (enquiries only) it travels in the body, never the address. */
  const exportRequest = (body: ArchiveExportBody): [string, RequestInit] => [
    `${adminBase}/archive/export${body.passphrase ? '' : `?enquiries=${body.enquiries ? 1 : 0}`}`,
    body.passphrase ? json('POST', body) : {},
  ]

  // An uploaded import and a stored backup are planned and applied alike; only their address differs.
  const planAt = (archive: string, replace: boolean): Promise<ImportPlanAnswer> =>
    call(`${adminBase}/archive/${archive}/plan`, json('POST', { replace }), ImportPlanAnswerSchema)
  const applyAt = (archive: string, body: ImportApplyBody): Promise<ImportResult> =>
    call(`${adminBase}/archive/${archive}/apply`, json('POST', body), ImportResultSchema)

  return {
    adminBase,
    signup: (body: SignupBody) =>
      call(`${host}/auth/signup`, json('POST', body), z.partial(SessionResponseSchema)),
    login: (body: LoginBody): Promise<SessionResponse> =>
      call(`${host}/auth/login`, json('POST', body), SessionResponseSchema),
    logout: () => call(`${host}/auth/logout`, { method: 'POST' }, anything),
    me: () => call(`${host}/auth/me`, { method: 'GET' }, MeResponseSchema),
    /** Whether the login page offers "Create one" (no token needed). */
    signupStatus: (): Promise<SignupStatus> => call(`${host}/auth/signup-status`, {}, SignupStatusSchema),

    listProjects: (): Promise<AdminProject[]> => call(`${adminBase}/projects`, {}, list(AdminProjectSchema)),
    createProject: (body: ProjectBody) =>
      call(`${adminBase}/projects`, json('POST', body), AdminProjectSchema),
    updateProject: (id: number, body: ProjectBody) =>
      call(`${adminBase}/projects/${id}`, json('PUT', body), AdminProjectSchema),
    deleteProject: (id: number) => call(`${adminBase}/projects/${id}`, { method: 'DELETE' }, anything),

    /** A cover's original, as the admin chose it: the API makes every width and format from it. */
    upload(file: Blob, filename = 'cover'): Promise<UploadResponse> {
      const form = new FormData()
      form.append('file', file, filename)
      return call(`${adminBase}/upload`, { method: 'POST', body: form }, UploadResponseSchema)
    },

    // The enquiry inbox: one page at a time, its total from X-Total-Count.
    listInboxMessages: (params: Partial<InboxListParams> = {}) =>
      page(`${adminBase}/contact-messages${inboxQueryString(params)}`, InboxMessageSchema),
    setMessageStatus: (id: number, status: MessageStatus): Promise<InboxMessage> =>
      call(`${adminBase}/contact-messages/${id}`, json('PATCH', { status }), InboxMessageSchema),
    deleteMessage: (id: number) =>
      call(`${adminBase}/contact-messages/${id}`, { method: 'DELETE' }, anything),
    bulkMessages: (ids: number[], action: BulkAction) =>
      call(`${adminBase}/contact-messages/bulk`, json('POST', { ids, action }), BulkActionResultSchema),
    unreadMessageCount: async (): Promise<number> =>
      (await call(`${adminBase}/contact-messages/unread-count`, {}, UnreadCountSchema)).count,
    /** The CSV of every message matching the filter and search (not only one page). */
    async exportMessages(
      params: Pick<Partial<InboxListParams>, 'q' | 'status' | 'language' | 'source'> = {},
    ): Promise<DownloadedFile> {
      const { q, status, language, source } = params
      const url = `${adminBase}/contact-messages/export${inboxQueryString({ q, status, language, source })}`
      return download(url, {}, 'text/csv', 'contact-messages.csv')
    },
    alertSettings: (): Promise<AlertSettings> =>
      call(`${adminBase}/settings/alerts`, {}, AlertSettingsSchema),
    /** Recipients and webhook; a field left out keeps its value, `webhook_url: null` clears it. */
    saveAlertSettings: (body: AlertTargetsBody): Promise<AlertSettings> =>
      call(`${adminBase}/settings/alerts`, json('PUT', body), AlertSettingsSchema),
    /** A test alert through the saved channels now: one result per webhook and per recipient. */
    sendTestAlert: (): Promise<TestAlertResult> =>
      call(`${adminBase}/settings/alerts/test`, { method: 'POST' }, TestAlertResultSchema),

    // The studio archive: download, the import in steps (each a request a Worker takes), daily backups.
    /** The whole studio as a zip. */
    exportArchive: (body: ArchiveExportBody): Promise<DownloadedFile> =>
      download(...exportRequest(body), 'application/zip', 'studio-archive.zip'),
    /** The whole studio as a zip, as it arrives (the command line writes it to disk). */
    streamArchiveExport: (body: ArchiveExportBody): Promise<StreamedFile> =>
      streamDownload(...exportRequest(body), 'application/zip', 'studio-archive.zip'),
    /** Opens an import with the archive's manifest as read (the API judges it: a newer format, a bad shape). */
    startImport: (manifest: unknown): Promise<ImportStart> =>
      call(`${adminBase}/archive/imports`, json('POST', { manifest }), ImportStartSchema),
    /** One part (at most `part_bytes_max`) of a record file, parts in order from 0. */
    sendImportPart: (id: string, name: string, part: number, bytes: Blob) =>
      call(
        `${adminBase}/archive/imports/${encodeURIComponent(id)}/files/${encodeURIComponent(name)}?part=${part}`,
        { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: bytes },
        anything,
      ),
    /** The dry run: what the import would change, any conflict, and the media files still to send. */
    planImport: (id: string, replace: boolean) => planAt(`imports/${encodeURIComponent(id)}`, replace),
    sendImportMedia: (id: string, sha256: string, bytes: Blob) =>
      call(
        `${adminBase}/archive/imports/${encodeURIComponent(id)}/media/${encodeURIComponent(sha256)}`,
        { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: bytes },
        anything,
      ),
    applyImport: (id: string, body: ImportApplyBody) => applyAt(`imports/${encodeURIComponent(id)}`, body),
    /** Drops what an import sent (after a dry run that is not applied). */
    dropImport: (id: string) =>
      call(`${adminBase}/archive/imports/${encodeURIComponent(id)}`, { method: 'DELETE' }, anything),
    /** Whether the daily backups hold the enquiries. */
    backupSettings: (): Promise<BackupSettings> =>
      call(`${adminBase}/settings/backups`, {}, BackupSettingsSchema),
    saveBackupSettings: (body: BackupSettings): Promise<BackupSettings> =>
      call(`${adminBase}/settings/backups`, json('PUT', body), BackupSettingsSchema),
    listBackups: (): Promise<Backup[]> => call(`${adminBase}/archive/backups`, {}, BackupListSchema),
    backUpNow: (enquiries: boolean): Promise<{ name: string }> =>
      call(`${adminBase}/archive/backups`, json('POST', { enquiries }), z.object({ name: z.string() })),
    planBackupRestore: (name: string, replace: boolean) =>
      planAt(`backups/${encodeURIComponent(name)}`, replace),
    applyBackupRestore: (name: string, body: ImportApplyBody) =>
      applyAt(`backups/${encodeURIComponent(name)}`, body),
    /** One daily backup as a complete archive (its media inside), to keep or to import elsewhere. */
    downloadBackup: (name: string): Promise<DownloadedFile> =>
      download(`${adminBase}/archive/backups/${encodeURIComponent(name)}`, {}, 'application/zip', name),

    // Audience: the report of a period (daily totals), and the measurement settings.
    audienceReport: (params: Partial<AudienceQuery> = {}): Promise<AudienceReport> =>
      call(`${adminBase}/audience${audienceQueryString(params)}`, {}, AudienceReportSchema),
    audienceSettings: (): Promise<AudienceSettings> =>
      call(`${adminBase}/settings/audience`, {}, AudienceSettingsSchema),
    saveAudienceSettings: (body: AudienceSettingsBody): Promise<AudienceSettings> =>
      call(`${adminBase}/settings/audience`, json('PUT', body), AudienceSettingsSchema),

    // Status: the background work, backups, alert deliveries and versions; the sidebar's short form.
    status: (): Promise<StatusReport> => call(`${adminBase}/status`, {}, StatusReportSchema),
    statusAttention: (): Promise<StatusAttention> =>
      call(`${adminBase}/status/attention`, {}, StatusAttentionSchema),

    listWorkItems: (): Promise<AdminWorkItem[]> =>
      call(`${adminBase}/all-work`, {}, list(AdminWorkItemSchema)),
    createWorkItem: (body: WorkItemBody) =>
      call(`${adminBase}/all-work`, json('POST', body), AdminWorkItemSchema),
    updateWorkItem: (id: number, body: WorkItemUpdateBody) =>
      call(`${adminBase}/all-work/${id}`, json('PUT', body), AdminWorkItemSchema),
    deleteWorkItem: (id: number) => call(`${adminBase}/all-work/${id}`, { method: 'DELETE' }, anything),

    // Team, your account, the audit log and the manual order.
    listAdmins: (): Promise<TeamMember[]> => call(`${adminBase}/admins`, {}, list(TeamMemberSchema)),
    removeAdmin: (id: number) => call(`${adminBase}/admins/${id}`, { method: 'DELETE' }, anything),
    listInvites: (): Promise<PendingInvite[]> => call(`${adminBase}/invites`, {}, list(PendingInviteSchema)),
    createInvite: (body: InviteBody): Promise<InviteCreated> =>
      call(`${adminBase}/invites`, json('POST', body), InviteCreatedSchema),
    revokeInvite: (id: number) => call(`${adminBase}/invites/${id}`, { method: 'DELETE' }, anything),
    changePassword: (body: PasswordChangeBody) => call(`${host}/auth/password`, json('POST', body), anything),
    listSessions: (): Promise<AccountSession[]> =>
      call(`${host}/auth/sessions`, {}, list(AccountSessionSchema)),
    endOtherSessions: (): Promise<EndedSessions> =>
      call(`${host}/auth/sessions`, { method: 'DELETE' }, EndedSessionsSchema),
    endSession: (id: number) => call(`${host}/auth/sessions/${id}`, { method: 'DELETE' }, anything),
    listAuditLog: (params: Partial<AuditLogParams> = {}) =>
      page(`${adminBase}/audit-log${auditQueryString(params)}`, AuditEntrySchema),
    reorderProjects: (ids: number[]): Promise<OrderResult> =>
      call(`${adminBase}/projects/order`, json('PUT', { ids }), OrderResultSchema),
    reorderWorkItems: (ids: number[]): Promise<OrderResult> =>
      call(`${adminBase}/all-work/order`, json('PUT', { ids }), OrderResultSchema),
    // Site copy: draft, publish, preview links (and ending them all) and revisions.
    ...siteContentAdminCalls(adminBase, send),
    // Two-factor sign-in: the second step, passkeys, authenticator codes, recovery codes, the team's rule.
    ...twoFactorCalls(host, adminBase, call, anything),
  }
}

export type AdminClient = ReturnType<typeof createAdminClient>
