import {
  ADMIN_TOKEN_KEY,
  type AdminSiteContent,
  SITE_CONTENT_API_MESSAGES,
  SITE_CONTENT_DEFAULTS_EN,
  type SiteContentRevision,
} from '@studio/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test-support/render-app'
import { callApi, startSignedIn } from '../../test-support/seed'
import { adminPath, networkFailure, type TestApi, to } from '../../test-support/test-api'

const FIRST_ANSWER = SITE_CONTENT_DEFAULTS_EN.home.faq[0]?.answer ?? ''

const readDraft = (api: TestApi) => callApi<AdminSiteContent>(api, 'GET', adminPath('/site-content'))
const readPublished = async (api: TestApi) =>
  (await api.server.app.request('/public/site-content')).json() as Promise<typeof SITE_CONTENT_DEFAULTS_EN>

function faqSection() {
  return screen.getByRole('group', { name: /^FAQ \(/ })
}
const answerField = (position: number) =>
  within(faqSection()).getAllByRole('textbox', { name: 'Answer' })[position - 1] as HTMLTextAreaElement

async function openScreen(api: TestApi) {
  const view = renderApp('/admin/site-content', api)
  await screen.findByRole('heading', { name: 'Site content', level: 1 })
  await screen.findByText(/^Draft saved \d/)
  return view
}

async function typeAnswer(position: number, text: string) {
  const field = answerField(position)
  await userEvent.clear(field)
  await userEvent.type(field, text)
}

describe('site content screen', () => {
  it('is reached from the sidebar and shows every page of the seeded copy with counts', async () => {
    const api = await startSignedIn()
    const { router } = renderApp('/admin/projects', api)
    await userEvent.click(await screen.findByRole('link', { name: 'Site content' }))
    await screen.findByRole('heading', { name: 'Site content', level: 1 })
    expect(router.state.location.pathname).toBe('/admin/site-content')
    for (const section of [
      'Studio details',
      'Home page',
      'Services page',
      'Contact page',
      'Footer',
      'Privacy page',
      'Terms page',
      'Page titles and descriptions',
    ])
      expect(screen.getByRole('heading', { name: section, level: 2 })).toBeInTheDocument()
    expect(answerField(1)).toHaveValue(FIRST_ANSWER)
    expect(answerField(1)).toHaveAccessibleDescription(`${FIRST_ANSWER.length} / 1200 characters`)
    expect(screen.getByText('Published')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled()
  })

  it('saves a typed answer as the draft on its own, then publishes it and lists the revision with its diff', async () => {
    const api = await startSignedIn()
    await openScreen(api)
    await typeAnswer(1, 'We answer within a day.')
    expect(await screen.findByText('Unpublished changes')).toBeInTheDocument()
    await waitFor(async () =>
      expect((await readDraft(api)).draft.home.faq[0]?.answer).toBe('We answer within a day.'),
    )
    expect(await screen.findByText(/^Draft saved \d/)).toBeInTheDocument()
    expect((await readPublished(api)).home.faq[0]?.answer).toBe(FIRST_ANSWER)

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Published: the site shows it on the next load.')).toBeInTheDocument()
    expect((await readPublished(api)).home.faq[0]?.answer).toBe('We answer within a day.')
    const history = screen.getByRole('region', { name: 'History' })
    expect(await within(history).findByText('1 change')).toBeInTheDocument()
    expect(within(history).getByText('Home page › FAQ › Question 1 › Answer')).toBeInTheDocument()
    expect(within(history).getByText('We answer within a day.')).toBeInTheDocument()
  })

  it('adds, reorders and removes FAQ entries, and the saved draft follows', async () => {
    const api = await startSignedIn()
    await openScreen(api)
    const count = SITE_CONTENT_DEFAULTS_EN.home.faq.length
    await userEvent.click(screen.getByRole('button', { name: 'Add question' }))
    const questions = within(faqSection()).getAllByRole('textbox', { name: 'Question' })
    expect(questions).toHaveLength(count + 1)
    await userEvent.type(questions[count] as HTMLElement, 'Do you sign an NDA?')
    await userEvent.click(screen.getByRole('button', { name: `Move Question ${count + 1} up` }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove Question 1' }))
    await waitFor(async () => {
      const faq = (await readDraft(api)).draft.home.faq
      expect(faq).toHaveLength(count)
      expect(faq[count - 2]?.question).toBe('Do you sign an NDA?')
      expect(faq[count - 1]?.question).toBe(SITE_CONTENT_DEFAULTS_EN.home.faq[count - 1]?.question)
    })
  })

  it('refuses to publish while a field is invalid, with the error beside the field', async () => {
    const api = await startSignedIn()
    await openScreen(api)
    await userEvent.clear(answerField(2))
    expect(answerField(2)).toHaveAccessibleDescription(/This field is required\./)
    await screen.findByText(/^Draft saved \d/)
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(SITE_CONTENT_API_MESSAGES.invalid)
    expect(alert).toHaveTextContent('Home page › FAQ › Question 2 › Answer: This field is required.')
    expect(answerField(2)).toHaveFocus()
    expect((await readPublished(api)).home.faq[1]?.answer).toBe(SITE_CONTENT_DEFAULTS_EN.home.faq[1]?.answer)
  })

  it("shows a colleague's newer draft instead of overwriting it, and keeps both texts until the admin chooses", async () => {
    const api = await startSignedIn()
    await openScreen(api)
    const { draft, draft_version } = await readDraft(api)
    const theirs = structuredClone(draft)
    theirs.home.faq[1] = { question: theirs.home.faq[1]?.question ?? '', answer: 'Their answer.' }
    await callApi(api, 'PUT', adminPath('/site-content/draft'), {
      base_version: draft_version,
      content: theirs,
    })

    await typeAnswer(1, 'My answer.')
    const conflict = await screen.findByText(SITE_CONTENT_API_MESSAGES.conflict)
    const panel = conflict.closest('[role="alert"]') as HTMLElement
    expect(within(panel).getByText('Their answer.')).toBeInTheDocument()
    expect(within(panel).getByText('My answer.')).toBeInTheDocument()
    expect((await readDraft(api)).draft.home.faq[1]?.answer).toBe('Their answer.')

    await userEvent.click(within(panel).getByRole('button', { name: 'Apply my changes to their draft' }))
    await waitFor(async () => expect((await readDraft(api)).draft.home.faq[0]?.answer).toBe('My answer.'))
    expect((await readDraft(api)).draft.home.faq[1]?.answer).toBe('Their answer.')
    expect(answerField(2)).toHaveValue('Their answer.')
  })

  it('keeps what was typed when the session expires mid-edit and saves it after signing in again', async () => {
    const api = await startSignedIn()
    const { router } = await openScreen(api)
    await callApi(api, 'POST', '/auth/logout')
    await typeAnswer(1, 'Typed before the session ended.')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), { timeout: 5000 })

    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.com')
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'correct horse battery staple')
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    // Signing in, then loading the screen again: a few round trips on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/site-content'), { timeout: 5000 })
    expect(
      await screen.findByDisplayValue('Typed before the session ended.', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    api.token = localStorage.getItem(ADMIN_TOKEN_KEY)
    await waitFor(async () =>
      expect((await readDraft(api)).draft.home.faq[0]?.answer).toBe('Typed before the session ended.'),
    )
  })

  it('keeps the typed text through a failed save and saves it when the network answers again', async () => {
    const api = await startSignedIn()
    let failures = 1
    api.intercept((request) => to('PUT', '/site-content/draft')(request) && failures-- > 0, networkFailure)
    await openScreen(api)
    await typeAnswer(1, 'Typed while offline.')
    expect(await screen.findByText(/^Not saved yet: .*kept in this browser/)).toBeInTheDocument()
    await waitFor(
      async () => expect((await readDraft(api)).draft.home.faq[0]?.answer).toBe('Typed while offline.'),
      { timeout: 8000 },
    )
    expect(await screen.findByText(/^Draft saved \d/)).toBeInTheDocument()
  })

  it('keeps what was typed through a reload before the autosave and saves it then', async () => {
    const api = await startSignedIn()
    const first = await openScreen(api)
    fireEvent.change(answerField(1), { target: { value: 'Typed just before a reload.' } })
    first.unmount()
    expect((await readDraft(api)).draft.home.faq[0]?.answer).toBe(FIRST_ANSWER)

    renderApp('/admin/site-content', api)
    expect(await screen.findByDisplayValue('Typed just before a reload.')).toBeInTheDocument()
    await waitFor(async () =>
      expect((await readDraft(api)).draft.home.faq[0]?.answer).toBe('Typed just before a reload.'),
    )
  })

  it('restores a revision into the draft after confirming, and the live site does not change', async () => {
    const api = await startSignedIn()
    const publish = async (answer: string) => {
      const { draft, draft_version } = await readDraft(api)
      draft.home.faq[0] = { question: draft.home.faq[0]?.question ?? '', answer }
      const saved = await callApi<{ draft_version: string }>(api, 'PUT', adminPath('/site-content/draft'), {
        base_version: draft_version,
        content: draft,
      })
      await callApi(api, 'POST', adminPath('/site-content/publish'), { base_version: saved.draft_version })
    }
    await publish('First published answer.')
    await publish('Second published answer.')
    await openScreen(api)
    const revisions = await callApi<SiteContentRevision[]>(api, 'GET', adminPath('/site-content/revisions'))
    const oldest = revisions.at(-1) as SiteContentRevision
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    const restoreButtons = within(screen.getByRole('region', { name: 'History' })).getAllByRole('button', {
      name: /^Restore/,
    })
    await userEvent.click(restoreButtons.at(-1) as HTMLElement)
    expect((await readDraft(api)).draft.home.faq[0]?.answer).toBe('Second published answer.')
    await userEvent.click(restoreButtons.at(-1) as HTMLElement)
    expect(confirm).toHaveBeenCalledTimes(2)
    expect(
      await screen.findByText('Revision copied into the draft. Publish to put it on the site.'),
    ).toBeInTheDocument()
    expect(answerField(1)).toHaveValue('First published answer.')
    expect((await readDraft(api)).draft.home.faq[0]?.answer).toBe('First published answer.')
    expect((await readPublished(api)).home.faq[0]?.answer).toBe('Second published answer.')
    expect(oldest.changes.some((change) => change.after === 'First published answer.')).toBe(true)
  })

  it('makes a preview link for the saved draft', async () => {
    const api = await startSignedIn()
    api.server.deps.config.previewSecret = 'a-preview-secret-of-at-least-32-characters'
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    await openScreen(api)
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
    const link = await screen.findByRole('link', { name: 'Open the preview' })
    expect(link.getAttribute('href')).toMatch(/\?preview=[\w-]+\.[\w-]+$/)
    expect(open).toHaveBeenCalledWith(link.getAttribute('href'), '_blank', 'noopener')
    const token = new URL(link.getAttribute('href') ?? '').searchParams.get('preview') ?? ''
    const preview = await api.server.app.request(`/public/site-content/preview?token=${token}`)
    expect(preview.status).toBe(200)
  })
})
