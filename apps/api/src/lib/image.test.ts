import { UPLOAD_MAX_SIDE_PX } from '@studio/contracts'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { avifClaiming } from '../test-support/avif-bombs'
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
      image: {
        mime: 'image/png',
        ext: 'png',
        width: 4096,
        height: 2,
        displayWidth: 4096,
        displayHeight: 2,
        animated: false,
      },
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

/** Little-endian 16-bit, as GIF stores its sizes. */
const le16 = (value: number) => [value & 0xff, value >> 8]
const le24 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]
const le32 = (value: number) => [...le24(value), (value >>> 24) & 0xff]
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** One GIF image descriptor (no local colour table) with a tiny LZW body. */
const gifFrame = (width: number, height: number) => [
  0x2c,
  ...le16(0),
  ...le16(0),
  ...le16(width),
  ...le16(height),
  0x00,
  0x02,
  0x02,
  0x44,
  0x01,
  0x00,
]

/** A GIF89a whose logical screen says `screen` while its frames may say anything else. */
function gif(screen: [number, number], ...blocks: number[][]): Uint8Array {
  const header = [...ascii('GIF89a'), ...le16(screen[0]), ...le16(screen[1]), 0x80, 0, 0]
  const palette = [0, 0, 0, 255, 255, 255]
  return new Uint8Array([...header, ...palette, ...blocks.flat(), 0x3b])
}

const graphicControl = [0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00]
/** A comment extension in two sub-blocks whose bytes look like an 8000x8000 image descriptor. */
const decoyComment = [0x21, 0xfe, 0x05, 0x2c, 0, 0, 0, 0, 0x04, 0x40, 0x1f, 0x40, 0x1f, 0x00]

function riff(chunks: number[][]): Uint8Array {
  const body = [...ascii('WEBP'), ...chunks.flat()]
  return new Uint8Array([...ascii('RIFF'), ...le32(body.length), ...body])
}
const webpChunk = (fourcc: string, data: number[]) => [
  ...ascii(fourcc),
  ...le32(data.length),
  ...data,
  ...(data.length % 2 ? [0] : []),
]
/** A VP8L bitstream header for a width x height picture (no pixel data: only headers are read). */
function vp8l(width: number, height: number): number[] {
  const bits = (width - 1) | ((height - 1) << 14)
  return [0x2f, ...le32(bits), 0, 0, 0]
}
const vp8x = (flags: number, width: number, height: number) =>
  webpChunk('VP8X', [flags, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)])
const anmf = (width: number, height: number, frame: number[]) =>
  webpChunk('ANMF', [
    ...le24(0),
    ...le24(0),
    ...le24(width - 1),
    ...le24(height - 1),
    ...le24(100),
    0,
    ...frame,
  ])

