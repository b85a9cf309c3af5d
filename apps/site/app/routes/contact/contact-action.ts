import { ApiError } from '@studio/contracts/api-error'
import { logFailure, logWarning } from '@studio/contracts/log'
import { API_MESSAGES, CONTACT_MESSAGES } from '@studio/contracts/messages'
import { type AppLoadContext, data } from 'react-router'
import { languageOfPath, type SiteLanguage } from '../../lib/language'
import { routeOf } from '../../lib/load-failure'
import { readPostedBody } from '../../lib/request-body'
import { serverApi } from '../../lib/server-api'
import { contactAnswerIn } from '../../messages/contact'
import {
  type ContactFormState,
  type ContactValues,
  checkContactSubmit,
  contactFailureText,
  EMPTY_CONTACT_VALUES,
} from './contact-submit'

/**
 * The contact form's one send path: the fields are posted (urlencoded) to /contact, by the browser
 * itself without JavaScript or by the form's fetcher with it; the site's Worker runs this action,
 * which validates with the contract (contact-submit.ts), sends to the API and maps every error to
 * the state the form shows (rendered as the page without scripts, shown in place with them):
 * - the spam trap filled: success, nothing sent, the fields kept (200);
 * - the spec's field errors: the fix-fields banner, the errors and the typed values (400);
 * - sent: the success banner and empty fields (200);
 * - the API refused or failed: the failure banner with the in-page text, the values kept, and the
 *   API's status for a refusal (400, 413, 429 …), 502 for its server errors, 503 when unreachable,
 *   500 when the site's own code failed; every failure that is not the visitor's to fix (502, 503,
 *   500) is one log line naming the route and the cause, and a refusal by the API's rate limit
 *   (429) one warning line;
 * - a body over 64 KB (no form sends that much): 413 with the API's own text for it, nothing of it
 *   parsed or kept (lib/request-body.ts: a declared length over the limit is not read at all); a body
 *   that trickles: 408 with the retry text.
 * The enquiry goes through `serverApi`, which hands the API the visitor's address (its rate limit).
 * The page's language is the posted address's: every text of the answer is in it, and the enquiry
 * records it.
 */
export async function contactAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const language = languageOfPath(new URL(request.url).pathname)
  const answer = (state: ContactFormState, status: number) => data(inLanguage(state, language), { status })
  const body = await readPostedBody(request)
  if (body.kind !== 'read') {
    const tooLarge = body.kind === 'too-large'
    const message = tooLarge ? API_MESSAGES.bodyTooLarge : CONTACT_MESSAGES.sendFailedRetry
    return answer(
      { values: EMPTY_CONTACT_VALUES, errors: {}, status: { kind: 'failure', message } },
      tooLarge ? 413 : 408,
    )
  }
  const values = postedValues(formOf(request, body.bytes))
  const check = checkContactSubmit(values)
  if (check.kind === 'spam') return answer({ values, errors: {}, status: { kind: 'success' } }, 200)
  if (check.kind === 'invalid')
    return answer({ values, errors: check.errors, status: { kind: 'invalid' } }, 400)
  try {
    await serverApi(context, { visitor: request }).sendContact({ ...check.enquiry, language })
  } catch (error) {
    const status = { kind: 'failure', message: contactFailureText(error) } as const
    const code = failureStatus(error)
    if (code >= 500)
      logFailure('contact.send_failed', { route: routeOf(request), cause: error, status: code })
    // The API turned the visitor away (its rate limit): a lead that may be lost, one warning line,
    // under the id the API's own line for it carries.
    else if (code === 429) logWarning('contact.refused', { route: routeOf(request), status: code })
    return answer({ values, errors: {}, status }, code)
  }
  return answer({ values: EMPTY_CONTACT_VALUES, errors: {}, status: { kind: 'success' } }, 200)
}

/** The form's state with its texts (field errors, failure) in the page's language. */
function inLanguage(state: ContactFormState, language: SiteLanguage): ContactFormState {
  if (language === 'en') return state
  const errors = Object.fromEntries(
    Object.entries(state.errors).map(([field, text]) => [field, contactAnswerIn(language, text)]),
  )
  const status =
    state.status.kind === 'failure'
      ? { kind: 'failure' as const, message: contactAnswerIn(language, state.status.message) }
      : state.status
  return { ...state, errors, status }
}

/** The posted form fields (a browser posts them urlencoded); any other body reads as an empty form. */
function formOf(request: Request, bytes: Uint8Array): URLSearchParams {
  const urlencoded = request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')
  return urlencoded ? new URLSearchParams(new TextDecoder().decode(bytes)) : new URLSearchParams()
}

/** The posted fields as the form holds them; a missing field is empty. */
function postedValues(form: URLSearchParams): ContactValues {
  const values = { ...EMPTY_CONTACT_VALUES }
  for (const field of Object.keys(values) as Array<keyof ContactValues>) {
    values[field] = form.get(field) ?? ''
  }
  return values
}

/**
 * The page's status for a failed send: the API's refusal as is (the visitor's to fix or wait out),
 * 503 when no answer came back, 502 for the API's own failures, 500 for anything but the client's
 * ApiError (a fault of the site's own code).
 */
function failureStatus(error: unknown): number {
  if (!(error instanceof ApiError)) return 500
  if (error.status === 0) return 503
  if (error.status >= 400 && error.status < 500) return error.status
  return 502
}
