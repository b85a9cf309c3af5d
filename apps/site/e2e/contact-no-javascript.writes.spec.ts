import { createHash } from 'node:crypto'
import type { Locator, Page, Response } from '@playwright/test'
import { cachedAnswer } from './edge-answers'
import { expect, test } from './fixtures'

/**
 * The contact form with JavaScript disabled, on a phone: the browser posts the fields to
 * /contact#contact-answer, the site's Worker runs the route's action (the same checks as the in-page
 * form, then the API) and answers with the page in the spec's state, which opens on its answer (the
 * banner), not at the top of the page. Only the valid post reaches the API: the e2e API counts every
 * local post in one rate-limit bucket (127.0.0.1), a few per window, shared with contact.writes.spec.ts.
 */
const PHONE = { width: 390, height: 844 }
test.use({ javaScriptEnabled: false, viewport: PHONE })

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

/** Clicks Send and waits for the Worker's answer to the post (a whole new page). */
async function send(page: Page, { path = '/contact', button = 'Send Message' } = {}): Promise<Response> {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path,
  )
  await page.getByRole('button', { name: button }).click()
  const response = await answer
  await page.waitForLoadState('load')
  return response
}

/** Whether `element` is wholly on the screen, below the sticky header. */
async function expectOnScreen(page: Page, element: Locator) {
  const box = await element.boundingBox()
  const header = await page.locator('.site-header').boundingBox()
  expect(box, 'the element is shown').not.toBeNull()
  expect(box?.y ?? -1).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height)
}

/**
 * The post's answer (`text`) is on the first screen its page shows: the page opened on it, below the
 * sticky header, without the visitor scrolling (the thanks and a failure are the fragment's target;
 * a validation failure's banner sits right above the first invalid field, which has focus). A
 * screenshot of that screen is attached.
 */