/** A PNG chunk; the CRC is not checked by the sniffer, zeros will do. */
const pngChunk = (type: string, data: number[]) => [
  ...[data.length >>> 24, (data.length >> 16) & 0xff, (data.length >> 8) & 0xff, data.length & 0xff],
  ...ascii(type),
  ...data,
  0,
  0,
  0,
  0,
]
const be32 = (value: number) => [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
const frameControl = (width: number, height: number) =>
  pngChunk('fcTL', [...be32(0), ...be32(width), ...be32(height), ...be32(0), ...be32(0), 0, 1, 0, 10, 0, 0])
function pngWith(...chunks: number[][]): Uint8Array {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  const header = pngChunk('IHDR', [...be32(1), ...be32(1), 8, 2, 0, 0, 0])
  return new Uint8Array([...signature, ...header, ...chunks.flat(), ...pngChunk('IEND', [])])
}

describe('inspectImage frames', () => {
  it('refuses a GIF whose header says 1x1 but whose frame is 8000x8000', async () => {
    const bomb = gif(
      [1, 1],
      graphicControl,
      gifFrame(1, 1),
      decoyComment,
      graphicControl,
      gifFrame(8000, 8000),
    )
    expect(await inspectImage(bomb)).toEqual({ ok: false, reason: 'too-wide', width: 8000, height: 8000 })
  })

  it('refuses a GIF frame that fits the cap but is placed beyond it', async () => {
    const frame = gifFrame(100, 100)
    frame.splice(1, 2, ...le16(4050))
    expect(await inspectImage(gif([1, 1], frame))).toMatchObject({ ok: false, reason: 'too-wide' })
  })

  it('walks GIF sub-blocks: descriptor-like bytes inside a comment are not a frame', async () => {
    expect(await inspectImage(gif([2, 2], decoyComment, gifFrame(2, 2)))).toEqual({
      ok: true,
      image: {
        mime: 'image/gif',
        ext: 'gif',
        width: 2,
        height: 2,
        displayWidth: 2,
        displayHeight: 2,
        // One frame: the decoy is not counted, so it is a still image.
        animated: false,
      },
    })
  })

  it('refuses a GIF that ends in the middle of its blocks', async () => {
    const cut = gif([2, 2], gifFrame(2, 2)).slice(0, -4)
    expect(await inspectImage(cut)).toEqual({ ok: false, reason: 'unsupported' })
  })

  it('refuses an animated WebP whose canvas says 1x1 but whose frame is 8000x8000', async () => {
    const bomb = riff([
      vp8x(0x02, 1, 1),
      webpChunk('ANIM', [0, 0, 0, 0, 0, 0]),
      anmf(8000, 8000, webpChunk('VP8L', vp8l(1, 1))),
    ])
    expect(await inspectImage(bomb)).toEqual({ ok: false, reason: 'too-wide', width: 8000, height: 8000 })
  })

  it('refuses a WebP whose canvas says 1x1 but whose bitstream is 8000x8000', async () => {
    const bomb = riff([vp8x(0, 1, 1), webpChunk('VP8L', vp8l(8000, 8000))])
    expect(await inspectImage(bomb)).toMatchObject({
      ok: false,
      reason: 'too-wide',
      width: 8000,
      height: 8000,
    })
  })

  it('accepts an animated WebP whose frames fit', async () => {
    const fine = riff([
      vp8x(0x02, 3, 2),
      webpChunk('ANIM', [0, 0, 0, 0, 0, 0]),
      anmf(3, 2, webpChunk('VP8L', vp8l(3, 2))),
    ])
    expect(await inspectImage(fine)).toEqual({
      ok: true,
      image: {
        mime: 'image/webp',
        ext: 'webp',
        width: 3,
        height: 2,
        displayWidth: 3,
        displayHeight: 2,
        // A single ANMF frame shows as a still image.
        animated: false,
      },
    })
  })

  it('refuses a PNG whose frame control claims 8000x8000 behind a 1x1 header', async () => {
    expect(await inspectImage(pngWith(frameControl(8000, 8000)))).toEqual({
      ok: false,
      reason: 'too-wide',
      width: 8000,
      height: 8000,
    })
  })

  it('tells an animation (more than one frame) from a still image', async () => {
    const twoFrames = gif([2, 2], gifFrame(2, 2), gifFrame(2, 2))
    expect(await inspectImage(twoFrames)).toMatchObject({ ok: true, image: { animated: true } })
    const animatedWebp = riff([
      vp8x(0x02, 3, 2),
      webpChunk('ANIM', [0, 0, 0, 0, 0, 0]),
      anmf(3, 2, webpChunk('VP8L', vp8l(3, 2))),
      anmf(3, 2, webpChunk('VP8L', vp8l(3, 2))),
    ])
    expect(await inspectImage(animatedWebp)).toMatchObject({ ok: true, image: { animated: true } })
  })

  it('turns the displayed size a quarter for a JPEG whose EXIF orientation says so', async () => {
    const rotated = await sharp({ create: { width: 6, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect(await inspectImage(new Uint8Array(rotated))).toMatchObject({
      ok: true,
      image: { width: 6, height: 4, displayWidth: 4, displayHeight: 6 },
    })
  })

  it('refuses an animated PNG with a huge frame (APNG is not an accepted cover format)', async () => {
    const actl = pngChunk('acTL', [...be32(1), ...be32(0)])
    const result = await inspectImage(pngWith(actl, frameControl(8000, 8000), pngChunk('IDAT', [0])))
    expect(result.ok).toBe(false)
  })
})

describe('inspectImage AVIF bitstreams', () => {
  it('refuses as too wide an AVIF whose ispe claims 1000x64 over a 4200x64 AV1 stream', async () => {
    const bomb = await avifClaiming({ width: 4200, height: 64 }, { width: 1000, height: 64 })
    expect(await inspectImage(bomb)).toEqual({ ok: false, reason: 'too-wide', width: 4200, height: 64 })
  })

  it.each([
    ['larger', { width: 256, height: 256 }, { width: 64, height: 64 }],
    ['smaller', { width: 64, height: 64 }, { width: 256, height: 256 }],
  ])(
    'refuses an AVIF whose AV1 stream is %s than its ispe claims, even within the cap',
    async (_, coded, claimed) => {
      expect(await inspectImage(await avifClaiming(coded, claimed))).toEqual({
        ok: false,
        reason: 'unsupported',
      })
    },
  )

  it('accepts an AVIF with alpha: its colour and alpha streams both agree with their ispe', async () => {
    const withAlpha = await sharp({
      create: { width: 300, height: 200, channels: 4, background: '#3366cc80' },
    })
      .avif({ effort: 0 })
      .toBuffer()
    expect(await inspectImage(new Uint8Array(withAlpha))).toMatchObject({
      ok: true,
      image: { mime: 'image/avif', width: 300, height: 200 },
    })
  })

  it('refuses an AVIF whose item data is cut before its sequence header', async () => {
    const whole = await avifClaiming({ width: 8, height: 8 }, { width: 8, height: 8 })
    const text = Buffer.from(whole).toString('latin1')
    // The mdat box keeps its stated size but ends after its header: no OBU can be read.
    expect(await inspectImage(whole.slice(0, text.indexOf('mdat') + 4))).toEqual({
      ok: false,
      reason: 'unsupported',
    })
  })
})
