import {
  type AdminSiteContent,
  SITE_CONTENT_DEFAULTS_AR,
  SITE_CONTENT_DEFAULTS_EN,
  type SiteContent,
} from '@studio/contracts'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test-support/render-app'
import { callApi, startSignedIn } from '../../test-support/seed'
import { adminPath, type TestApi } from '../../test-support/test-api'

type Lang = 'en' | 'ar'

const readDraft = (api: TestApi, lang: Lang) =>
  callApi<AdminSiteContent>(api, 'GET', adminPath(`/site-content?lang=${lang}`))
const readPublished = async (api: TestApi, lang: Lang) =>
  (await api.server.app.request(`/public/site-content?lang=${lang}`)).json() as Promise<SiteContent>

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

async function openScreen(api: TestApi, lang?: Lang) {
  const view = renderApp(`/admin/site-content${lang ? `?lang=${lang}` : ''}`, api)
  await screen.findByRole('heading', { name: 'Site content', level: 1 })
  await screen.findByText(/^Draft saved \d/)
  return view
}

/** A field of the form by the document path it edits (role queries over the whole form are slow). */
function fieldAt(path: string) {
  const found = document.querySelector<HTMLInputElement>(`[data-path="${path}"]`)
  if (!found) throw new Error(`No field for ${path}`)
  return found
}
const closingTitle = () => fieldAt('home.closing.title')
const button = (name: string) => screen.getByText(name, { selector: 'button' })

async function switchTo(label: 'English' | 'العربية', value: string) {
  await userEvent.click(screen.getByText(label, { selector: 'nav[aria-label="Language"] a' }))
  await waitFor(() => expect(closingTitle()).toHaveValue(value), { timeout: 5000 })
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

  it('saves and publishes the Arabic draft alone: English keeps its unpublished changes', async () => {
    const api = await startSignedIn()
    await editThroughApi(api, 'en', (doc) => (doc.home.closing.title = 'An English draft title'))
    await openScreen(api, 'ar')
    expect(closingTitle()).toHaveValue(SITE_CONTENT_DEFAULTS_AR.home.closing.title)

    await userEvent.clear(closingTitle())
    await userEvent.type(closingTitle(), 'عنوان ختامي جديد')
    expect(await screen.findByText('Unpublished changes')).toBeInTheDocument()
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
    expect(screen.getByText('Nothing has been published from this screen yet.')).toBeInTheDocument()
  })

  it('publishes both languages together when both drafts are valid', async () => {
    const api = await startSignedIn()
    await editThroughApi(api, 'en', (doc) => (doc.home.closing.title = 'Both: English'))
    await openScreen(api, 'ar')
    await userEvent.clear(closingTitle())
    await userEvent.type(closingTitle(), 'كلاهما: عربي')
    await screen.findByText(/^Draft saved \d/)

    await userEvent.click(button('Publish both'))
    expect(
      await screen.findByText('Published English and Arabic: the site shows them on the next load.'),
    ).toBeInTheDocument()
    expect((await readPublished(api, 'ar')).home.closing.title).toBe('كلاهما: عربي')
    expect((await readPublished(api, 'en')).home.closing.title).toBe('Both: English')
    await waitFor(() =>
      expect(screen.queryByText('Publish both', { selector: 'button' })).not.toBeInTheDocument(),
    )
  })

  it('offers no "Publish both" while the other language has a field to fix', async () => {
    const api = await startSignedIn()
    await editThroughApi(api, 'en', (doc) => (doc.home.closing.title = ''))
    await openScreen(api, 'ar')
    await userEvent.type(closingTitle(), '!')
    await screen.findByText(/^Draft saved \d/)
    expect(button('Publish')).toBeEnabled()
    expect(screen.queryByText('Publish both', { selector: 'button' })).not.toBeInTheDocument()
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

    // Typing the translation takes the badges away at once.
    await userEvent.type(navHome, 'الرئيسية')
    await userEvent.type(fieldAt('home.hero.lead'), ' محدّثة')
    expect(screen.queryByText(/older than English/)).not.toBeInTheDocument()
    expect(screen.getByText('1 text missing in Arabic')).toBeInTheDocument()
    expect(fieldAt('home.hero.lead')).not.toHaveAccessibleDescription(/Older than English/)

    // The English view shows none of it.
    await screen.findByText(/^Draft saved \d/)
    await switchTo('English', SITE_CONTENT_DEFAULTS_EN.home.closing.title)
    expect(screen.queryByText(/missing in Arabic|Every Arabic text/)).not.toBeInTheDocument()
    expect(screen.queryByText('Older than English')).not.toBeInTheDocument()
    expect(screen.queryByText('Missing in Arabic')).not.toBeInTheDocument()
  })
})
