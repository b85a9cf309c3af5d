import { join } from 'node:path'
import { SITE_CONTENT_MESSAGES } from '@studio/contracts'
import { ARCHIVE_FILES, ARCHIVE_MESSAGES } from '@studio/contracts/archive'
import { disallowedCharacters, invisibleCharacters } from '@studio/contracts/messages'
import { beforeAll, describe, expect, it } from 'vitest'
import { changedRecords, fillStudio, writeZip, zipEntries } from '../test-support/archive-studio'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { COMMAND_LINE_ACTOR } from './audit'
import { importArchive, planArchiveImport } from './import'
import { openArchiveFile, writeArchiveFile } from './node-file'
import { openArchive } from './read'
import { verifyArchive } from './verify'

/**
 * An archive is held to the admin's own rules, record by record: one hostile record, in an archive
 * that is otherwise whole and checks out, refuses the plan and the import, and nothing is written.
 */

let source: TestApp
let target: TestApp
let entries: Map<string, Uint8Array>

type Records = Record<string, unknown>[]
type SiteCopy = { published: { content: Record<string, unknown>; published_by_email: string | null } }

const LINK = 'Must be an http(s) URL or a path starting with /.'

/** The target's record files and the public site copy of both languages, to compare. */
async function stateOf(t: TestApp) {
  const file = join(t.dir, `state-${Math.random()}.zip`)
  await writeArchiveFile(t.deps, file, { enquiries: true })
  const all = await zipEntries(file)
  all.delete('manifest.json')
  const copies = await Promise.all(
    ['en', 'ar'].map(async (lang) => {
      const answer = await t.app.request(`/public/site-content?lang=${lang}`)
      return [lang, answer.status, await answer.text()]
    }),
  )
  return {
    files: Object.fromEntries([...all].map(([name, bytes]) => [name, Buffer.from(bytes).toString()])),
    copies,
  }
}

/** The plan's refusal and the import's, of an archive with `change` made to one file's records. */
async function refusalsOf(name: string, change: (records: Records) => void) {
  const path = join(source.dir, `hostile-${Math.random()}.zip`)
  await writeZip(path, changedRecords(entries, name, change))
  const messageOf = (work: Promise<unknown>) =>
    work.then(
      () => 'accepted',
      (error: Error) => error.message,
    )
  return {
    verified: await messageOf(openArchive(await openArchiveFile(path)).then(verifyArchive)),
    planned: await messageOf(planArchiveImport(target.deps, await openArchiveFile(path), { replace: false })),
    imported: await messageOf(
      importArchive(target.deps, await openArchiveFile(path), { replace: false, actor: COMMAND_LINE_ACTOR }),
    ),
  }
}

function expectRefused(refusals: Awaited<ReturnType<typeof refusalsOf>>, message: string | RegExp) {
  for (const [step, text] of Object.entries(refusals)) {
    if (typeof message === 'string') expect(text, step).toBe(message)
    else expect(text, step).toMatch(message)
  }
}

const first = (records: Records) => records[0] as Record<string, unknown>

beforeAll(async () => {
  source = await createTestApp({ images: null })
  await fillStudio(source)
  const good = join(source.dir, 'good.zip')
  await writeArchiveFile(source.deps, good, { enquiries: true })
  entries = await zipEntries(good)
  target = await createTestApp({ images: null })
})

