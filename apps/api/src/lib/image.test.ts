import { UPLOAD_MAX_SIDE_PX } from '@studio/contracts'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { inspectImage } from './image'

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000' } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))

/** A PNG signature and header claiming a size, with no pixel data at all: only the header is read. */
function pngHeaderClaiming(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  bytes.set([8, 2, 0, 0, 0], 24)
  return bytes
}

describe('inspectImage', () => {
  it('refuses a side over 4096 px (a pixel bomb)', async () => {
    expect(UPLOAD_MAX_SIDE_PX).toBe(4096)
    expect(await inspectImage(await png(4097, 1))).toEqual({
      ok: false,
      reason: 'too-wide',
      width: 4097,
      height: 1,
    })
    expect(await inspectImage(await png(1, 4097))).toMatchObject({ ok: false, reason: 'too-wide' })
  })

  it('accepts 4096 px on a side', async () => {
    expect(await inspectImage(await png(4096, 2))).toEqual({
      ok: true,
      image: { mime: 'image/png', ext: 'png', width: 4096, height: 2 },
    })
  })

  it('reads the size from the header without decoding: an 8000x8000 claim is refused at once', async () => {
    expect(await inspectImage(pngHeaderClaiming(8000, 8000))).toMatchObject({
      ok: false,
      reason: 'too-wide',
      width: 8000,
      height: 8000,
    })
  })
})
