import { coverVariantKeys } from '@studio/contracts/covers'
import sharp from 'sharp'
import { expect } from 'vitest'
import type { TestApp } from './test-app'

/** A one-colour WebP image of `width` × `height`: a cover as an older upload stored it (test-only code). */
export async function plainWebp(width: number, height: number, background = '#abc'): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background } })
      .webp()
      .toBuffer(),
  )
}

/** Uploads a 640x400 cover through the admin's upload route: its key, address and every variant's key. */
export async function uploadTestCover(t: TestApp, token: string) {
  const form = new FormData()
  form.append('file', new Blob([await plainWebp(640, 400)], { type: 'image/webp' }), 'c.webp')
  const response = await t.app.request('/sb-admin/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  expect(response.status).toBe(201)
  const answer = (await response.json()) as {
    url: string
    key: string
    cover: { widths: number[]; avif_widths: number[] }
  }
  const variants = coverVariantKeys(answer.key, {
    widths: answer.cover.widths,
    avifWidths: answer.cover.avif_widths,
  })
  expect(variants.length).toBeGreaterThan(0)
  return { ...answer, variants }
}