describe('records held to the admin rules on import', () => {
  it('refuses a project linking to //evil.example/login, naming the file, line and field', async () => {
    const before = await stateOf(target)
    expectRefused(
      await refusalsOf(ARCHIVE_FILES.projects, (records) => {
        first(records).href = '//evil.example/login'
      }),
      ARCHIVE_MESSAGES.recordRefused(ARCHIVE_FILES.projects, 1, 'href', LINK),
    )
    expect(await stateOf(target)).toEqual(before)
  })

  it('refuses a 200,000-character title', async () => {
    const before = await stateOf(target)
    expectRefused(
      await refusalsOf(ARCHIVE_FILES.projects, (records) => {
        first(records).title = 'A'.repeat(200_000)
      }),
      ARCHIVE_MESSAGES.recordRefused(ARCHIVE_FILES.projects, 1, 'title', 'Must be at most 120 characters.'),
    )
    expect(await stateOf(target)).toEqual(before)
  })

  it('refuses a title with a right-to-left override or a bell character', async () => {
    const before = await stateOf(target)
    expectRefused(
      await refusalsOf(ARCHIVE_FILES.workItems, (records) => {
        first(records).title = 'Atlas \u202Eecnanif'
      }),
      ARCHIVE_MESSAGES.recordRefused(ARCHIVE_FILES.workItems, 1, 'title', invisibleCharacters('Title')),
    )
    expectRefused(
      await refusalsOf(ARCHIVE_FILES.projects, (records) => {
        first(records).title = 'Harbour\u0007line'
      }),
      ARCHIVE_MESSAGES.recordRefused(ARCHIVE_FILES.projects, 1, 'title', disallowedCharacters('Title')),
    )
    expect(await stateOf(target)).toEqual(before)
  })

  it('refuses a work item whose website is a javascript: address or whose cover names a backup', async () => {
    const before = await stateOf(target)
    expectRefused(
      await refusalsOf(ARCHIVE_FILES.workItems, (records) => {
        first(records).website = 'javascript:alert(1)'
      }),
      ARCHIVE_MESSAGES.recordRefused(ARCHIVE_FILES.workItems, 1, 'website', LINK),
    )
    expectRefused(
      await refusalsOf(ARCHIVE_FILES.workItems, (records) => {
        first(records).cover_key = 'backups/studio-2026-01-01.zip'
      }),
      ARCHIVE_MESSAGES.recordRefused(ARCHIVE_FILES.workItems, 1, 'cover_key', ARCHIVE_MESSAGES.notAMediaKey),
    )
    expect(await stateOf(target)).toEqual(before)
  })

  it('refuses a malformed published site copy, and the public site copy still answers 200', async () => {
    const before = await stateOf(target)
    expect(before.copies.map(([, status]) => status)).toEqual([200, 200])
    expectRefused(
      await refusalsOf(ARCHIVE_FILES.siteContent, (records) => {
        ;(first(records) as unknown as SiteCopy).published.content.studio = null
      }),
      /^This archive is refused: site_content\.ndjson line 1, field published\.content\.studio: /,
    )
    expectRefused(
      await refusalsOf(ARCHIVE_FILES.siteContent, (records) => {
        const copy = first(records) as unknown as SiteCopy
        ;(copy.published.content.studio as Record<string, unknown>).map_url = 'javascript:alert(1)'
      }),
      ARCHIVE_MESSAGES.recordRefused(
        ARCHIVE_FILES.siteContent,
        1,
        'published.content.studio.map_url',
        SITE_CONTENT_MESSAGES.link,
      ),
    )
    expect(await stateOf(target)).toEqual(before)
  })

  it('refuses a forged publisher that is not an email address', async () => {
    const before = await stateOf(target)
    expectRefused(
      await refusalsOf(ARCHIVE_FILES.siteContent, (records) => {
        ;(first(records) as unknown as SiteCopy).published.published_by_email = 'The Studio Owner (verified)'
      }),
      ARCHIVE_MESSAGES.recordRefused(
        ARCHIVE_FILES.siteContent,
        1,
        'published.published_by_email',
        'Enter a valid email.',
      ),
    )
    expectRefused(
      await refusalsOf(ARCHIVE_FILES.siteContentRevisions, (records) => {
        first(records).admin_email = 'owner@studio.test\u202E'
      }),
      ARCHIVE_MESSAGES.recordRefused(
        ARCHIVE_FILES.siteContentRevisions,
        1,
        'admin_email',
        invisibleCharacters('Email'),
      ),
    )
    expect(await stateOf(target)).toEqual(before)
  })

  it('refuses an enquiry the contact form would refuse, and a time that is not one', async () => {
    const before = await stateOf(target)
    expectRefused(
      await refusalsOf(ARCHIVE_FILES.contactMessages, (records) => {
        first(records).name = 'Visitor\u202E'
      }),
      ARCHIVE_MESSAGES.recordRefused(ARCHIVE_FILES.contactMessages, 1, 'name', invisibleCharacters('Name')),
    )
    expectRefused(
      await refusalsOf(ARCHIVE_FILES.contactMessages, (records) => {
        first(records).message = 'x'.repeat(5001)
      }),
      ARCHIVE_MESSAGES.recordRefused(
        ARCHIVE_FILES.contactMessages,
        1,
        'message',
        'Message must be at most 5000 characters.',
      ),
    )
    expectRefused(
      await refusalsOf(ARCHIVE_FILES.workItems, (records) => {
        first(records).updated_at = '<script>'
      }),
      ARCHIVE_MESSAGES.recordRefused(ARCHIVE_FILES.workItems, 1, 'updated_at', ARCHIVE_MESSAGES.notATime),
    )
    expect(await stateOf(target)).toEqual(before)
  })

  it('accepts the same archive untouched', async () => {
    const path = join(source.dir, 'untouched.zip')
    await writeZip(path, entries)
    const plan = await planArchiveImport(target.deps, await openArchiveFile(path), { replace: false })
    expect(plan.conflicts).toEqual([])
    expect(plan.kinds.projects?.create).toBe(3)
  })
})
