import { describe, expect, it } from 'vitest'
import { createTestApp } from './test-support/test-app'

describe('app', () => {
  it('answers /health with ok and an unknown route with a JSON 404', async () => {
    const { app } = await createTestApp()
    const health = await app.request('/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ ok: true })
    const missing = await app.request('/nope')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Not found.' })
  })
})
