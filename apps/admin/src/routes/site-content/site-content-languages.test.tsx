import { SITE_CONTENT_DEFAULTS_AR, SITE_CONTENT_DEFAULTS_EN, type SiteContent } from '@studio/contracts'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { passTime } from '../../test-support/screen-clock'
import { callApi, startSignedIn } from '../../test-support/seed'
import {
  button,
  fieldAt,
  openSiteContent as openScreen,
  readDraft,
  readPublished,
  replaceText,
} from '../../test-support/site-content'
import { adminPath, type TestApi } from '../../test-support/test-api'
import { SHARED_FACT_HINT } from './content-form'
import { AUTOSAVE_MS } from './draft-editor'

type Lang = 'en' | 'ar'

/** Saves `lang`'s draft with `change` made to it, and publishes it when asked. */
async function editThroughApi(api: TestApi, lang: Lang, change: (doc: SiteContent) => void, publish = false) {
  const { draft, draft_version } = await readDraft(api, lang)
  const doc = structuredClone(draft) as SiteContent
  change(doc)
  const saved = await callApi<{ draft_version: string }>(
    api,
    'PUT',
    adminPath(`/site-content/draft?lang=${lang}`),
    {
      base_version: draft_version,
      content: doc,
    },
  )
  if (publish)
    await callApi(api, 'POST', adminPath(`/site-content/publish?lang=${lang}`), {
      base_version: saved.draft_version,
    })
}

const closingTitle = () => fieldAt('home.closing.title')

async function switchTo(label: 'English' | 'العربية', value: string) {
  await userEvent.click(screen.getByText(label, { selector: 'nav[aria-label="Language"] a' }))
  await waitFor(() => expect(closingTitle()).toHaveValue(value))
}

