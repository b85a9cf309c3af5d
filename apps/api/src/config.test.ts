import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadNodeConfig, loadWorkerConfig } from './config'
import { LOCAL_APP_CONFIG } from './test-support/test-app'

const defaults = {
  databaseUrl: 'file:/srv/api/data/studio.db',
  mediaDir: '/srv/api/data/media',
  localTwoFactorKey: () => 'f'.repeat(64),
}

describe('loadNodeConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadNodeConfig({}, defaults)
    expect(config).toMatchObject({
      port: 8787,
      databaseUrl: defaults.databaseUrl,
      databaseAuthToken: undefined,
      mediaDir: defaults.mediaDir,
      archiveDir: '/srv/api/data/archive',
      seedDemoContent: true,
      host: 'localhost',
      trustedProxyHops: 0,
    })
    expect(config.app).toMatchObject(LOCAL_APP_CONFIG)
  })

  it('reads every variable', () => {
    const config = loadNodeConfig(
      {
        API_PORT: '9000',
        DATABASE_URL: 'libsql://studio-acme.turso.io',
        DATABASE_AUTH_TOKEN: 'secret-token',
        MEDIA_DIR: '/tmp/media',
        ARCHIVE_DIR: '/var/backups/studio',
        SITE_ORIGIN: 'https://studio.example/',
        ADMIN_ORIGIN: 'https://admin.studio.example',
        ADMIN_API_PREFIX: '/private-admin',
        PUBLIC_MEDIA_BASE_URL: 'https://api.studio.example/media/',
        ADMIN_SIGNUP_ALLOWLIST: ' Ops@Studio.example, @studio.example ,,',
        SESSION_TTL_HOURS: '12',
        SEED_DEMO_CONTENT: 'false',
        TRUSTED_PROXY_HOPS: '2',
        API_HOST: '0.0.0.0',
      },
      defaults,
    )
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'libsql://studio-acme.turso.io',
      databaseAuthToken: 'secret-token',
      mediaDir: '/tmp/media',
      archiveDir: '/var/backups/studio',
      seedDemoContent: false,
      host: '0.0.0.0',
      trustedProxyHops: 2,
    })
    expect(config.app).toMatchObject({
      siteOrigin: 'https://studio.example',
      adminOrigin: 'https://admin.studio.example',
      adminPrefix: '/private-admin',
      publicMediaBaseUrl: 'https://api.studio.example/media',
      signupAllowlist: ['ops@studio.example', '@studio.example'],
      sessionTtlMs: 12 * 60 * 60 * 1000,
    })
  })

  it('keeps local webhooks off unless ALLOW_LOCAL_WEBHOOKS=true', () => {
    expect(loadNodeConfig({}, defaults).allowLocalWebhooks).toBe(false)
    expect(loadNodeConfig({ ALLOW_LOCAL_WEBHOOKS: 'true' }, defaults).allowLocalWebhooks).toBe(true)
    expect(() => loadNodeConfig({ ALLOW_LOCAL_WEBHOOKS: 'maybe' }, defaults)).toThrow(/ALLOW_LOCAL_WEBHOOKS/)
  })

  it('keeps the archive folder beside the media folder unless ARCHIVE_DIR names one', () => {
    expect(loadNodeConfig({ MEDIA_DIR: '/srv/studio/media/' }, defaults).archiveDir).toBe(
      '/srv/studio/archive',
    )
    expect(loadNodeConfig({ MEDIA_DIR: 'media' }, defaults).archiveDir).toBe('archive')
    expect(loadNodeConfig({ MEDIA_DIR: 'C:\\studio\\media' }, defaults).archiveDir).toBe(
      'C:\\studio\\archive',
    )
    expect(loadNodeConfig({ ARCHIVE_DIR: ' ' }, defaults).archiveDir).toBe('/srv/api/data/archive')
  })

  it('derives the media base URL from the port and treats blank values as unset', () => {
    const config = loadNodeConfig({ API_PORT: '8821', MEDIA_DIR: '', SITE_ORIGIN: ' ' }, defaults)
    expect(config.app.publicMediaBaseUrl).toBe('http://localhost:8821/media')
    expect(config.mediaDir).toBe(defaults.mediaDir)
    expect(config.app.siteOrigin).toBe('http://localhost:5173')
  })

  it.each([
    [{ API_PORT: 'eighty' }, 'API_PORT'],
    [{ API_PORT: '70000' }, 'API_PORT'],
    [{ ADMIN_API_PREFIX: 'sb-admin' }, 'ADMIN_API_PREFIX'],
    [{ ADMIN_API_PREFIX: '/' }, 'ADMIN_API_PREFIX'],
    [{ ADMIN_API_PREFIX: '/public/admin' }, 'ADMIN_API_PREFIX'],
    [{ ADMIN_API_PREFIX: '/media' }, 'ADMIN_API_PREFIX'],
    [{ SITE_ORIGIN: 'localhost:5173' }, 'SITE_ORIGIN'],
    [{ ADMIN_ORIGIN: 'javascript:alert(1)' }, 'ADMIN_ORIGIN'],
    [{ SEED_DEMO_CONTENT: 'maybe' }, 'SEED_DEMO_CONTENT'],
    [{ SESSION_TTL_HOURS: '0' }, 'SESSION_TTL_HOURS'],
    [{ DATABASE_URL: 'postgres://db' }, 'DATABASE_URL'],
    [{ TRUSTED_PROXY_HOPS: '-1' }, 'TRUSTED_PROXY_HOPS'],
    [{ TRUSTED_PROXY_HOPS: 'one' }, 'TRUSTED_PROXY_HOPS'],
    [{ TRUSTED_PROXY_HOPS: '1.5' }, 'TRUSTED_PROXY_HOPS'],
  ])('refuses %o with an error naming %s', (env, name) => {
    expect(() => loadNodeConfig(env, defaults)).toThrow(ConfigError)
    expect(() => loadNodeConfig(env, defaults)).toThrow(new RegExp(`Invalid configuration:\\n {2}${name}: `))
  })

  it('refuses the retired TRUST_FORWARDED_FOR, naming its replacement', () => {
    expect(() => loadNodeConfig({ TRUST_FORWARDED_FOR: 'true' }, defaults)).toThrow(
      /\n {2}TRUST_FORWARDED_FOR: is no longer supported: set TRUSTED_PROXY_HOPS/,
    )
    expect(loadNodeConfig({ TRUST_FORWARDED_FOR: '' }, defaults).trustedProxyHops).toBe(0)
  })
})

