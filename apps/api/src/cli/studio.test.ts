import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { createAdminClient } from '@studio/contracts/admin-client'
import { ARCHIVE_MESSAGES } from '@studio/contracts/archive'
import { createPublicClient } from '@studio/contracts/public-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startNodeServer } from '../node-server'
import { STRONG_PASSWORD } from '../test-support/requests'
import { scratchDir } from '../test-support/test-run-dir'
import { runStudioCli } from './run'

/**
 * The command line against real running studios: two Node servers on free ports, each with its own
 * database file and media folder, the first with the demo content (as the laptop), the second
 * empty (as the deployed studio).
 */

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  return typeof address === 'object' && address ? address.port : 0
}

interface Studio {
  server: RunningServer
  env: Record<string, string>
  token: string
}

/** A Node server on a free port; another process may take the port between the probe and the
 * listen (the tests beside this one open connections all the time), so a taken port is tried again. */
async function listenOnFreePort(
  env: Record<string, string>,
): Promise<{ server: RunningServer; env: Record<string, string> }> {
  for (let attempt = 1; ; attempt++) {
    const withPort = { ...env, API_PORT: String(await freePort()) }
    try {
      return { server: await startNodeServer(withPort), env: withPort }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 3) throw error
    }
  }
}

async function startStudio(seed: boolean): Promise<Studio> {
  const dir = scratchDir('studio-cli-')
  const { server, env } = await listenOnFreePort({
    API_HOST: '127.0.0.1',
    DATABASE_URL: `file:${join(dir, 'studio.db')}`,
    MEDIA_DIR: join(dir, 'media'),
    SEED_DEMO_CONTENT: String(seed),
  })
  const signedOut = createAdminClient({ apiUrl: server.url, getToken: () => null })
  const owner = { email: 'owner@studio.test', password: STRONG_PASSWORD }
  await signedOut.signup(owner)
  const { access_token: token } = await signedOut.login(owner)
  if (!token) throw new Error('The login answered no token.')
  return { server, env, token }
}

function cli(argv: string[], env: Record<string, string>, answers: string[] = []) {
  const out: string[] = []
  const err: string[] = []
  const io = {
    out: (line: string) => void out.push(line),
    err: (line: string) => void err.push(line),
    ask: async () => answers.shift() ?? null,
  }
  return runStudioCli(argv, env, io).then((status) => ({ status, out: out.join('\n'), err }))
}

const publicClient = (studio: Studio) => createPublicClient(studio.server.url)
const projectCount = async (studio: Studio) => (await publicClient(studio).listProjects()).length
const workItemCount = async (studio: Studio) => (await publicClient(studio).listAllWork()).length

let laptop: Studio
let deployed: Studio
let dir: string

beforeAll(async () => {
  laptop = await startStudio(true)
  deployed = await startStudio(false)
  dir = scratchDir('studio-cli-files-')
})

afterAll(async () => {
  await laptop.server.close()
  await deployed.server.close()
})

describe('npm run studio', () => {
  it('exports a running studio through its API, dry-runs the import into another, then imports it there', async () => {
    const file = join(dir, 'laptop.zip')
    const exported = await cli(['export', file, '--with-enquiries', '--api', laptop.server.url], {
      STUDIO_TOKEN: laptop.token,
    })
    expect(exported).toMatchObject({ status: 0, err: [] })
    expect(exported.out).toMatch(/^Wrote .*laptop\.zip: \d+ projects, \d+ work items/)

    const env = { STUDIO_TOKEN: deployed.token }
    const dryRun = await cli(['import', file, '--dry-run', '--api', deployed.server.url], env)
    expect(dryRun).toMatchObject({ status: 0, err: [] })
    expect(dryRun.out).toContain('Dry run: nothing was written.')
    expect(dryRun.out).toMatch(/projects\s+\d+\s+0\s+0\s+0/)
    expect(await projectCount(deployed)).toBe(0)

    const imported = await cli(['import', file, '--api', deployed.server.url], env)
    expect(imported).toMatchObject({ status: 0, err: [] })
    // The deployed studio's starting copy (each language's copy and first revision) takes the laptop's.
    expect(imported.out).toMatch(/Imported: \d+ created, 4 updated, 0 deleted, \d+ media files written\./)
    expect(await projectCount(deployed)).toBe(await projectCount(laptop))
    expect(await workItemCount(deployed)).toBe(await workItemCount(laptop))
    // The covers answer from the deployed studio's own media.
    const [project] = await publicClient(deployed).listProjects()
    expect(
      project?.cover_url?.startsWith(`${deployed.server.url.replace('127.0.0.1', 'localhost')}/media/`),
    ).toBe(true)
    expect((await fetch((project?.cover_url ?? '').replace('localhost', '127.0.0.1'))).status).toBe(200)

    const again = await cli(['import', file, '--api', deployed.server.url], env)
    expect(again.out).toContain('Imported: 0 created, 0 updated, 0 deleted, 0 media files written.')
  })

  it('exports and imports on the database and media folder the settings name, and refuses in one line', async () => {
    const file = join(dir, 'local.zip')
    const exported = await cli(['export', file], laptop.env)
    expect(exported).toMatchObject({ status: 0, err: [] })
    const fresh = scratchDir('studio-cli-fresh-')
    const freshEnv = { DATABASE_URL: `file:${join(fresh, 'studio.db')}`, MEDIA_DIR: join(fresh, 'media') }
    const imported = await cli(['import', file], freshEnv)
    expect(imported).toMatchObject({ status: 0, err: [] })
    expect(imported.out).toMatch(/The enquiries are not in this archive/)

    const truncated = join(dir, 'truncated.zip')
    const bytes = readFileSync(file)
    writeFileSync(truncated, bytes.subarray(0, bytes.byteLength - 100))
    expect(await cli(['import', truncated], freshEnv)).toEqual({
      status: 1,
      out: '',
      err: [`studio: ${ARCHIVE_MESSAGES.notZip}`],
    })
    expect((await cli(['import'], freshEnv)).status).toBe(2)
    expect((await cli(['import', file, '--api', deployed.server.url], {})).err).toEqual([
      "studio: --api needs an administrator's token in STUDIO_TOKEN.",
    ])
  })

  it('deletes with replace only after the typed confirmation', async () => {
    const file = join(dir, 'replace.zip')
    await cli(['export', file], laptop.env)
    const admin = createAdminClient({ apiUrl: deployed.server.url, getToken: () => deployed.token })
    await admin.createProject({ title: 'Only on the deployed studio', description: 'd' })
    const env = { STUDIO_TOKEN: deployed.token }
    const before = await projectCount(deployed)
    const refused = await cli(['import', file, '--replace', '--api', deployed.server.url], env, ['yes'])
    expect(refused.status).toBe(1)
    expect(refused.err[0]).toContain(
      'Replace deletes what the archive does not hold: confirm by typing "delete 1"',
    )
    expect(await projectCount(deployed)).toBe(before)

    const replaced = await cli(['import', file, '--replace', '--api', deployed.server.url], env, ['delete 1'])
    expect(replaced).toMatchObject({ status: 0, err: [] })
    expect(await projectCount(deployed)).toBe(before - 1)
  })
})
