import { API_URL, expect, openHydrated, test } from './fixtures'

test.describe('contact form', () => {
  test("a message sent in the page goes through the site's own contact action and reaches the database", async ({
    page,
    storedMessages,
  }) => {
    const marker = `e2e-${Date.now()}`
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await openHydrated(page, '/contact')
    await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible()
    await expect(page.getByText('We usually reply within 1-2 business days.')).toBeVisible()
    for (const bullet of ['Web & App Development', 'Data & Analytics', 'UI/UX & Product Strategy']) {
      await expect(page.getByText(bullet, { exact: true })).toBeVisible()
    }
    await page.getByLabel('Name *').fill('  Salma Hassan  ')
    await page.getByLabel('Company').fill('Lotus Labs')
    await page.getByLabel('Email *').fill('salma@lotus.example')
    await page.getByLabel('Subject').fill('Booking app')
    await page.getByLabel('Message *').fill(`We need a booking app. ${marker}`)
    await page.getByRole('button', { name: 'Send Message' }).click()

    await expect(page.getByText("Thanks! We'll be in touch shortly.")).toBeVisible()
    await expect(page.getByLabel('Name *')).toHaveValue('')
    // One action for both ways of sending: a fetcher's post to /contact, never a call to the API.
    expect(posts.map((url) => new URL(url).pathname)).toEqual(['/contact.data'])
    expect(posts.some((url) => url.startsWith(API_URL))).toBe(false)

    const stored = (await storedMessages()).find((message) => message.message.includes(marker))
    expect(stored).toMatchObject({
      name: 'Salma Hassan',
      company: 'Lotus Labs',
      email: 'salma@lotus.example',
      subject: 'Booking app',
    })
  })

  test('the honeypot pretends success and stores nothing', async ({ page, storedMessages }) => {
    const before = (await storedMessages()).length
    const contactCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/public/contact')) contactCalls.push(request.url())
    })
    await page.goto('/contact')
    await page.getByLabel('Name *').fill('Spam Bot')
    await page.getByLabel('Email *').fill('bot@spam.example')
    await page.getByLabel('Message *').fill('Buy now')
    // Bots fill every input, including the hidden one people never see.
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true })
    await page.getByRole('button', { name: 'Send Message' }).click()

    await expect(page.getByText("Thanks! We'll be in touch shortly.")).toBeVisible()
    await expect(page.getByLabel('Name *')).toHaveValue('Spam Bot')
    expect(contactCalls).toEqual([])
    expect((await storedMessages()).length).toBe(before)
  })

  test('invalid input shows the banner and per-field errors without sending', async ({ page }) => {
    await page.goto('/contact')
    await page.getByLabel('Email *').fill('not-an-email')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Please fix the highlighted fields.')).toBeVisible()
    await expect(page.getByText('Name is required.')).toBeVisible()
    await expect(page.getByText('Enter a valid email.')).toBeVisible()
    await expect(page.getByText('Message is required.')).toBeVisible()
    await expect(page.getByLabel('Email *')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Name *')).toBeFocused()
  })
})
