import { ADMIN, E2E, expect, expectNoAxeViolations, fillLogin, test } from './fixtures'
import { makePng } from './png'

// One fresh database for the whole file: signup must come first, so the tests run in order.
test.describe.configure({ mode: 'serial' })

test('bootstrap signup creates the first admin, then login returns to the page asked for', async ({
  page,
}) => {
  await page.goto('/admin/messages')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Create one' }).click()
  await expect(page.getByRole('heading', { name: 'Create Admin' })).toBeVisible()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'placeholder',
    'Minimum 8 characters',
  )
  await expectNoAxeViolations(page)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('status')).toHaveText('Account created successfully.')
  // Signed in by the signup itself, on the panel's first screen.
  await expect(page.getByRole('heading', { name: 'Audience', level: 1 })).toBeVisible()

  // The bootstrap is over: the login page offers no signup, and a second signup is refused with the
  // service's explanation.
  await page.evaluate(() => localStorage.clear())
  await page.goto('/admin/login')
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create one' })).toHaveCount(0)
  await page.goto('/admin/signup')
  await page.getByLabel('Email').fill('intruder@studio.test')
  await page.getByLabel('Password', { exact: true }).fill('Another-long-passphrase-9')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Signup is closed. Ask an administrator to add your email.',
  )

  await page.evaluate(() => localStorage.clear())
  await page.goto('/admin/messages')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await page.getByLabel('Email').fill(ADMIN.email)
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-entirely')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.')
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/messages$/)
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible()
  const stored = await page.evaluate(() => [
    localStorage.getItem('admin_token'),
    localStorage.getItem('admin_email'),
  ])
  expect(stored[0]).toBeTruthy()
  expect(stored[1]).toBe(ADMIN.email)
})

test('a project is created with an uploaded cover, appears on the public API, is edited and deleted', async ({
  signedIn: page,
  request,
}) => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Projects' }).click()
  await expect(page.getByText('No projects yet')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: '+ New Project' }).click()
  const drawer = page.getByRole('dialog', { name: 'Create Project' })
  await expect(drawer.getByLabel('Title', { exact: true })).toBeFocused()
  await drawer.getByLabel('Title', { exact: true }).fill('  Harbour Booking  ')
  await drawer
    .getByLabel('Description', { exact: true })
    .fill('Online booking for a marina, with live berth availability.')
  // A typed address on the media origin (the suite has no outside network); the upload replaces it.
  await drawer.getByLabel('Cover URL').fill(`${E2E.apiUrl}/media/typed-cover.png`)
  await drawer.getByLabel('Tags').fill('react, booking, ')
  await drawer.getByLabel('Upload image').setInputFiles({
    name: 'harbour.png',
    mimeType: 'image/png',
    buffer: makePng(2400, 1200),
  })
  await expectNoAxeViolations(page)
  await drawer.getByRole('button', { name: 'Create project' }).click()
  await expect(drawer).toBeHidden()
  const row = page.getByRole('row', { name: /Harbour Booking/ })
  await expect(row).toBeVisible()
  await expect(row.getByText('Active')).toBeVisible()

  const listed = await request.get(`${E2E.apiUrl}/public/projects`)
  const projects = (await listed.json()) as Array<{ title: string; cover_url: string | null; tags: string[] }>
  const created = projects.find((project) => project.title === 'Harbour Booking')
  expect(created?.tags).toEqual(['react', 'booking'])
  // The uploaded image's url replaced the typed cover URL; the picture went up as picked (no width
  // made in the browser) and the API keeps it at its own size beside the widths it makes.
  expect(created?.cover_url).toMatch(new RegExp(`^${E2E.apiUrl}/media/`))
  const size = await page.evaluate(async (src) => {
    const image = new Image()
    image.src = src
    await image.decode()
    return [image.naturalWidth, image.naturalHeight]
  }, created!.cover_url!)
  expect(size).toEqual([2400, 1200])
  // The 56 px thumbnail loads the smallest WebP width, not the original.
  const thumbnail = (await row.locator('img').getAttribute('src')) ?? ''
  expect(thumbnail).toMatch(/\.w320\.webp$/)
  expect((await request.get(thumbnail)).headers()['content-type']).toBe('image/webp')

  await row.getByRole('button', { name: 'Edit Harbour Booking' }).click()
  const editor = page.getByRole('dialog', { name: 'Edit Project' })
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue('Harbour Booking')
  await editor.getByLabel('Title', { exact: true }).fill('Harbour Booking 2.0')
  await editor.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('row', { name: /Harbour Booking 2\.0/ })).toBeVisible()

  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe('Delete this project?')
    await dialog.accept()
  })
  await page.getByRole('button', { name: 'Delete Harbour Booking 2.0' }).click()
  await expect(page.getByText('No projects yet')).toBeVisible()
  const after = (await (await request.get(`${E2E.apiUrl}/public/projects`)).json()) as Array<{
    title: string
  }>
  expect(after.map((project) => project.title)).not.toContain('Harbour Booking 2.0')
})

