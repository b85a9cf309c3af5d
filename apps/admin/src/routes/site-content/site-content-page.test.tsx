import {
  ADMIN_TOKEN_KEY,
  PREVIEW_LINK_TEXTS,
  SITE_CONTENT_API_MESSAGES,
  SITE_CONTENT_DEFAULTS_EN,
  type SiteContentRevision,
} from '@studio/contracts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../test-support/render-app'
import { passTime } from '../../test-support/screen-clock'
import { callApi, startSignedIn } from '../../test-support/seed'
import {
  button,
  draftSaves,
  fieldAt,
  openSiteContent as openScreen,
  readDraft,
  readPublished,
  replaceText,
} from '../../test-support/site-content'
import { adminPath, networkFailure, type TestApi, to } from '../../test-support/test-api'
import { AUTOSAVE_MS, RETRY_MS } from './draft-editor'

const FAQ = SITE_CONTENT_DEFAULTS_EN.home.faq
const FIRST_ANSWER = FAQ[0]?.answer ?? ''

/** The answer of the FAQ's question at `position` (from 1). */
const answerField = (position: number) => fieldAt(`home.faq.${position - 1}.answer`)
/** The FAQ's list of questions: the group its fields sit in. */
const faqGroup = () => answerField(1).closest('fieldset') as HTMLElement

/**
 * Lets `ms` pass and checks the draft is saved at its end and not a moment before: `before` saves
 * were sent until then, one more after, and the stored first FAQ answer is `answer`.
 */
