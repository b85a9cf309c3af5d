import type { AdminSiteContent, SiteContent, SiteLanguage } from '@studio/contracts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from './render-app'
import { callApi } from './seed'
import { adminPath, type TestApi, to } from './test-api'

/** The stored draft of a language, as the admin API reads it. */
export const readDraft = (api: TestApi, lang: SiteLanguage = 'en') =>
  callApi<AdminSiteContent>(api, 'GET', adminPath(`/site-content?lang=${lang}`))

/** The published copy of a language, as the public site reads it. */
export const readPublished = async (api: TestApi, lang: SiteLanguage = 'en') =>
  (await api.server.app.request(`/public/site-content?lang=${lang}`)).json() as Promise<SiteContent>

/** The draft saves the screen has sent so far. */
export const draftSaves = (api: TestApi) => api.sent.filter(to('PUT', '/site-content/draft'))

/** Opens the Site content screen (in `lang`, else English) and waits for its loaded draft. */
export async function openSiteContent(api: TestApi, lang?: SiteLanguage) {
  const view = renderApp(`/admin/site-content${lang ? `?lang=${lang}` : ''}`, api)
  await screen.findByRole('heading', { name: 'Site content', level: 1 })
  await screen.findByText(/^Draft saved \d/)
  return view
}

/**
 * A field of the form by the document path it edits (`home.faq.0.answer`). The form has some 150
 * fields and 1,400 elements: a role query over all of it takes up to a second in jsdom, most of it
 * checking that each candidate is not hidden.
 */
export function fieldAt(path: string) {
  const found = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-path="${path}"]`)
  if (!found) throw new Error(`No field for ${path}`)
  return found
}

/** A button of the screen by its whole text (cheap, where a role query is not: see fieldAt). */
export const button = (name: string) => screen.getByText(name, { selector: 'button' })

/**
 * Replaces a field's text as a person who pastes it does: one change, where typing a character
 * re-renders the whole form (about 0.1 s each in jsdom).
 */
export async function replaceText(field: HTMLElement, text: string) {
  const user = userEvent.setup({ delay: null })
  await user.clear(field)
  if (text) await user.paste(text)
}
