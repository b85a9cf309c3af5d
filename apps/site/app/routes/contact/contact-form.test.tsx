import { CONTACT_MESSAGES } from '@studio/contracts'
import { ApiError } from '@studio/contracts/api-error'
import type { PublicClient } from '@studio/contracts/public-client'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { CONTACT_SUCCESS_HIDE_MS } from '../../tuning'
import { ContactForm } from './contact-form'
import { EMPTY_CONTACT_VALUES } from './use-contact-form'

type SendContact = PublicClient['sendContact']

function setup(sendContact: SendContact = vi.fn<SendContact>().mockResolvedValue(undefined)) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
  const utils = render(<ContactForm client={{ sendContact }} />)
  return { user, sendContact, ...utils }
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

describe('ContactForm', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }))
  afterEach(() => vi.useRealTimers())

  it('keeps what a visitor typed before the page hydrated, and sends it', async () => {
    const sendContact = vi.fn<SendContact>().mockResolvedValue(undefined)
    const container = document.body.appendChild(document.createElement('div'))
    container.innerHTML = renderToString(<ContactForm client={{ sendContact }} />)
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
      root = hydrateRoot(container, <ContactForm client={{ sendContact }} />)
    })
    expect(container.querySelector<HTMLInputElement>('[name="name"]')?.value).toBe('Early Bird')
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }).click(submit())
    expect(sendContact).toHaveBeenCalledWith({ ...typed, company: '', subject: '' })
  })

  it('has the exact labels, a 6-row message box and browser validation off', () => {
    const { container } = setup()
    for (const label of ['Name *', 'Company', 'Email *', 'Subject', 'Message *'])
      expect(field(label)).toBeInTheDocument()
    expect(field('Message *')).toHaveAttribute('rows', '6')
    expect(container.querySelector('form')).toHaveAttribute('novalidate')
  })

  it('flags every missing required field with its message and the banner', async () => {
    const { user, sendContact } = setup()
    await user.click(submit())
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.fixFields)
    expect(screen.getByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument()
    expect(screen.getByText(CONTACT_MESSAGES.emailRequired)).toBeInTheDocument()
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeInTheDocument()
    expect(field('Name *')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Email *')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Message *')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Company')).not.toHaveAttribute('aria-invalid')
    expect(field('Name *')).toHaveFocus()
    expect(sendContact).not.toHaveBeenCalled()
  })

  it('rejects an email without a dot after the at sign', async () => {
    const { user } = setup()
    await user.type(field('Name *'), 'Mona')
    await user.type(field('Email *'), 'mona@example')
    await user.type(field('Message *'), 'Hi')
    await user.click(submit())
    expect(screen.getByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument()
    expect(field('Email *')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Name *')).not.toHaveAttribute('aria-invalid')
  })

  it('shows the busy state while sending, then thanks, clears the fields and hides the thanks after 6 s', async () => {
    let resolve: () => void = () => {}
    const sendContact = vi.fn<SendContact>(() => new Promise<void>((done) => (resolve = done)))
    const { user, container } = setup(sendContact)
    await fillValid(user)
    await user.click(submit())

    expect(submit()).toBeDisabled()
    expect(submit()).toHaveTextContent(CONTACT_MESSAGES.sending)
    expect(container.querySelector('form')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByText(CONTACT_MESSAGES.sendingScreenReader)).toBeInTheDocument()
    expect(sendContact).toHaveBeenCalledWith({
      name: 'Mona Adel',
      company: 'Acme',
      email: 'mona@example.com',
      subject: 'New site',
      message: 'We need a shop.',
    })

    await act(async () => resolve())
    expect(screen.getByText(CONTACT_MESSAGES.success)).toHaveAttribute('role', 'status')
    expect(screen.queryByText(CONTACT_MESSAGES.sendingScreenReader)).not.toBeInTheDocument()
    expect(field('Name *')).toHaveValue('')
    expect(field('Message *')).toHaveValue('')
    expect(submit()).toBeEnabled()

    act(() => vi.advanceTimersByTime(CONTACT_SUCCESS_HIDE_MS - 100))
    expect(screen.getByText(CONTACT_MESSAGES.success)).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(100))
    expect(screen.queryByText(CONTACT_MESSAGES.success)).not.toBeInTheDocument()
  })

  it("shows the server's error text", async () => {
    const sendContact = vi
      .fn<SendContact>()
      .mockRejectedValue(new ApiError('Too many messages', 429, '/public/contact'))
    const { user } = setup(sendContact)
    await fillValid(user)
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages')
    expect(field('Name *')).toHaveValue('  Mona Adel ')
  })

  it("strips a leading 'Error:' from a thrown message", async () => {
    const { user } = setup(vi.fn<SendContact>().mockRejectedValue(new Error('Error: Network down')))
    await fillValid(user)
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Network down$/)
  })

  it('falls back to the retry text for an error without a message', async () => {
    const { user } = setup(vi.fn<SendContact>().mockRejectedValue(new Error('')))
    await fillValid(user)
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.sendFailedRetry)
  })

  it('pretends success when the hidden website field is filled, without sending or clearing', async () => {
    const { user, sendContact, container } = setup()
    await user.type(field('Name *'), 'Bot')
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')
    if (!trap) throw new Error('honeypot missing')
    expect(trap).toHaveAttribute('tabindex', '-1')
    await user.type(trap, 'https://spam.example')
    await user.click(submit())
    expect(screen.getByText(CONTACT_MESSAGES.success)).toBeInTheDocument()
    expect(sendContact).not.toHaveBeenCalled()
    expect(field('Name *')).toHaveValue('Bot')
    expect(trap).toHaveValue('https://spam.example')
    act(() => vi.advanceTimersByTime(CONTACT_SUCCESS_HIDE_MS))
    expect(screen.queryByText(CONTACT_MESSAGES.success)).not.toBeInTheDocument()
  })

  it("starts from the server's answer to a no-JavaScript post: banner, field errors and typed values", async () => {
    const sendContact = vi.fn<SendContact>().mockResolvedValue(undefined)
    const values = { ...EMPTY_CONTACT_VALUES, name: 'Mona', email: 'mona@example', message: 'Hi' }
    const initial = {
      values,
      errors: { email: CONTACT_MESSAGES.emailInvalid },
      status: { kind: 'invalid' },
    } as const
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    render(<ContactForm client={{ sendContact }} initial={initial} />)
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.fixFields)
    expect(screen.getByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument()
    expect(field('Email *')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Name *')).toHaveValue('Mona')
    // With scripts running, the in-page form carries on from there.
    await user.clear(field('Email *'))
    await user.type(field('Email *'), 'mona@example.com')
    await user.click(submit())
    expect(sendContact).toHaveBeenCalledWith({
      name: 'Mona',
      company: '',
      email: 'mona@example.com',
      subject: '',
      message: 'Hi',
    })
    expect(await screen.findByText(CONTACT_MESSAGES.success)).toBeInTheDocument()
  })

  it('hides a server-rendered thanks after 6 s once scripts run', () => {
    const initial = { values: EMPTY_CONTACT_VALUES, errors: {}, status: { kind: 'success' } } as const
    render(<ContactForm client={{ sendContact: vi.fn<SendContact>() }} initial={initial} />)
    expect(screen.getByText(CONTACT_MESSAGES.success)).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(CONTACT_SUCCESS_HIDE_MS))
    expect(screen.queryByText(CONTACT_MESSAGES.success)).not.toBeInTheDocument()
  })

  it('never sends the website field', async () => {
    const sendContact = vi.fn<SendContact>().mockResolvedValue(undefined)
    const { user } = setup(sendContact)
    await fillValid(user)
    await user.click(submit())
    expect(sendContact).toHaveBeenCalledTimes(1)
    expect(sendContact.mock.calls[0]?.[0]).not.toHaveProperty('website')
  })
})