async function expectSavedAfter(
  api: TestApi,
  ms: number,
  { before, answer }: { before: number; answer: string },
) {
  await passTime(ms - 1)
  expect(draftSaves(api)).toHaveLength(before)
  await passTime(1)
  await waitFor(async () => expect((await readDraft(api)).draft.home.faq[0]?.answer).toBe(answer))
  expect(await screen.findByText(/^Draft saved \d/)).toBeInTheDocument()
  expect(draftSaves(api)).toHaveLength(before + 1)
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
    expect(faqGroup()).toHaveAccessibleName(`FAQ (${FAQ.length})`)
    expect(answerField(1)).toHaveAccessibleName('Answer')
    expect(answerField(1)).toHaveValue(FIRST_ANSWER)
    expect(answerField(1)).toHaveAccessibleDescription(`${FIRST_ANSWER.length} / 1200 characters`)
    expect(screen.getByText('Published')).toBeInTheDocument()
    expect(button('Publish')).toBeDisabled()
  })

  it('saves a typed answer as the draft on its own, then publishes it and lists the revision with its diff', async () => {
    const api = await startSignedIn()
    await openScreen(api)
    await replaceText(answerField(1), 'We answer within a day.')
    expect(screen.getByText('Unpublished changes')).toBeInTheDocument()
    // Saved a moment after the last change, and not before.
    await expectSavedAfter(api, AUTOSAVE_MS, { before: 0, answer: 'We answer within a day.' })
    expect((await readPublished(api)).home.faq[0]?.answer).toBe(FIRST_ANSWER)

    await userEvent.click(button('Publish'))
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
    const count = FAQ.length
    const faq = within(faqGroup())
    await userEvent.click(faq.getByRole('button', { name: 'Add question' }))
    expect(faqGroup()).toHaveAccessibleName(`FAQ (${count + 1})`)
    const added = fieldAt(`home.faq.${count}.question`)
    expect(added).toHaveAccessibleName('Question')
    expect(added).toHaveValue('')
    await replaceText(added, 'Do you sign an NDA?')
    await userEvent.click(faq.getByRole('button', { name: `Move Question ${count + 1} up` }))
    await userEvent.click(faq.getByRole('button', { name: 'Remove Question 1' }))
    await passTime(AUTOSAVE_MS)
    await waitFor(async () => {
      const saved = (await readDraft(api)).draft.home.faq
      expect(saved).toHaveLength(count)
      expect(saved[count - 2]?.question).toBe('Do you sign an NDA?')
      expect(saved[count - 1]?.question).toBe(FAQ[count - 1]?.question)
    })
  })

  it('refuses to publish while a field is invalid, with the error beside the field', async () => {
    const api = await startSignedIn()
    await openScreen(api)
    await userEvent.clear(answerField(2))
    expect(answerField(2)).toHaveAccessibleDescription(/This field is required\./)
    // A draft is saved even with a field to fix; only publishing refuses it.
    await passTime(AUTOSAVE_MS)
    await screen.findByText(/^Draft saved \d/)
    await userEvent.click(button('Publish'))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(SITE_CONTENT_API_MESSAGES.invalid)
    expect(alert).toHaveTextContent('Home page › FAQ › Question 2 › Answer: This field is required.')
    expect(answerField(2)).toHaveFocus()
    expect((await readPublished(api)).home.faq[1]?.answer).toBe(FAQ[1]?.answer)
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

    await replaceText(answerField(1), 'My answer.')
    await passTime(AUTOSAVE_MS)
    const conflict = await screen.findByText(SITE_CONTENT_API_MESSAGES.conflict)
    const panel = conflict.closest('[role="alert"]') as HTMLElement
    expect(within(panel).getByText('Their answer.')).toBeInTheDocument()
    expect(within(panel).getByText('My answer.')).toBeInTheDocument()
    expect((await readDraft(api)).draft.home.faq[1]?.answer).toBe('Their answer.')
    // Nothing more is sent while the choice waits.
    await passTime(AUTOSAVE_MS + RETRY_MS)
    expect(draftSaves(api)).toHaveLength(1)

    await userEvent.click(within(panel).getByRole('button', { name: 'Apply my changes to their draft' }))
    await passTime(AUTOSAVE_MS)
    await waitFor(async () => expect((await readDraft(api)).draft.home.faq[0]?.answer).toBe('My answer.'))
    expect((await readDraft(api)).draft.home.faq[1]?.answer).toBe('Their answer.')
    expect(answerField(2)).toHaveValue('Their answer.')
  })

  it('keeps what was typed when the session expires mid-edit and saves it after signing in again', async () => {
    const api = await startSignedIn()
    const { router } = await openScreen(api)
    await callApi(api, 'POST', '/auth/logout')
    await replaceText(answerField(1), 'Typed before the session ended.')
    await passTime(AUTOSAVE_MS)
    // The login screen itself, not only the address: the router changes the address first, and
    // until the screen follows, 'Email' is the studio's email field of the form.
    await screen.findByRole('heading', { name: 'Admin Login' })
    expect(router.state.location.pathname).toBe('/admin/login')

    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Email'), 'admin@example.com')
    await user.type(screen.getByLabelText('Password', { exact: true }), 'correct horse battery staple')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/site-content'))
    expect(await screen.findByDisplayValue('Typed before the session ended.')).toBeInTheDocument()
    api.token = localStorage.getItem(ADMIN_TOKEN_KEY)
    await passTime(AUTOSAVE_MS)
    await waitFor(async () =>
      expect((await readDraft(api)).draft.home.faq[0]?.answer).toBe('Typed before the session ended.'),
    )
  })

  it('keeps the typed text through a failed save and tries again on its own a few seconds later', async () => {
    const api = await startSignedIn()
    let failures = 1
    api.intercept((request) => to('PUT', '/site-content/draft')(request) && failures-- > 0, networkFailure)
    await openScreen(api)
    await replaceText(answerField(1), 'Typed while offline.')
    await passTime(AUTOSAVE_MS)
    expect(await screen.findByText(/^Not saved yet: .*kept in this browser/)).toBeInTheDocument()
    expect(answerField(1)).toHaveValue('Typed while offline.')

    await expectSavedAfter(api, RETRY_MS, { before: 1, answer: 'Typed while offline.' })
  })

  it('keeps what was typed through a reload before the autosave and saves it then', async () => {
    const api = await startSignedIn()
    const first = await openScreen(api)
    fireEvent.change(answerField(1), { target: { value: 'Typed just before a reload.' } })
    first.unmount()
    expect((await readDraft(api)).draft.home.faq[0]?.answer).toBe(FIRST_ANSWER)

    renderApp('/admin/site-content', api)
    expect(await screen.findByDisplayValue('Typed just before a reload.')).toBeInTheDocument()
    await passTime(AUTOSAVE_MS)
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
    // The oldest publish: the starting copy comes before it.
    const oldest = revisions.filter((revision) => !revision.starting).at(-1) as SiteContentRevision
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    const restoreButtons = within(screen.getByRole('region', { name: 'History' })).getAllByRole('button', {
      name: /^Restore the revision published/,
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

  it('labels the first revision as the starting copy and restores the original wording from it', async () => {
    const api = await startSignedIn()
    const original = (await readDraft(api)).draft.home.faq[0]?.answer
    const { draft, draft_version } = await readDraft(api)
    draft.home.faq[0] = { question: draft.home.faq[0]?.question ?? '', answer: 'A newer answer.' }
    const saved = await callApi<{ draft_version: string }>(api, 'PUT', adminPath('/site-content/draft'), {
      base_version: draft_version,
      content: draft,
    })
    await callApi(api, 'POST', adminPath('/site-content/publish'), { base_version: saved.draft_version })
    await openScreen(api)
    const history = screen.getByRole('region', { name: 'History' })
    expect(within(history).getByText('The starting copy')).toBeInTheDocument()
    vi.spyOn(window, 'confirm').mockReturnValueOnce(true)
    await userEvent.click(within(history).getByRole('button', { name: 'Restore the starting copy' }))
    expect(
      await screen.findByText('Revision copied into the draft. Publish to put it on the site.'),
    ).toBeInTheDocument()
    expect(answerField(1)).toHaveValue(original)
    expect((await readDraft(api)).draft.home.faq[0]?.answer).toBe(original)
  })

  it('ends every open preview link after confirming, and says how many', async () => {
    const api = await startSignedIn()
    api.server.deps.config.previewSecret = 'a-preview-secret-of-at-least-32-characters'
    vi.spyOn(window, 'open').mockReturnValue(null)
    await openScreen(api)
    await userEvent.click(button('Preview'))
    const link = await screen.findByRole('link', { name: 'Open the preview' })
    const token = new URL(link.getAttribute('href') ?? '').searchParams.get('preview') ?? ''
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    // The button waits, disabled, until the screen has settled after making the link.
    await waitFor(() => expect(button(PREVIEW_LINK_TEXTS.endAll)).toBeEnabled())
    await userEvent.click(button(PREVIEW_LINK_TEXTS.endAll))
    expect(confirm).toHaveBeenCalledWith(PREVIEW_LINK_TEXTS.confirm)
    expect(api.sent.some(to('DELETE', '/site-content/preview-links'))).toBe(false)
    await userEvent.click(button(PREVIEW_LINK_TEXTS.endAll))
    expect(await screen.findByText(PREVIEW_LINK_TEXTS.ended(1))).toBeInTheDocument()
    const preview = await api.server.app.request(`/public/site-content/preview?token=${token}`)
    expect(preview.status).not.toBe(200)
  })

  it('makes a preview link for the saved draft', async () => {
    const api = await startSignedIn()
    api.server.deps.config.previewSecret = 'a-preview-secret-of-at-least-32-characters'
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    await openScreen(api)
    await userEvent.click(button('Preview'))
    const link = await screen.findByRole('link', { name: 'Open the preview' })
    expect(link.getAttribute('href')).toMatch(/\?preview=[\w-]+\.[\w-]+$/)
    expect(open).toHaveBeenCalledWith(link.getAttribute('href'), '_blank', 'noopener')
    const token = new URL(link.getAttribute('href') ?? '').searchParams.get('preview') ?? ''
    const preview = await api.server.app.request(`/public/site-content/preview?token=${token}`)
    expect(preview.status).toBe(200)
  })
})
