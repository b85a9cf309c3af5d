import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { averagePngColor } from './png-pixels'

/** A PNG of two halves (left one colour, right another), so the average is known and rows are filtered. */
async function halves(
  left: { r: number; g: number; b: number; alpha?: number },
  right: { r: number; g: number; b: number; alpha?: number },
  output: (image: sharp.Sharp) => sharp.Sharp,
) {
  const half = (background: typeof left) =>
    sharp({ create: { width: 8, height: 6, channels: 4, background: { alpha: 1, ...background } } })
      .png()
      .toBuffer()
  const image = sharp({
    create: { width: 16, height: 6, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } },
  })
    .composite([
      { input: await half(left), left: 0, top: 0 },
      { input: await half(right), left: 8, top: 0 },
    ])
    .png()
  return new Uint8Array(await output(sharp(await image.toBuffer())).toBuffer())
}

describe('averagePngColor', () => {
  it('averages an RGB PNG over every row, whatever filter each row uses', async () => {
    const png = await halves({ r: 200, g: 40, b: 0 }, { r: 0, g: 120, b: 60 }, (image) =>
      image.removeAlpha().png({ adaptiveFiltering: true, compressionLevel: 9 }),
    )
    expect(await averagePngColor(png)).toEqual([100, 80, 30, 255])
  })

  it('reads palette, greyscale and alpha PNGs, packed into fewer bits or spread over 16', async () => {
    const palette = await halves({ r: 255, g: 0, b: 0 }, { r: 0, g: 0, b: 255 }, (image) =>
      image.png({ palette: true, colours: 4, dither: 0 }),
    )
    // Two colours: packed into fewer than 8 bits a pixel.
    expect(palette[24]).toBeLessThan(8)
    expect(await averagePngColor(palette)).toEqual([127.5, 0, 127.5, 255])
    const grey = await halves({ r: 10, g: 10, b: 10 }, { r: 30, g: 30, b: 30 }, (image) =>
      image.greyscale().removeAlpha().png(),
    )
    expect(await averagePngColor(grey)).toEqual([20, 20, 20, 255])
    const opaqueHalf = await sharp({ create: { width: 8, height: 6, channels: 4, background: '#000000ff' } })
      .png()
      .toBuffer()
    const translucent = await sharp({
      create: { width: 16, height: 6, channels: 4, background: '#00000000' },
    })
      .composite([{ input: opaqueHalf, left: 8, top: 0 }])
      .png()
      .toBuffer()
    expect((await averagePngColor(new Uint8Array(translucent)))[3]).toBeCloseTo(127.5)
  })

  it('reads a 16-bit PNG, and refuses what it cannot read rather than guess', async () => {
    const sixteenBit = new Uint8Array(
      await sharp({ create: { width: 2, height: 2, channels: 3, background: '#ff8000' } })
        .toColourspace('rgb16')
        .png()
        .toBuffer(),
    )
    expect(sixteenBit[24]).toBe(16)
    expect(await averagePngColor(sixteenBit)).toEqual([255, 128, 0, 255])
    await expect(averagePngColor(new Uint8Array([1, 2, 3]))).rejects.toThrow()
    const interlaced = new Uint8Array(
      await sharp({ create: { width: 9, height: 9, channels: 3, background: '#fff' } })
        .png({ progressive: true })
        .toBuffer(),
    )
    await expect(averagePngColor(interlaced)).rejects.toThrow('Interlaced')
  })
})
