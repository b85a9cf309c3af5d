// @vitest-environment jsdom-server
import { TEST_CLIENT_HEADER } from '@studio/api/test-app'
import { API_MESSAGES, CONTACT_MESSAGES } from '@studio/contracts'
import { BODY_LIMIT_BYTES, LIMITS } from '@studio/contracts/constants'
import { screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { logLines } from '../../test-support/log-lines'
import { apiContext, type RealApi, unreachableApiContext } from '../../test-support/real-api'
import { rootRoute } from '../../test-support/root-copy'
import type { Route } from './+types/route'
import { action, default as ContactPage } from './route'

/**
 * The contact page's no-JavaScript post as the site's Worker answers it: React Router's static
 * handler runs the route's action against the real API (`@studio/api/test-app`) behind the `API`
 * service binding, and the page is rendered to HTML, as a browser without scripts receives it.
 */

const route = {
  id: 'contact',
  path: '/contact',
  // The static handler's routes are untyped: the module's typed action takes the route's own args.
  action: (args: ActionFunctionArgs) => action(args as Route.ActionArgs),
  Component: ContactPage,
}

type Fields = Partial<Record<'name' | 'company' | 'email' | 'subject' | 'message' | 'website', string>>

/** What the Worker adds to the visitor's request: the edge's CF-Connecting-IP, and anything they sent. */
interface Visitor {
  address?: string
  headers?: Record<string, string>
}

/** Posts the form as a browser without scripts does (urlencoded) and shows the answered page. */
async function post(fields: Fields, context: AppLoadContext, visitor: Visitor = { address: '203.0.113.10' }) {
  const handler = createStaticHandler([{ ...rootRoute, path: '/', children: [route] }])
  const request = new Request('https://site.test/contact', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(visitor.address ? { 'cf-connecting-ip': visitor.address } : {}),
      ...visitor.headers,
    },
    body: new URLSearchParams(fields),
  })
  const result = await handler.query(request, { requestContext: context })
  if (result instanceof Response) throw new Error(`Unexpected response ${result.status}`)
  const router = createStaticRouter(handler.dataRoutes, result)
  document.body.innerHTML = renderToString(
    <StaticRouterProvider router={router} context={result} hydrate={false} />,
  )
  return { status: result.statusCode }
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement
const form = () => document.querySelector('form') as HTMLFormElement

const VALID = {
  name: '  Mona Adel ',
  company: 'Acme',
  email: ' mona@example.com ',
  subject: 'New site',
  message: ' We need a shop. ',
}

/**
 * The real API behind a service binding that behaves like the deployed API Worker for the caller's
 * address: the Worker entry (apps/api/src/worker.ts, workerClientAddress) counts CF-Connecting-IP
 * and refuses a request without it, while the test app counts its own TEST_CLIENT_HEADER (default
 * 127.0.0.1). So the binding moves CF-Connecting-IP into that header (dropping any other value of it)
 * and refuses as the Worker does when it is missing; every request that crossed it is kept.
 */
function visitorAwareContext(real: RealApi) {
  const crossed: Request[] = []
  const binding = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    crossed.push(request.clone())
    const address = request.headers.get('cf-connecting-ip')
    if (!address) return Response.json({ error: API_MESSAGES.clientAddressUnknown }, { status: 400 })
    const headers = new Headers(request.headers)
    headers.set(TEST_CLIENT_HEADER, address)
    return real.api.app.fetch(new Request(request, { headers }))
  }
  const context: AppLoadContext = {
    cloudflare: { env: { API: { fetch: binding } }, ctx: { waitUntil: () => undefined } },
  }
  return { context, crossed }
}

async function storedMessages(real: RealApi) {
  const rows = await real.api.client.execute(
    'SELECT name, company, email, subject, message FROM contact_messages ORDER BY id',
  )
  return rows.rows.map((row) => ({ ...row }))
}