describe('loadWorkerConfig', () => {
  const bucket = { get: () => null, put: () => null }
  const archive = { get: () => null, put: () => null }

  it('requires a remote DATABASE_URL, the media URL and the R2 binding', () => {
    const missing = () => loadWorkerConfig({})
    expect(missing).toThrow(/\n {2}DATABASE_URL: is required/)
    expect(missing).toThrow(/\n {2}PUBLIC_MEDIA_BASE_URL: /)
    expect(missing).toThrow(/\n {2}MEDIA: must be an R2 bucket binding/)
    expect(missing).toThrow(/\n {2}ARCHIVE: must be an R2 bucket binding/)
    expect(() =>
      loadWorkerConfig({
        DATABASE_URL: 'file:./x.db',
        PUBLIC_MEDIA_BASE_URL: 'https://a.example/media',
        MEDIA: bucket,
        ARCHIVE: bucket,
      }),
    ).toThrow(/DATABASE_URL: must be a libsql/)
  })

  it('builds the app config from vars, secrets and bindings', () => {
    const config = loadWorkerConfig({
      DATABASE_URL: 'libsql://studio-acme.turso.io',
      DATABASE_AUTH_TOKEN: 'token',
      PUBLIC_MEDIA_BASE_URL: 'https://api.studio.example/media',
      SITE_ORIGIN: 'https://studio.example',
      MEDIA: bucket,
      ARCHIVE: archive,
    })
    expect(config.databaseUrl).toBe('libsql://studio-acme.turso.io')
    expect(config.databaseAuthToken).toBe('token')
    expect(config.mediaBucket).toBe(bucket)
    expect(config.archiveBucket).toBe(archive)
    expect(config.app.siteOrigin).toBe('https://studio.example')
    expect(config.app.adminPrefix).toBe('/sb-admin')
    // A public deploy has no open bootstrap: its allowlist names the owner.
    expect(config.app.openBootstrap).toBe(false)
  })
})