describe('site content screen in two languages', () => {
  it('switches to Arabic, keeping the language in the address, with Arabic fields right to left', async () => {
    const api = await startSignedIn()
    const { router } = await openScreen(api)
    expect(closingTitle()).toHaveValue(SITE_CONTENT_DEFAULTS_EN.home.closing.title)
    expect(screen.queryByText(/missing in Arabic|Every Arabic text/)).not.toBeInTheDocument()

    await switchTo('العربية', SITE_CONTENT_DEFAULTS_AR.home.closing.title)
    expect(router.state.location.search).toBe('?lang=ar')
    expect(screen.getByText('العربية', { selector: 'a' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('English', { selector: 'a' })).not.toHaveAttribute('aria-current')
    expect(closingTitle()).toHaveAttribute('dir', 'rtl')
    expect(closingTitle()).toHaveAttribute('lang', 'ar')
    expect(fieldAt('privacy.body')).toHaveAttribute('dir', 'rtl')
    // Addresses stay left to right.
    expect(fieldAt('studio.map_url')).toHaveAttribute('dir', 'ltr')
    expect(fieldAt('footer.contact_link.href')).toHaveValue('/ar/contact')
    expect(
      screen.getByText('Every Arabic text is there and up to date with the English.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Published')).toBeInTheDocument()

    await switchTo('English', SITE_CONTENT_DEFAULTS_EN.home.closing.title)
    expect(router.state.location.search).toBe('?lang=en')
  })

  it("shows the studio's phone, email, map and profiles in Arabic as English sets them, read-only", async () => {
    const api = await startSignedIn()
    await editThroughApi(
      api,
      'en',
      (doc) => {
        doc.studio.phone = '+20 100 000 0000'
      },
      true,
    )
    await openScreen(api)
    await switchTo('العربية', SITE_CONTENT_DEFAULTS_AR.home.closing.title)
    expect(fieldAt('studio.phone')).toHaveValue('+20 100 000 0000')
    for (const path of ['studio.phone', 'studio.email', 'studio.map_url', 'studio.social.0.url']) {
      expect(fieldAt(path)).toHaveAttribute('readonly')
      // No "older than English" either: there is nothing to translate.
      expect(fieldAt(path)).toHaveAccessibleDescription(SHARED_FACT_HINT)
    }
    expect(fieldAt('studio.social.0.network')).toBeDisabled()
    // The words stay the translator's: the studio's name and a profile's label.
    expect(fieldAt('studio.name')).not.toHaveAttribute('readonly')
    expect(fieldAt('studio.social.0.label')).not.toHaveAttribute('readonly')
    expect(screen.queryByRole('button', { name: 'Add social link' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Remove Social link 1' })).not.toBeInTheDocument()

    await switchTo('English', SITE_CONTENT_DEFAULTS_EN.home.closing.title)
    expect(fieldAt('studio.phone')).not.toHaveAttribute('readonly')
  })

  it('saves and publishes the Arabic draft alone: English keeps its unpublished changes', async () => {
    const api = await startSignedIn()
    await editThroughApi(api, 'en', (doc) => (doc.home.closing.title = 'An English draft title'))
    await openScreen(api, 'ar')
    expect(closingTitle()).toHaveValue(SITE_CONTENT_DEFAULTS_AR.home.closing.title)

    await replaceText(closingTitle(), 'عنوان ختامي جديد')
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument()
    await passTime(AUTOSAVE_MS)
    await waitFor(async () =>
      expect((await readDraft(api, 'ar')).draft.home.closing.title).toBe('عنوان ختامي جديد'),
    )
    await screen.findByText(/^Draft saved \d/)
    expect((await readDraft(api, 'en')).draft.home.closing.title).toBe('An English draft title')

    await userEvent.click(button('Publish'))
    expect(await screen.findByText('Published: the site shows it on the next load.')).toBeInTheDocument()
    expect((await readPublished(api, 'ar')).home.closing.title).toBe('عنوان ختامي جديد')
    expect((await readPublished(api, 'en')).home.closing.title).toBe(
      SITE_CONTENT_DEFAULTS_EN.home.closing.title,
    )
    expect(await screen.findByText('1 change')).toBeInTheDocument()

    await switchTo('English', 'An English draft title')
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument()
    // English's history holds only the copy it started with.
    expect(screen.getByRole('button', { name: 'Restore the starting copy' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Restore the revision/ })).not.toBeInTheDocument()
  })

  it('publishes both languages together when both drafts are valid', async () => {
    const api = await startSignedIn()
    await editThroughApi(api, 'en', (doc) => (doc.home.closing.title = 'Both: English'))
    await openScreen(api, 'ar')
    await replaceText(closingTitle(), 'كلاهما: عربي')
    await passTime(AUTOSAVE_MS)
    await screen.findByText(/^Draft saved \d/)

    expect(button('Publish English and Arabic')).toHaveAccessibleDescription(
      'Publish English and Arabic puts both drafts on the site: Arabic first, then English. If Arabic is refused, English is not published.',
    )
    await userEvent.click(button('Publish English and Arabic'))
    expect(
      await screen.findByText('Published English and Arabic: the site shows them on the next load.'),
    ).toBeInTheDocument()
    expect((await readPublished(api, 'ar')).home.closing.title).toBe('كلاهما: عربي')
    expect((await readPublished(api, 'en')).home.closing.title).toBe('Both: English')
    await waitFor(() =>
      expect(
        screen.queryByText('Publish English and Arabic', { selector: 'button' }),
      ).not.toBeInTheDocument(),
    )
  })

  it('offers no "Publish English and Arabic" while the other language has a field to fix', async () => {
    const api = await startSignedIn()
    await editThroughApi(api, 'en', (doc) => (doc.home.closing.title = ''))
    await openScreen(api, 'ar')
    await userEvent.type(closingTitle(), '!')
    await passTime(AUTOSAVE_MS)
    await screen.findByText(/^Draft saved \d/)
    expect(button('Publish')).toBeEnabled()
    expect(screen.queryByText('Publish English and Arabic', { selector: 'button' })).not.toBeInTheDocument()
  })

  it('keeps unsaved text per language: switching away before the autosave loses nothing', async () => {
    const api = await startSignedIn()
    await openScreen(api, 'ar')
    fireEvent.change(closingTitle(), { target: { value: 'نص لم يُحفظ بعد' } })
    await switchTo('English', SITE_CONTENT_DEFAULTS_EN.home.closing.title)
    expect((await readDraft(api, 'en')).draft.home.closing.title).toBe(
      SITE_CONTENT_DEFAULTS_EN.home.closing.title,
    )

    await switchTo('العربية', 'نص لم يُحفظ بعد')
    await passTime(AUTOSAVE_MS)
    await waitFor(async () =>
      expect((await readDraft(api, 'ar')).draft.home.closing.title).toBe('نص لم يُحفظ بعد'),
    )
  })

  it('shows which Arabic texts are missing or older than their English, and jumps to the first', async () => {
    const api = await startSignedIn()
    await editThroughApi(api, 'ar', (doc) => {
      doc.header.nav_home = ''
      doc.home.faq.pop()
    })
    await editThroughApi(api, 'en', (doc) => (doc.home.hero.lead = 'A brand new English lead.'), true)
    await openScreen(api, 'ar')

    expect(screen.getByText('2 texts missing in Arabic')).toBeInTheDocument()
    expect(screen.getByText('1 text older than English')).toBeInTheDocument()
    const navHome = fieldAt('header.nav_home')
    expect(navHome).toHaveAccessibleDescription(/Missing in Arabic\. English: Home 0/)
    expect(fieldAt('home.hero.lead')).toHaveAccessibleDescription(
      /^Older than English\. English: A brand new English lead\./,
    )
    expect(fieldAt('home.hero.title')).not.toHaveAccessibleDescription(/Older|Missing/)
    expect(screen.getByText(/Question 6 has no Arabic counterpart\./)).toBeInTheDocument()

    await userEvent.click(button('Go to the first: Header and menu › Menu: Home'))
    expect(navHome).toHaveFocus()

    // Writing the translation takes the badges away at once.
    await userEvent.paste('الرئيسية')
    await userEvent.click(fieldAt('home.hero.lead'))
    await userEvent.paste(' محدّثة')
    expect(screen.queryByText(/older than English/)).not.toBeInTheDocument()
    expect(screen.getByText('1 text missing in Arabic')).toBeInTheDocument()
    expect(fieldAt('home.hero.lead')).not.toHaveAccessibleDescription(/Older than English/)

    // The English view shows none of it.
    await passTime(AUTOSAVE_MS)
    await screen.findByText(/^Draft saved \d/)
    await switchTo('English', SITE_CONTENT_DEFAULTS_EN.home.closing.title)
    expect(screen.queryByText(/missing in Arabic|Every Arabic text/)).not.toBeInTheDocument()
    expect(screen.queryByText('Older than English')).not.toBeInTheDocument()
    expect(screen.queryByText('Missing in Arabic')).not.toBeInTheDocument()
  })
})