async function expectAnswerOnFirstScreen(page: Page, text: string, name: string) {
  await expect(page).toHaveURL(/\/contact#contact-answer$/)
  const answer = page.locator('.contact-form .ui-banner', { hasText: text })
  await expect(answer).toHaveText(text)
  const screenshot = test.info().outputPath(`${name}.png`)
  await page.screenshot({ path: screenshot })
  await test.info().attach(name, { path: screenshot, contentType: 'image/png' })
  await expectOnScreen(page, answer)
  const invalid = page.locator('.contact-form [aria-invalid="true"]').first()
  if ((await invalid.count()) > 0) {
    await expect(invalid).toBeFocused()
    await expectOnScreen(page, invalid)
    // And the field's own error, under it.
    await expectOnScreen(page, page.locator(`[id="${await invalid.getAttribute('aria-describedby')}"]`))
  }
}

test.describe('the contact form without JavaScript', () => {
  test('an empty submit answers 400 with the fix-fields banner and each field error', async ({ page }) => {
    await page.goto('/contact')
    const response = await send(page)
    expect(response.status()).toBe(400)
    await expectAnswerOnFirstScreen(page, 'Please fix the highlighted fields.', 'invalid-en')
    await expect(page.getByText('Name is required.')).toBeVisible()
    await expect(page.getByText('Email is required.')).toBeVisible()
    await expect(page.getByText('Message is required.')).toBeVisible()
    await expect(field(page, 'Name *')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Company')).not.toHaveAttribute('aria-invalid')
    await expect(field(page, 'Name *')).toBeFocused()
  })

  test('a bad email keeps what was typed', async ({ page }) => {
    await page.goto('/contact')
    await field(page, 'Name *').fill('Salma Hassan')
    await field(page, 'Company').fill('Lotus Labs')
    await field(page, 'Email *').fill('salma@lotus')
    await field(page, 'Subject').fill('Booking app')
    await field(page, 'Message *').fill('We need a booking app.')
    expect((await send(page)).status()).toBe(400)

    await expect(page.getByText('Please fix the highlighted fields.')).toBeVisible()
    await expect(page.getByText('Enter a valid email.')).toBeVisible()
    await expect(field(page, 'Email *')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Email *')).toBeFocused()
    await expect(field(page, 'Name *')).toHaveValue('Salma Hassan')
    await expect(field(page, 'Company')).toHaveValue('Lotus Labs')
    await expect(field(page, 'Email *')).toHaveValue('salma@lotus')
    await expect(field(page, 'Subject')).toHaveValue('Booking app')
    await expect(field(page, 'Message *')).toHaveValue('We need a booking app.')
  })

  test('a valid submit shows the thanks, empties the fields and stores the message', async ({
    page,
    storedMessages,
  }) => {
    const marker = `e2e-no-js-${Date.now()}`
    await page.goto('/contact')
    await field(page, 'Name *').fill('  Omar Farouk ')
    await field(page, 'Company').fill('Nile Goods')
    await field(page, 'Email *').fill('omar@nile.example')
    await field(page, 'Subject').fill('Shop')
    await field(page, 'Message *').fill(`We need a shop. ${marker}`)
    const response = await send(page)
    expect(response.status()).toBe(200)

    // The Worker's answer carries the site's security headers, its inline scripts allowed by hash.
    const headers = response.headers()
    expect(headers['cache-control']).toBe('no-store')
    // Rendered for this post alone, never from (or into) the edge cache.
    expect(headers['x-edge-cache']).toBe('MISS')
    expect(headers['x-content-type-options']).toBe('nosniff')
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).toContain("form-action 'self'")
    expect(csp).not.toContain('nonce-')
    const html = await response.text()
    const inline = [
      ...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ]
    expect(inline.length).toBeGreaterThan(0)
    for (const [, body] of inline)
      expect(csp).toContain(
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
      )

    // Without scripts the thanks stays (nothing hides it), on the first screen of the answer.
    await expectAnswerOnFirstScreen(page, "Thanks! We'll be in touch shortly.", 'success-en')
    await expect(page.getByRole('alert')).toHaveCount(0)
    for (const label of ['Name *', 'Company', 'Email *', 'Subject', 'Message *'])
      await expect(field(page, label)).toHaveValue('')

    const stored = (await storedMessages()).find((message) => message.message.includes(marker))
    expect(stored).toMatchObject({
      name: 'Omar Farouk',
      company: 'Nile Goods',
      email: 'omar@nile.example',
      subject: 'Shop',
      message: `We need a shop. ${marker}`,
    })
  })

  test('the honeypot pretends success, keeps the fields and stores nothing', async ({
    page,
    storedMessages,
  }) => {
    const before = (await storedMessages()).length
    await page.goto('/contact')
    await field(page, 'Name *').fill('Spam Bot')
    await field(page, 'Email *').fill('bot@spam.example')
    await field(page, 'Message *').fill('Buy now')
    // Bots fill every input, including the hidden one people never see.
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
    expect((await send(page)).status()).toBe(200)

    await expect(page.getByText("Thanks! We'll be in touch shortly.")).toBeVisible()
    await expect(field(page, 'Name *')).toHaveValue('Spam Bot')
    await expect(page.locator('input[name="website"]')).toHaveValue('https://spam.example')
    expect((await storedMessages()).length).toBe(before)
  })

  test("reading /contact is the Worker's cached page, the same for every visitor", async ({ request }) => {
    await request.get('/contact')
    // Another address of the same view, answered from the entry the first wrote once it was sent.
    const response = await cachedAnswer(request, '/contact?utm_source=newsletter')
    expect(response.status()).toBe(200)
    // Rendered from the published site copy and kept in the edge cache: its CSP allows scripts by
    // hash (never a nonce), and the browser revalidates it by ETag.
    expect(response.headers()['content-security-policy'] ?? '').not.toContain("'nonce-")
    expect(response.headers()['cache-control']).toBe('public, no-cache')
    expect(response.headers().etag).toBeTruthy()
    expect(await response.text()).toContain('method="post"')
  })

  test('in Arabic: the errors and the thanks are Arabic, and the enquiry records its language', async ({
    page,
    storedMessages,
  }) => {
    const arabic = { path: '/ar/contact', button: 'أرسل الرسالة' }
    await page.goto('/ar/contact')
    await field(page, 'البريد الإلكتروني *').fill('not an email')
    const refused = await send(page, arabic)
    expect(refused.status()).toBe(400)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectAnswerOnFirstScreen(page, 'يُرجى تصحيح الحقول المميّزة.', 'invalid-ar')
    await expect(field(page, 'الاسم *')).toBeFocused()
    await expect(page.getByText('الاسم مطلوب.')).toBeVisible()
    await expect(page.getByText('أدخل بريدًا إلكترونيًا صحيحًا.')).toBeVisible()
    await expect(page.getByText('نص الرسالة مطلوب.')).toBeVisible()
    await expect(field(page, 'الاسم *')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'البريد الإلكتروني *')).toHaveValue('not an email')
    await expect(page.getByText(/required|valid email/)).toHaveCount(0)

    const marker = `e2e-no-js-ar-${Date.now()}`
    await field(page, 'الاسم *').fill('منى عادل')
    await field(page, 'البريد الإلكتروني *').fill('mona@nile.example')
    await field(page, 'الرسالة *').fill(`نحتاج إلى متجر إلكتروني. ${marker}`)
    const sent = await send(page, arabic)
    expect(sent.status()).toBe(200)
    await expectAnswerOnFirstScreen(page, 'شكرًا لك! سنتواصل معك قريبًا.', 'success-ar')
    await expect(field(page, 'الاسم *')).toHaveValue('')
    const stored = (await storedMessages()).find((message) => message.message.includes(marker))
    expect(stored).toMatchObject({ name: 'منى عادل', email: 'mona@nile.example', language: 'ar' })
  })
})
