import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { ImageRefusedError } from '../lib/image'
import { avifClaiming } from '../test-support/avif-bombs'
import { createSharpCoverImages, oneAtATime } from './sharp-cover-images'

const plan = { widths: [320], avifWidths: [] }

/** A 1x1 PNG whose header (its CRC made right) claims another size: only the header is read. */
async function pngClaiming(width: number, height: number): Promise<Uint8Array> {
  const png = new Uint8Array(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  )
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  view.setUint32(16, width)
  view.setUint32(20, height)
  // The IHDR chunk's CRC covers its type and data (bytes 12 to 29).
  view.setUint32(29, crc32(png.subarray(12, 29)))
  return png
}

describe('sharp cover images refuse decompression bombs', () => {
  it('refuses a header over the pixel limit as too wide, before decoding', async () => {
    const refusal = createSharpCoverImages().makeVariants(await pngClaiming(5000, 5000), plan, {
      width: 5000,
      height: 5000,
    })
    await expect(refusal).rejects.toBeInstanceOf(ImageRefusedError)
    await expect(refusal).rejects.toMatchObject({ reason: 'too-wide' })
  })

  it('refuses an AVIF whose decoded size is not the one its ispe claims', async () => {
    const bomb = await avifClaiming({ width: 256, height: 256 }, { width: 64, height: 64 })
    const refusal = createSharpCoverImages().makeVariants(bomb, plan, { width: 64, height: 64 })
    await expect(refusal).rejects.toBeInstanceOf(ImageRefusedError)
    await expect(refusal).rejects.toMatchObject({ reason: 'unsupported' })
  })

  it('leaves other decode failures as they are (a corrupt file is not a bomb)', async () => {
    const corrupt = (await pngClaiming(10, 10)).slice(0, 40)
    const failure = createSharpCoverImages().makeVariants(corrupt, plan, { width: 10, height: 10 })
    await expect(failure).rejects.toThrow()
    await expect(failure).rejects.not.toBeInstanceOf(ImageRefusedError)
  })
})

describe('oneAtATime', () => {
  /** A task that starts when the queue lets it and ends when the test says so. */
  function task(log: string[], name: string) {
    let finish: (ok: boolean) => void = () => undefined
    const run = () =>
      new Promise<string>((resolve, reject) => {
        log.push(`start ${name}`)
        finish = (ok) => (ok ? resolve(name) : reject(new Error(name)))
      })
    return { run, finish: (ok: boolean) => finish(ok) }
  }

  it('starts each task only when the one before it has settled, even when that one failed', async () => {
    const inTurn = oneAtATime()
    const log: string[] = []
    const [first, second, third] = [task(log, 'a'), task(log, 'b'), task(log, 'c')]
    const results = [inTurn(first.run), inTurn(second.run), inTurn(third.run)]
    await Promise.resolve()
    expect(log).toEqual(['start a'])
    first.finish(false)
    await expect(results[0]).rejects.toThrow('a')
    await vi.waitFor(() => expect(log).toEqual(['start a', 'start b']))
    second.finish(true)
    await expect(results[1]).resolves.toBe('b')
    await vi.waitFor(() => expect(log).toEqual(['start a', 'start b', 'start c']))
    third.finish(true)
    await expect(results[2]).resolves.toBe('c')
  })
})