describe('/contact without JavaScript', () => {
  let real: RealApi
  let context: AppLoadContext
  let crossed: Request[]

  beforeEach(async () => {
    real = await apiContext()
    ;({ context, crossed } = visitorAwareContext(real))
  })

  it('is a native post to /contact that keeps browser validation off, landing on its answer', async () => {
    await post({}, context)
    expect(form()).toHaveAttribute('method', 'post')
    expect(form()).toHaveAttribute('action', '/contact#contact-answer')
    expect(form()).toHaveAttribute('novalidate')
  })

  it('answers an empty post with 400, the fix-fields banner and each missing field, sending nothing', async () => {
    expect(
      await post({ name: '', company: '', email: '', subject: '', message: '', website: '' }, context),
    ).toEqual({
      status: 400,
    })
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.fixFields)
    expect(screen.getByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument()
    expect(screen.getByText(CONTACT_MESSAGES.emailRequired)).toBeInTheDocument()
    expect(screen.getByText(CONTACT_MESSAGES.messageRequired)).toBeInTheDocument()
    for (const label of ['Name *', 'Email *', 'Message *'])
      expect(field(label)).toHaveAttribute('aria-invalid', 'true')
    expect(field('Company')).not.toHaveAttribute('aria-invalid')
    // The page opens at the first invalid field, where the in-page form moves focus.
    expect(field('Name *')).toHaveAttribute('autofocus')
    expect(field('Email *')).not.toHaveAttribute('autofocus')
    expect(crossed).toEqual([])
  })

  it('keeps what was typed when the email is not valid', async () => {
    expect(await post({ ...VALID, email: 'mona@example' }, context)).toEqual({ status: 400 })
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.fixFields)
    expect(screen.getByText(CONTACT_MESSAGES.emailInvalid)).toBeInTheDocument()
    expect(field('Email *')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Email *')).toHaveAttribute('autofocus')
    expect(field('Name *')).not.toHaveAttribute('aria-invalid')
    expect(field('Name *')).toHaveValue(VALID.name)
    expect(field('Company')).toHaveValue('Acme')
    expect(field('Email *')).toHaveValue('mona@example')
    expect(field('Subject')).toHaveValue('New site')
    expect(field('Message *')).toHaveValue(VALID.message)
    expect(await storedMessages(real)).toEqual([])
  })

  it('sends a valid post (trimmed, without the website field) and answers with thanks and empty fields', async () => {
    expect(await post({ ...VALID, website: '' }, context)).toEqual({ status: 200 })
    const thanks = screen.getByText(CONTACT_MESSAGES.success)
    expect(thanks).toHaveAttribute('role', 'status')
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument()
    for (const label of ['Name *', 'Company', 'Email *', 'Subject', 'Message *'])
      expect(field(label)).toHaveValue('')
    expect(await storedMessages(real)).toEqual([
      {
        name: 'Mona Adel',
        company: 'Acme',
        email: 'mona@example.com',
        subject: 'New site',
        message: 'We need a shop.',
      },
    ])
    expect(crossed).toHaveLength(1)
    expect(await crossed[0]?.json()).toEqual({
      name: 'Mona Adel',
      company: 'Acme',
      email: 'mona@example.com',
      subject: 'New site',
      message: 'We need a shop.',
      language: 'en',
    })
  })

  it('pretends success when the hidden website field is filled: nothing sent, the fields kept', async () => {
    expect(await post({ ...VALID, website: 'https://spam.example' }, context)).toEqual({ status: 200 })
    expect(screen.getByText(CONTACT_MESSAGES.success)).toBeInTheDocument()
    expect(field('Name *')).toHaveValue(VALID.name)
    expect(document.querySelector('input[name="website"]')).toHaveValue('https://spam.example')
    expect(crossed).toEqual([])
    expect(await storedMessages(real)).toEqual([])
  })

  it("shows the API's refusal with its status, keeping the fields", async () => {
    const message = 'x'.repeat(LIMITS.message + 1)
    expect(await post({ ...VALID, message }, context)).toEqual({ status: 400 })
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Message must be at most ${LIMITS.message} characters.`,
    )
    expect(field('Message *')).toHaveValue(message)
    expect(await storedMessages(real)).toEqual([])
  })

  it('answers 503 with the retry text when the API cannot be reached, and logs the route and cause', async () => {
    const lines = logLines()
    expect(await post(VALID, unreachableApiContext())).toEqual({ status: 503 })
    expect(lines).toEqual([
      expect.objectContaining({
        event: 'contact.send_failed',
        route: 'POST /contact',
        cause: `ApiError: ${CONTACT_MESSAGES.sendFailedRetry}`,
        status: 503,
      }),
    ])
    // Nothing the visitor typed is in the line.
    expect(JSON.stringify(lines)).not.toContain('mona@example.com')
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to send\. Please try again\.$/)
    expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.sendFailedRetry)
    expect(field('Name *')).toHaveValue(VALID.name)
    expect(screen.queryByText(CONTACT_MESSAGES.success)).not.toBeInTheDocument()
  })

  it('treats a body that is not a form as an empty form', async () => {
    const handler = createStaticHandler([{ ...rootRoute, path: '/', children: [route] }])
    const request = new Request('https://site.test/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.10' },
      body: JSON.stringify(VALID),
    })
    const result = await handler.query(request, { requestContext: context })
    expect(result).not.toBeInstanceOf(Response)
    expect(result instanceof Response ? null : result.statusCode).toBe(400)
    expect(crossed).toEqual([])
  })

  it('refuses a body over 64 KB with 413 and the too-large text, reading no further and sending nothing', async () => {
    const message = 'x'.repeat(BODY_LIMIT_BYTES)
    expect(await post({ ...VALID, message }, context)).toEqual({ status: 413 })
    expect(screen.getByRole('alert')).toHaveTextContent(API_MESSAGES.bodyTooLarge)
    expect(field('Message *')).toHaveValue('')
    expect(crossed).toEqual([])
  })

  describe("the visitor's address (the API's per-address rate limit)", () => {
    it("hands the API the edge's CF-Connecting-IP and nothing else the visitor sent", async () => {
      await post(VALID, context, {
        address: '198.51.100.23',
        headers: {
          'x-forwarded-for': '192.0.2.1',
          'x-real-ip': '192.0.2.2',
          [TEST_CLIENT_HEADER]: '192.0.2.3',
        },
      })
      expect(screen.getByText(CONTACT_MESSAGES.success)).toBeInTheDocument()
      const sent = crossed[0]
      expect(sent?.headers.get('cf-connecting-ip')).toBe('198.51.100.23')
      for (const name of ['x-forwarded-for', 'x-real-ip', TEST_CLIENT_HEADER, 'cookie'])
        expect(sent?.headers.has(name)).toBe(false)
    })

    it('gives two visitors separate buckets, and one over the limit gets the rate-limit text with 429', async () => {
      const first = { address: '203.0.113.7' }
      const second = { address: '2001:db8:1:2::99' }
      const answers: number[] = []
      const lines = logLines()
      // The API's contact limit (a few posts per window) is its own: post until it refuses.
      for (let i = 0; i < 20 && !answers.includes(429); i++)
        answers.push((await post({ ...VALID, message: `Post ${i}` }, context, first)).status)
      expect(answers.at(-1)).toBe(429)
      // The refusal is one warning line on each side (the site's and the API's), never the address.
      expect(lines.filter((line) => line.event.startsWith('contact.'))).toEqual([
        expect.objectContaining({ level: 'warn', event: 'contact.rate_limited', status: 429 }),
        expect.objectContaining({
          level: 'warn',
          event: 'contact.refused',
          route: 'POST /contact',
          status: 429,
        }),
      ])
      expect(JSON.stringify(lines)).not.toContain('203.0.113.7')
      expect(answers.slice(0, -1).length).toBeGreaterThan(0)
      expect(answers.slice(0, -1).every((status) => status === 200)).toBe(true)
      expect(screen.getByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.rateLimited)
      expect(field('Message *')).toHaveValue(`Post ${answers.length - 1}`)

      expect(await post(VALID, context, second)).toEqual({ status: 200 })
      expect(screen.getByText(CONTACT_MESSAGES.success)).toBeInTheDocument()
      expect(await storedMessages(real)).toHaveLength(answers.length)
    })
  })
})
