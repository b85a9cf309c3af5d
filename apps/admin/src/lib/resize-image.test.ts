import { fitWithin, keepsOriginal, pickUpload, prepareCover } from './resize-image'

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

describe('preparing a cover', () => {
  function decodesAs(width: number, height: number) {
    const close = vi.fn()
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width, height, close })),
    )
    return close
  }
  afterEach(() => vi.unstubAllGlobals())

  it('uploads a GIF that already fits unchanged, so its animation survives', async () => {
    const close = decodesAs(480, 270)
    const draw = vi.spyOn(HTMLCanvasElement.prototype, 'getContext')
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'spinner.gif', {
      type: 'image/gif',
    })
    const { blob, filename } = await prepareCover(gif)
    expect(blob).toBe(gif)
    expect(filename).toBe('spinner.gif')
    expect(draw).not.toHaveBeenCalled()
    expect(close).toHaveBeenCalled()
  })

  it('still tries to shrink a GIF larger than 1600 px, and other small images', () => {
    expect(keepsOriginal('image/gif', true)).toBe(true)
    expect(keepsOriginal('image/gif', false)).toBe(false)
    expect(keepsOriginal('image/png', true)).toBe(false)
  })

  it('tries the WebP for a large GIF (the canvas is drawn on)', async () => {
    decodesAs(3200, 1800)
    const draw = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    const gif = new File([new Uint8Array(10)], 'big.gif', { type: 'image/gif' })
    await prepareCover(gif)
    expect(draw).toHaveBeenCalledWith('2d')
  })
})
