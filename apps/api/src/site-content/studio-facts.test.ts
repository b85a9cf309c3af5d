import { SITE_CONTENT_DEFAULTS_AR, type SiteContentDraft } from '@studio/contracts'
import { describe, expect, it } from 'vitest'
import { signInFirstAdmin } from '../test-support/requests'
import { currentCopy, publicCopy, publishedCopy, savedDraft } from '../test-support/site-content-calls'
import { createTestApp, type TestApp } from '../test-support/test-app'

async function publishEnglish(t: TestApp, token: string, edit: (copy: SiteContentDraft) => void) {
  const state = await currentCopy(t, token, 'en')
  const content = structuredClone(state.draft)
  edit(content)
  const draftVersion = await savedDraft(t, token, 'en', content, state.draft_version)
  await publishedCopy(t, token, draftVersion, 'en')
}

describe("the studio's facts", () => {
  it('are one fact: a phone, email, map link and profile published in English show in Arabic too, with Arabic words kept', async () => {
    const t = await createTestApp()
    const token = await signInFirstAdmin(t)
    await publishEnglish(t, token, (copy) => {
      copy.studio.phone = '+20 100 000 0000'
      copy.studio.email = 'hello@new-studio.example'
      copy.studio.map_url = 'https://maps.example/new'
      copy.studio.social = copy.studio.social.map((profile) => ({
        ...profile,
        url: `${profile.url}/new`,
      }))
    })

    const arabic = (await publicCopy(t, 'ar')).body!
    expect(arabic.studio.phone).toBe('+20 100 000 0000')
    expect(arabic.studio.email).toBe('hello@new-studio.example')
    expect(arabic.studio.map_url).toBe('https://maps.example/new')
    expect(arabic.studio.social.every((profile) => profile.url.endsWith('/new'))).toBe(true)
    // Only facts come from English: the Arabic words and labels stay Arabic.
    expect(arabic.studio.name).toBe(SITE_CONTENT_DEFAULTS_AR.studio.name)
    expect(arabic.studio.social.map((profile) => profile.label)).toEqual(
      SITE_CONTENT_DEFAULTS_AR.studio.social.map((profile) => profile.label),
    )
    // The Arabic editor sees the same facts in its draft and its published copy.
    const arabicAdmin = await currentCopy(t, token, 'ar')
    expect(arabicAdmin.published?.studio.phone).toBe('+20 100 000 0000')
    expect(arabicAdmin.draft.studio.phone).toBe('+20 100 000 0000')
  })
})
