import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { API_MESSAGES, UPLOAD_MAX_BYTES } from '@studio/contracts'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { signedInTestApp } from '../../test-support/admin-api'
import { expectOwnerAuditRow, expectRefused } from '../../test-support/answers'
import { avifClaiming } from '../../test-support/avif-bombs'
import { expectServedMedia } from '../../test-support/media-answer'
import type { TestApp } from '../../test-support/test-app'

const KEY_PATTERN =
  /^covers\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif|avif)$/

function upload(t: TestApp, token: string, file: Blob, filename = 'cover.png', init: RequestInit = {}) {
  const form = new FormData()
  form.append('file', file, filename)
  return t.app.request('/sb-admin/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    ...init,
  })
}

/** Every file under the media folder, relative to it (the `.type` sidecars of the folder store included). */
function mediaFiles(t: TestApp): string[] {
  try {
    return readdirSync(t.mediaDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(t.mediaDir, join(entry.parentPath, entry.name)))
  } catch {
    return []
  }
}

function image(format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif', width = 4, height = 3) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer()
}

describe('POST {prefix}/upload', () => {
  it('stores a PNG under a server-made key and serves it back byte-identical', async () => {
    const { t, token } = await signedInTestApp()
    const png = new Uint8Array(await image('png'))
    const response = await upload(t, token, new Blob([png], { type: 'image/png' }))
    expect(response.status).toBe(201)
    const body = (await response.json()) as { url: string; key: string }
    expect(body.key).toMatch(KEY_PATTERN)
    expect(body.key.endsWith('.png')).toBe(true)
    expect(body.url).toBe(`http://localhost:8787/media/${body.key}`)

    await expectServedMedia(await t.app.request(`/media/${body.key}`), 'image/png', png)
  })

  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['webp', 'image/webp', 'webp'],
    ['gif', 'image/gif', 'gif'],
    ['avif', 'image/avif', 'avif'],
  ] as const)(
    'recognises %s by its bytes, whatever the name and declared type say',
    async (format, mime, ext) => {
      const { t, token } = await signedInTestApp()
      const bytes = await image(format)
      const response = await upload(t, token, new Blob([bytes], { type: 'text/plain' }), 'photo.txt')
      expect(response.status).toBe(201)
      const { key } = (await response.json()) as { key: string }
      expect(key.endsWith(`.${ext}`)).toBe(true)
      expect((await t.media.get(key))?.contentType).toBe(mime)
    },
  )

  it.each([
    [
      'an SVG',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'HTML renamed to .png',
      '<!doctype html><html><script>alert(1)</script></html>',
      'cover.png',
      'image/png',
    ],
    [
      'an executable (ELF)',
      new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(120).fill(0)]),
      'cover.png',
      'image/png',
    ],
    [
      'an executable (Windows PE)',
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, ...new Array(120).fill(0)]),
      'cover.jpg',
      'image/jpeg',
    ],
    ['an empty file', new Uint8Array(0), 'cover.png', 'image/png'],
    [
      'a truncated PNG signature',
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      'c.png',
      'image/png',
    ],
  ])('refuses %s with 415 and stores nothing', async (_name, content, filename, type) => {
    const { t, token } = await signedInTestApp()
    const response = await upload(t, token, new Blob([content], { type }), filename)
    await expectRefused(response, 415, API_MESSAGES.uploadUnsupported)
    expect(mediaFiles(t)).toEqual([])
  })

  it('refuses a 6 MB file with 413 while streaming (no Content-Length) and stores nothing', async () => {
    const { t, token } = await signedInTestApp()
    const png = await image('png')
    const big = new Uint8Array(6 * 1024 * 1024)
    big.set(png)
    const form = new FormData()
    form.append('file', new Blob([big], { type: 'image/png' }), 'big.png')
    const encoded = new Response(form)
    const stream = encoded.body!
    const response = await t.app.request('/sb-admin/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    await expectRefused(response, 413, API_MESSAGES.uploadTooLarge)
    expect(mediaFiles(t)).toEqual([])
  })

  it('refuses early from a declared Content-Length over the limit, without reading the body', async () => {
    const { t, token } = await signedInTestApp()
    let read = false
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          read = true
          controller.error(new Error('the body must not be read'))
        },
      },
      // No read-ahead: pull runs only when someone actually reads the body.
      { highWaterMark: 0 },
    )
    const response = await t.app.request('/sb-admin/upload', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(6 * 1024 * 1024),
      },
      body,
      duplex: 'half',
    } as RequestInit)
    await expectRefused(response, 413, API_MESSAGES.uploadTooLarge)
    expect(read).toBe(false)
    expect(mediaFiles(t)).toEqual([])
  })

  it('accepts a file of exactly 5 MB', async () => {
    const { t, token } = await signedInTestApp()
    // A real PNG followed by padding: decoders (and the sniffer) ignore bytes after IEND.
    const png = await image('png')
    const exact = new Uint8Array(UPLOAD_MAX_BYTES)
    exact.set(png)
    const response = await upload(t, token, new Blob([exact], { type: 'image/png' }))
    expect(response.status).toBe(201)
  })

  it('refuses an image over 4,096 px on a side (a pixel bomb), accepts 4,096', async () => {
    const { t, token } = await signedInTestApp()
    const wide = await sharp({ create: { width: 4097, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const response = await upload(t, token, new Blob([wide], { type: 'image/png' }))
    await expectRefused(response, 413, API_MESSAGES.uploadTooWide)
    const tall = await sharp({ create: { width: 1, height: 4096, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    expect((await upload(t, token, new Blob([tall], { type: 'image/png' }))).status).toBe(201)
  })

  it('refuses a GIF whose header says 1x1 but whose frame is 8000x8000 with 413, storing nothing', async () => {
    const { t, token } = await signedInTestApp()
    const le16 = (value: number) => [value & 0xff, value >> 8]
    const header = [
      0x47,
      0x49,
      0x46,
      0x38,
      0x39,
      0x61,
      ...le16(1),
      ...le16(1),
      0x80,
      0,
      0,
      0,
      0,
      0,
      255,
      255,
      255,
    ]
    const frame = [0x2c, ...le16(0), ...le16(0), ...le16(8000), ...le16(8000), 0, 2, 2, 0x44, 1, 0]
    const bomb = new Uint8Array([...header, ...frame, 0x3b])
    const response = await upload(t, token, new Blob([bomb], { type: 'image/gif' }), 'cover.gif')
    await expectRefused(response, 413, API_MESSAGES.uploadTooWide)
    expect(mediaFiles(t)).toEqual([])
  })

  const { uploadTooWide, uploadUnsupported } = API_MESSAGES
  it.each([
    ['ispe claims 1000x64 over a 4200x64 AV1 stream', 413, [4200, 64], [1000, 64], uploadTooWide],
    ['AV1 stream is larger than its ispe claims', 415, [256, 256], [64, 64], uploadUnsupported],
  ] as const)(
    'refuses an AVIF whose %s with %i, storing nothing',
    async (_, status, stream, claimed, message) => {
      const { t, token } = await signedInTestApp()
      const size = ([width, height]: readonly [number, number]) => ({ width, height })
      const bomb = await avifClaiming(size(stream), size(claimed))
      const response = await upload(t, token, new Blob([bomb], { type: 'image/avif' }), 'cover.avif')
      await expectRefused(response, status, message)
      expect(mediaFiles(t)).toEqual([])
    },
  )

  it('records an audit row for every stored cover, and none for a refused one', async () => {
    const { t, token } = await signedInTestApp()
    const stored = await upload(
      t,
      token,
      new Blob([new Uint8Array(await image('png'))], { type: 'image/png' }),
    )
    const { key } = (await stored.json()) as { key: string }
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' })
    expect((await upload(t, token, svg, 'x.svg')).status).toBe(415)
    await expectOwnerAuditRow(t, 'upload', {
      targetType: 'cover',
      targetId: key,
      changes: { type: { old: null, new: 'image/png' } },
    })
  })

  it('ignores a path-traversal file name', async () => {
    const { t, token } = await signedInTestApp()
    const response = await upload(
      t,
      token,
      new Blob([await image('png')], { type: 'image/png' }),
      '../../../../etc/passwd.png',
    )
    expect(response.status).toBe(201)
    const { key } = (await response.json()) as { key: string }
    expect(key).toMatch(KEY_PATTERN)
    // The original and its variants, all under the server-made name.
    const stem = key.replace(/\.png$/, '')
    expect(mediaFiles(t).every((file) => file.startsWith(`${stem}.`))).toBe(true)
    expect(mediaFiles(t)).toContain(key)
  })

  it('answers 400 when the file field is missing or the body is not multipart', async () => {
    const { t, token } = await signedInTestApp()
    const form = new FormData()
    form.append('image', new Blob([await image('png')], { type: 'image/png' }), 'x.png')
    form.append('file', 'just text')
    const wrongField = await t.app.request('/sb-admin/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    await expectRefused(wrongField, 400, API_MESSAGES.uploadMissingFile)
    const json = await t.app.request('/sb-admin/upload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"file":"x"}',
    })
    expect(json.status).toBe(400)
  })
})