describe('enquiry alerts and retention settings', () => {
  const bucket = { get: () => null, put: () => null }
  const worker = {
    DATABASE_URL: 'libsql://s.turso.io',
    PUBLIC_MEDIA_BASE_URL: 'https://a.example/media',
    MEDIA: bucket,
    ARCHIVE: bucket,
  }

  it('gives the app the audience key on both entries, none when unset, and refuses a short one', () => {
    const key = 'k'.repeat(32)
    expect(loadNodeConfig({}, defaults).app.audienceSecret).toBeNull()
    expect(loadNodeConfig({ AUDIENCE_SECRET: key }, defaults).app.audienceSecret).toBe(key)
    expect(loadWorkerConfig({ ...worker, AUDIENCE_SECRET: key }).app.audienceSecret).toBe(key)
    expect(() => loadNodeConfig({ AUDIENCE_SECRET: 'short' }, defaults)).toThrow(
      /AUDIENCE_SECRET: must be at least 32 characters/,
    )
  })

  it('keeps invite links valid for 7 days unless INVITE_TTL_DAYS says otherwise', () => {
    expect(loadNodeConfig({}, defaults).app.inviteTtlMs).toBe(7 * 24 * 60 * 60 * 1000)
    expect(loadWorkerConfig({ ...worker, INVITE_TTL_DAYS: '2' }).app.inviteTtlMs).toBe(
      2 * 24 * 60 * 60 * 1000,
    )
    expect(() => loadNodeConfig({ INVITE_TTL_DAYS: '0' }, defaults)).toThrow(
      /INVITE_TTL_DAYS: must be above 0/,
    )
  })

  it('has no email sender, no initial alert settings, and keeps messages forever by default', () => {
    const config = loadNodeConfig({}, defaults)
    expect(config.alerts).toEqual({ email: null, webhookSecret: undefined, initialTargets: null })
    expect(config.app.messageRetentionDays).toBeNull()
    expect(loadWorkerConfig(worker).alerts).toEqual({
      email: null,
      webhookSecret: undefined,
      initialTargets: null,
    })
  })

  it('reads the SMTP sender, the signing secret and retention on Node', () => {
    const config = loadNodeConfig(
      {
        ENQUIRY_WEBHOOK_SECRET: 's3cret',
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        SMTP_FROM: 'Studio alerts <alerts@studio.example>',
        MESSAGE_RETENTION_DAYS: '180',
      },
      defaults,
    )
    expect(config.alerts).toEqual({
      email: {
        smtpUrl: 'smtps://user:pass@smtp.example.com:465',
        from: 'Studio alerts <alerts@studio.example>',
      },
      webhookSecret: 's3cret',
      initialTargets: null,
    })
    expect(config.app.messageRetentionDays).toBe(180)
  })

  it('reads ENQUIRY_ALERT_EMAIL and ENQUIRY_WEBHOOK_URL only as the first alert settings, needing nothing with them', () => {
    const env = {
      ENQUIRY_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/X',
      ENQUIRY_ALERT_EMAIL: 'Owner@Studio.example',
    }
    const initialTargets = {
      recipients: ['owner@studio.example'],
      webhook_url: 'https://hooks.slack.com/services/T/B/X',
    }
    expect(loadNodeConfig(env, defaults).alerts).toMatchObject({ email: null, initialTargets })
    expect(loadWorkerConfig({ ...worker, ...env }).alerts).toMatchObject({ email: null, initialTargets })
    expect(
      loadNodeConfig({ ENQUIRY_ALERT_EMAIL: 'a@studio.example' }, defaults).alerts.initialTargets,
    ).toEqual({
      recipients: ['a@studio.example'],
      webhook_url: null,
    })
  })

  it('refuses half an SMTP setting, and bad values, naming each variable', () => {
    expect(() => loadNodeConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }, defaults)).toThrow(
      /\n {2}SMTP_FROM: is required when SMTP_URL is set/,
    )
    expect(() => loadNodeConfig({ SMTP_FROM: 'alerts@studio.example' }, defaults)).toThrow(
      /\n {2}SMTP_URL: is required when SMTP_FROM is set/,
    )
    expect(() => loadNodeConfig({ ENQUIRY_WEBHOOK_URL: 'ftp://x.example' }, defaults)).toThrow(
      /ENQUIRY_WEBHOOK_URL: must be an http\(s\) URL/,
    )
    expect(() => loadNodeConfig({ ENQUIRY_ALERT_EMAIL: 'owner' }, defaults)).toThrow(
      /ENQUIRY_ALERT_EMAIL: must be an email address/,
    )
    expect(() => loadNodeConfig({ SMTP_URL: 'https://x.example' }, defaults)).toThrow(
      /SMTP_URL: must be an smtp/,
    )
    for (const days of ['0', '1.5', 'soon']) {
      expect(() => loadNodeConfig({ MESSAGE_RETENTION_DAYS: days }, defaults)).toThrow(ConfigError)
    }
  })

  it('sends Worker email through the send_email binding, which goes with its sender', () => {
    const binding = { send: async () => ({ messageId: 'x' }) }
    expect(() => loadWorkerConfig({ ...worker, ALERT_EMAIL: binding })).toThrow(
      /\n {2}ENQUIRY_ALERT_FROM: is required when ALERT_EMAIL is set/,
    )
    expect(() => loadWorkerConfig({ ...worker, ENQUIRY_ALERT_FROM: 'alerts@studio.example' })).toThrow(
      /\n {2}ALERT_EMAIL: is required when ENQUIRY_ALERT_FROM is set/,
    )
    const config = loadWorkerConfig({
      ...worker,
      ENQUIRY_ALERT_FROM: 'alerts@studio.example',
      ALERT_EMAIL: binding,
    })
    expect(config.alerts.email).toEqual({ from: 'alerts@studio.example', binding })
  })
})

describe('the environment reaching the API through turbo', () => {
  it('passes every variable through to `npm run dev` as to `npm start` (turbo hides unlisted ones)', () => {
    const turbo = JSON.parse(readFileSync(new URL('../../../turbo.json', import.meta.url), 'utf8')) as {
      tasks: Record<string, { passThroughEnv?: string[] }>
    }
    expect(turbo.tasks.start?.passThroughEnv).toEqual(['*'])
    expect(turbo.tasks.dev?.passThroughEnv).toEqual(['*'])
  })

  it('gives `npm start` (turbo run start over every workspace) exactly the three apps to start', () => {
    const root = new URL('../../../', import.meta.url)
    const started = ['apps', 'packages'].flatMap((folder) =>
      readdirSync(new URL(`${folder}/`, root)).flatMap((name) => {
        const manifest = new URL(`${folder}/${name}/package.json`, root)
        if (!existsSync(manifest)) return []
        const { scripts } = JSON.parse(readFileSync(manifest, 'utf8')) as { scripts?: Record<string, string> }
        return scripts?.start ? [`${folder}/${name}`] : []
      }),
    )
    expect(started.sort()).toEqual(['apps/admin', 'apps/api', 'apps/site'])
  })
})