test('a work item is created and its featured switch is toggled and kept', async ({
  signedIn: page,
  request,
}) => {
  await page.getByRole('link', { name: 'All Work' }).click()
  await expect(page.getByText('No work found')).toBeVisible()
  await page.getByRole('button', { name: '+ New Item' }).click()
  const drawer = page.getByRole('dialog', { name: 'Create Work' })
  await drawer.getByLabel('Title', { exact: true }).fill('Coastal Coffee Shop')
  await drawer.getByLabel('Description', { exact: true }).fill('Shopify storefront for a roastery.')
  await drawer.getByLabel('Category').fill(' Shopify ')
  await drawer.getByLabel('Website').fill('https://coffee.example.com')
  await drawer.getByLabel('Tags').fill('shopify, liquid, , branding')
  await drawer.getByRole('button', { name: 'Create item' }).click()
  await expect(drawer).toBeHidden()

  const row = page.getByRole('row', { name: /Coastal Coffee Shop/ })
  await expect(row.getByText('Shopify', { exact: true })).toBeVisible()
  await expect(row.getByRole('link', { name: /Visit site/ })).toHaveAttribute(
    'href',
    'https://coffee.example.com',
  )
  const toggle = row.getByRole('switch', { name: 'Featured: Coastal Coffee Shop' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expectNoAxeViolations(page)

  await toggle.focus()
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Featured: Coastal Coffee Shop' })).toHaveAttribute(
    'aria-checked',
    'true',
  )

  const publicList = (await (await request.get(`${E2E.apiUrl}/public/all-work`)).json()) as Array<{
    title: string
    category: string
    tags: string[]
  }>
  expect(publicList.find((item) => item.title === 'Coastal Coffee Shop')).toMatchObject({
    category: 'shopify',
    tags: ['shopify', 'liquid', 'branding'],
  })

  await page.getByRole('combobox', { name: 'Category' }).selectOption('shopify')
  await expect(page.getByText('1 result')).toBeVisible()
  page.once('dialog', (dialog) => dialog.accept())
  await page.getByRole('button', { name: 'Delete Coastal Coffee Shop' }).click()
  await expect(page.getByText('No work found')).toBeVisible()
})

test('a message sent through the public API appears with View/Hide, Reply and Copy', async ({
  signedIn: page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E.adminUrl })
  const sent = await request.post(`${E2E.apiUrl}/public/contact`, {
    data: {
      name: 'Grace Hopper',
      company: 'Navy Labs',
      email: 'grace@example.com',
      subject: 'New website',
      message: 'We need a new website for our lab.\nBudget is flexible.',
    },
  })
  expect(sent.ok()).toBe(true)

  await page.getByRole('link', { name: 'Messages' }).click()
  const row = page.getByRole('row', { name: /Grace Hopper/ })
  await expect(row.getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
    'href',
    'mailto:grace@example.com',
  )
  await expect(row.getByText('Navy Labs')).toBeVisible()
  await expect(row.getByRole('link', { name: 'Reply to Grace Hopper' })).toHaveAttribute(
    'href',
    'mailto:grace@example.com?subject=Re%3A%20New%20website',
  )
  await row.getByRole('button', { name: 'View' }).click()
  const hide = row.getByRole('button', { name: 'Hide' })
  await expect(hide).toHaveAttribute('aria-expanded', 'true')
  const full = page.locator(`[id="${await hide.getAttribute('aria-controls')}"]`)
  await expect(full).toContainText('Budget is flexible.')
  await expectNoAxeViolations(page)
  await hide.click()
  await expect(full).toBeHidden()
  await expect(row.getByRole('button', { name: 'View' })).toHaveAttribute('aria-expanded', 'false')

  await row.getByRole('button', { name: 'Copy Email' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('grace@example.com')
})

test('logout signs out through the API; the old token is dead and a stale session returns to login', async ({
  signedIn: page,
  request,
}) => {
  const token = await page.evaluate(() => localStorage.getItem('admin_token'))
  await page.getByRole('link', { name: 'All Work' }).click()
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull()
  const reuse = await request.get(`${E2E.apiUrl}/sb-admin/projects`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(reuse.status()).toBe(401)

  // A stored but dead token: the first 401 clears it and sends the admin to login, remembering the page.
  await page.evaluate((dead) => localStorage.setItem('admin_token', dead ?? 'x'), token)
  await page.goto('/admin/all-work')
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull()
  await fillLogin(page)
  await expect(page).toHaveURL(/\/admin\/all-work$/)
})

test('the panel sends strict security headers and deep links load the app', async ({ request }) => {
  const response = await request.get(`${E2E.adminUrl}/admin/projects`)
  expect(response.ok()).toBe(true)
  const headers = response.headers()
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy']).toContain(`connect-src 'self' ${E2E.apiUrl}`)
  // Typed https cover URLs (shown by the public site) preview in the panel too.
  expect(headers['content-security-policy']).toMatch(/img-src [^;]* https:;/)
  expect(await response.text()).toContain('<div id="root">')
})
