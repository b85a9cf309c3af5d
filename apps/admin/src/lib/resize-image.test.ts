import { fitWithin, pickUpload } from './resize-image'

describe('cover resizing rules', () => {
  it('bounds the longest side to 1600 px and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 })
    expect(fitWithin(1000, 3200)).toEqual({ width: 500, height: 1600 })
  })

  it('never enlarges an image that already fits', () => {
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 })
    expect(fitWithin(320, 200)).toEqual({ width: 320, height: 200 })
  })

  it('sends the original only when it already fits and is not larger than the WebP', () => {
    const small = new Blob([new Uint8Array(100)], { type: 'image/png' })
    const big = new Blob([new Uint8Array(5000)], { type: 'image/png' })
    const webp = new Blob([new Uint8Array(1000)], { type: 'image/webp' })
    expect(pickUpload(small, webp, true)).toBe(small)
    expect(pickUpload(big, webp, true)).toBe(webp)
    // Too large in pixels: the resized WebP goes up even if the original file is tiny.
    expect(pickUpload(small, webp, false)).toBe(webp)
    expect(pickUpload(big, null, true)).toBe(big)
  })
})
