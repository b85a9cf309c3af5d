import { describe, expect, it } from 'vitest'
import { expectRefused } from './test-support/answers'
import { createTestApp } from './test-support/test-app'

describe('app', () => {
  it('answers /health with ok and an unknown route with a JSON 404', async () => {
    const { app } = await createTestApp()
    const health = await app.request('/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ ok: true })
    const missing = await app.request('/nope')
    await expectRefused(missing, 404, 'Not found.')
  })
})
