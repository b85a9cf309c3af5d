// @vitest-environment jsdom-server
import { CONTACT_MESSAGES } from '@studio/contracts'
import { LIMITS } from '@studio/contracts/constants'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { type AppLoadContext, createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { logLines } from '../../test-support/log-lines'
import { apiContext, type RealApi, unreachableApiContext } from '../../test-support/real-api'
import { CONTACT_SUCCESS_HIDE_MS } from '../../tuning'
import { contactAction } from './contact-action'
import { CONTACT_ANSWER_ID, CONTACT_FORM_ACTION, ContactForm } from './contact-form'
import { type ContactFormState, EMPTY_CONTACT_VALUES } from './contact-submit'

/**
 * The form with scripts running: every submit goes through the route's one action (the same the
 * no-JavaScript post reaches, route.test.tsx) to the real API, and the page shows the answer in place.
 */

let real: RealApi
/** Where each test's form starts: idle, or a no-JavaScript post's answer. */
let initial: ContactFormState | undefined

function ContactRoute() {
  return <ContactForm initial={initial} />
}

/** Holds the action's calls to the API until `release` (to see the busy state). */
function heldContext(context: AppLoadContext) {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const api = context.cloudflare?.env.API
  const binding = async (input: RequestInfo | URL, init?: RequestInit) => {
    await held
    if (!api) throw new Error('no API binding')
    return api.fetch(input, init)
  }
  const heldContext: AppLoadContext = {
    cloudflare: { env: { API: { fetch: binding } }, ctx: { waitUntil: () => undefined } },
  }
  return { context: heldContext, release }
}

function setup(options: { context?: AppLoadContext; initial?: ContactFormState } = {}) {
  const context = options.context ?? real.context
  initial = options.initial
  const Stub = createRoutesStub([
    {
      path: CONTACT_FORM_ACTION,
      Component: ContactRoute,
      action: ({ request }) => contactAction({ request, context }),
    },
  ])
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
  const utils = render(<Stub initialEntries={[CONTACT_FORM_ACTION]} />)
  return { user, ...utils }
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement
const submit = () => screen.getByRole('button', { name: /send message|sending/i })

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name *'), '  Mona Adel ')
  await user.type(field('Company'), ' Acme ')
  await user.type(field('Email *'), ' mona@example.com ')
  await user.type(field('Subject'), 'New site')
  await user.type(field('Message *'), ' We need a shop. ')
}

async function storedMessages() {
  const rows = await real.api.client.execute(
    'SELECT name, company, email, subject, message FROM contact_messages',
  )
  return rows.rows.map((row) => ({ ...row }))
}

describe('ContactForm', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    real = await apiContext()
    initial = undefined
  })
  afterEach(() => vi.useRealTimers())

  it('keeps what a visitor typed before the page hydrated, and sends it', async () => {
    const Stub = createRoutesStub([
      {
        path: CONTACT_FORM_ACTION,
        Component: ContactRoute,
        action: ({ request }) => contactAction({ request, context: real.context }),
      },
    ])
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(<Stub initialEntries={[CONTACT_FORM_ACTION]} />)
    const typed = { name: 'Early Bird', email: 'early@bird.example', message: 'Typed before hydration' }
    for (const [name, value] of Object.entries(typed)) {
      const control = container.querySelector<HTMLInputElement>(`[name="${name}"]`)
      if (control) control.value = value
    }
    let root: ReturnType<typeof hydrateRoot> | undefined
    onTestFinished(() => {
      act(() => root?.unmount())
      container.remove()
    })
    await act(async () => {
      root = hydrateRoot(container, <Stub initialEntries={[CONTACT_FORM_ACTION]} />)
    })
    expect(container.querySelector<HTMLInputElement>('[name="name"]')?.value).toBe('Early Bird')
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }).click(submit())
    expect(await screen.findByText(CONTACT_MESSAGES.success)).toBeInTheDocument()
    expect(await storedMessages()).toEqual([{ ...typed, company: null, subject: null }])
  })

  it('has the exact labels, a 6-row message box and browser validation off, posting to /contact#contact-answer', () => {
    const { container } = setup()
    for (const label of ['Name *', 'Company', 'Email *', 'Subject', 'Message *'])
      expect(field(label)).toBeInTheDocument()
    expect(field('Message *')).toHaveAttribute('rows', '6')
    const form = container.querySelector('form')
    expect(form).toHaveAttribute('novalidate')
    expect(form).toHaveAttribute('method', 'post')
    // A no-JavaScript post's page opens on its answer (the fetcher's post drops the fragment).
    expect(form).toHaveAttribute('action', `/contact#${CONTACT_ANSWER_ID}`)
    expect(document.getElementById(CONTACT_ANSWER_ID)).toBeNull()
  })

  it.each([
    [
      'failure',
      { kind: 'failure', message: CONTACT_MESSAGES.sendFailedRetry },
      CONTACT_MESSAGES.sendFailedRetry,
    ],
    ['success', { kind: 'success' }, CONTACT_MESSAGES.success],
  ] as const)(
    "lands a no-JavaScript post's page on its answer (%s): the banner it shows carries the fragment's id",
    (_kind, status, text) => {
      const { container } = setup({ initial: { values: EMPTY_CONTACT_VALUES, errors: {}, status } })
      expect(document.getElementById(CONTACT_ANSWER_ID)).toHaveTextContent(text)
      expect(container.querySelectorAll(`#${CONTACT_ANSWER_ID}`)).toHaveLength(1)
    },
  )

  it('lands a validation failure on its first invalid field instead, the banner right above it', () => {
    const errors = { email: CONTACT_MESSAGES.emailInvalid, message: CONTACT_MESSAGES.messageRequired }
    setup({ initial: { values: EMPTY_CONTACT_VALUES, errors, status: { kind: 'invalid' } } })
    // A fragment's target would cancel the field's autofocus.
    expect(document.getElementById(CONTACT_ANSWER_ID)).toBeNull()
    expect(field('Email *')).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.fixFields)
  })

  it('flags every missing required field with its message and the banner, and focuses the first', async () => {
    const { user } = setup()
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.fixFields)
    expect(screen.getByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument()
    expect(screen.getByText(CONTACT_MESSAGES.emailRequired)).toBeInTheDocument()
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeInTheDocument()
    expect(field('Name *')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Email *')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Message *')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Company')).not.toHaveAttribute('aria-invalid')
    await waitFor(() => expect(field('Name *')).toHaveFocus())
    expect(await storedMessages()).toEqual([])
  })

  it('rejects an email without a dot after the at sign, keeping what was typed', async () => {
    const { user } = setup()
    await user.type(field('Name *'), 'Mona')
    await user.type(field('Email *'), 'mona@example')
    await user.type(field('Message *'), 'Hi')
    await user.click(submit())
    expect(await screen.findByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument()
    expect(field('Email *')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Name *')).not.toHaveAttribute('aria-invalid')
    expect(field('Name *')).toHaveValue('Mona')
    await waitFor(() => expect(field('Email *')).toHaveFocus())
  })

  it('shows the busy state while sending, then thanks, clears the fields and hides the thanks after 6 s', async () => {
    const held = heldContext(real.context)
    const { user, container } = setup({ context: held.context })
    await fillValid(user)
    await user.click(submit())

    await waitFor(() => expect(submit()).toBeDisabled())
    expect(submit()).toHaveTextContent(CONTACT_MESSAGES.sending)
    expect(container.querySelector('form')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByText(CONTACT_MESSAGES.sendingScreenReader)).toBeInTheDocument()

    held.release()
    expect(await screen.findByText(CONTACT_MESSAGES.success)).toHaveAttribute('role', 'status')
    expect(screen.queryByText(CONTACT_MESSAGES.sendingScreenReader)).not.toBeInTheDocument()
    expect(field('Name *')).toHaveValue('')
    expect(field('Message *')).toHaveValue('')
    expect(submit()).toBeEnabled()

    act(() => vi.advanceTimersByTime(CONTACT_SUCCESS_HIDE_MS - 100))
    expect(screen.getByText(CONTACT_MESSAGES.success)).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(100))
    expect(screen.queryByText(CONTACT_MESSAGES.success)).not.toBeInTheDocument()
    expect(await storedMessages()).toEqual([
      {
        name: 'Mona Adel',
        company: 'Acme',
        email: 'mona@example.com',
        subject: 'New site',
        message: 'We need a shop.',
      },
    ])
  })

  it("shows the API's refusal text and keeps the fields", async () => {
    const { user } = setup()
    await fillValid(user)
    const message = 'x'.repeat(LIMITS.message + 1)
    await user.clear(field('Message *'))
    await user.click(field('Message *'))
    await user.paste(message)
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Message must be at most ${LIMITS.message} characters.`,
    )
    expect(field('Message *')).toHaveValue(message)
    expect(field('Name *')).toHaveValue('  Mona Adel ')
    expect(await storedMessages()).toEqual([])
  })

  it('falls back to the retry text when the API cannot be reached', async () => {
    logLines()
    const { user } = setup({ context: unreachableApiContext() })
    await fillValid(user)
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.sendFailedRetry)
    expect(field('Name *')).toHaveValue('  Mona Adel ')
  })

  it('pretends success when the hidden website field is filled, without sending or clearing', async () => {
    const { user, container } = setup()
    await user.type(field('Name *'), 'Bot')
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')
    if (!trap) throw new Error('honeypot missing')
    expect(trap).toHaveAttribute('tabindex', '-1')
    await user.type(trap, 'https://spam.example')
    await user.click(submit())
    expect(await screen.findByText(CONTACT_MESSAGES.success)).toBeInTheDocument()
    expect(await storedMessages()).toEqual([])
    expect(field('Name *')).toHaveValue('Bot')
    expect(trap).toHaveValue('https://spam.example')
    act(() => vi.advanceTimersByTime(CONTACT_SUCCESS_HIDE_MS))
    expect(screen.queryByText(CONTACT_MESSAGES.success)).not.toBeInTheDocument()
  })

  it("starts from the server's answer to a no-JavaScript post, then carries on in the page", async () => {
    const values = { ...EMPTY_CONTACT_VALUES, name: 'Mona', email: 'mona@example', message: 'Hi' }
    const initial = {
      values,
      errors: { email: CONTACT_MESSAGES.emailInvalid },
      status: { kind: 'invalid' },
    } as const
    const { user } = setup({ initial })
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.fixFields)
    expect(screen.getByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument()
    expect(field('Email *')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Name *')).toHaveValue('Mona')
    await user.clear(field('Email *'))
    await user.type(field('Email *'), 'mona@example.com')
    await user.click(submit())
    expect(await screen.findByText(CONTACT_MESSAGES.success)).toBeInTheDocument()
    expect(await storedMessages()).toEqual([
      { name: 'Mona', company: null, email: 'mona@example.com', subject: null, message: 'Hi' },
    ])
  })

  it('hides a server-rendered thanks after 6 s once scripts run', () => {
    const initial = { values: EMPTY_CONTACT_VALUES, errors: {}, status: { kind: 'success' } } as const
    setup({ initial })
    expect(screen.getByText(CONTACT_MESSAGES.success)).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(CONTACT_SUCCESS_HIDE_MS))
    expect(screen.queryByText(CONTACT_MESSAGES.success)).not.toBeInTheDocument()
  })
})
