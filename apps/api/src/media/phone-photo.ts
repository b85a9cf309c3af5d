import { readFile } from 'node:fs/promises'
import sharp from 'sharp'

/**
 * Photographs for tests and the benchmarks (never used by the product). PHOTO_FIXTURE is a real
 * 720 x 477 photo (test-fixtures/README.md says whose). `phonePhoto()` makes from it what a phone
 * uploads: a 4032 x 3024 (12-megapixel) JPEG of about 2.4 MB. It is not a real 12-megapixel photo:
 * the small one is cropped to 4:3, enlarged, softened like a phone's lens and given sensor-like grain
 * (fine per-pixel noise and a coarser mottle), calibrated so that its 1600 px WebP at quality 85 (the
 * admin's old browser resize) weighs about 175 KB and its 480 px one about 45 KB, as a real phone
 * photo's do. Deterministic: the same bytes every time.
 */

export const PHOTO_FIXTURE = new URL('../../test-fixtures/discovery-board.jpg', import.meta.url)

export const PHONE_PHOTO_SIZE = { width: 4032, height: 3024 } as const

/** The real photo's bytes. */
export async function photoFixture(): Promise<Uint8Array> {
  return new Uint8Array(await readFile(PHOTO_FIXTURE))
}

/** A small deterministic generator (a linear congruential one), so the grain is the same every run. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const FINE_GRAIN = 10
const COARSE_GRAIN = 4
const LENS_BLUR_SIGMA = 4.5

async function makePhonePhoto(): Promise<Uint8Array> {
  const { width, height } = PHONE_PHOTO_SIZE
  const base = await sharp(await photoFixture())
    .extract({ left: 42, top: 0, width: 636, height: 477 })
    .resize(width, height, { kernel: 'lanczos3' })
    .blur(LENS_BLUR_SIGMA)
    .raw()
    .toBuffer()
  const rand = random(42)
  const coarseWidth = width / 4
  const coarseHeight = height / 4
  const coarse = Buffer.alloc(coarseWidth * coarseHeight)
  for (let i = 0; i < coarse.length; i++) coarse[i] = 128 + (rand() + rand() + rand() - 1.5) * COARSE_GRAIN
  const mottle = await sharp(coarse, { raw: { width: coarseWidth, height: coarseHeight, channels: 1 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  const grainy = Buffer.alloc(base.length)
  for (let pixel = 0, at = 0; pixel < width * height; pixel++, at += 3) {
    const luma = (rand() + rand() - 1) * FINE_GRAIN + ((mottle[pixel] ?? 128) - 128)
    for (let channel = 0; channel < 3; channel++) {
      const value = (base[at + channel] ?? 0) + luma + (rand() - 0.5) * FINE_GRAIN * 0.4
      grainy[at + channel] = Math.max(0, Math.min(255, value))
    }
  }
  const jpeg = await sharp(grainy, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer()
  return new Uint8Array(jpeg)
}

let made: Promise<Uint8Array> | undefined

/** The 12-megapixel phone-like JPEG, made once per process (a few seconds). */
export function phonePhoto(): Promise<Uint8Array> {
  made ??= makePhonePhoto()
  return made
}
