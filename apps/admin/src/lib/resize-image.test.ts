import { fitWithin, hasSmallWidth, keepsOriginal, pickUpload, prepareCover } from './resize-image'

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

  it('keeps only a WebP original when the cover also goes up 480 px wide', () => {
    const png = new Blob([new Uint8Array(100)], { type: 'image/png' })
    const smallWebp = new Blob([new Uint8Array(100)], { type: 'image/webp' })
    const webp = new Blob([new Uint8Array(1000)], { type: 'image/webp' })
    expect(pickUpload(png, webp, true, true)).toBe(webp)
    expect(pickUpload(smallWebp, webp, true, true)).toBe(smallWebp)
    expect(pickUpload(png, null, true, true)).toBe(png)
    expect(hasSmallWidth(481)).toBe(true)
    expect(hasSmallWidth(480)).toBe(false)
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

  /** A canvas that records the sizes drawn and writes `type` blobs (jsdom has no real canvas). */
  function canvasWriting(type = 'image/webp', bytesFor = (width: number) => width) {
    const drawn: Array<[number, number]> = []
    class FakeOffscreenCanvas {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return { drawImage: (_: unknown, _x: number, _y: number, w: number, h: number) => drawn.push([w, h]) }
      }
      async convertToBlob() {
        return new Blob([new Uint8Array(bytesFor(this.width))], { type })
      }
    }
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas)
    return drawn
  }

  it('makes the cover 1600 px and 480 px wide, both WebP with the same aspect ratio', async () => {
    const close = decodesAs(4000, 2667)
    const drawn = canvasWriting()
    const photo = new File([new Uint8Array(9000)], 'holiday.jpg', { type: 'image/jpeg' })
    const prepared = await prepareCover(photo)
    expect(drawn).toEqual([
      [1600, 1067],
      [480, 320],
    ])
    expect(prepared.filename).toBe('holiday.webp')
    expect(prepared.blob.type).toBe('image/webp')
    expect(prepared.blob.size).toBe(1600)
    expect(prepared.small?.type).toBe('image/webp')
    expect(prepared.small?.size).toBe(480)
    expect(close).toHaveBeenCalled()
  })

  it('prefers the WebP over a smaller JPEG that fits, so the cover gets both widths', async () => {
    decodesAs(1200, 800)
    canvasWriting()
    const photo = new File([new Uint8Array(100)], 'tiny.jpg', { type: 'image/jpeg' })
    const prepared = await prepareCover(photo)
    expect(prepared.blob.type).toBe('image/webp')
    expect(prepared.small?.size).toBe(480)
  })

  it('keeps a WebP original that fits and is smaller, and still adds the 480 px one', async () => {
    decodesAs(1200, 800)
    canvasWriting()
    const original = new File([new Uint8Array(10)], 'art.webp', { type: 'image/webp' })
    const prepared = await prepareCover(original)
    expect(prepared.blob).toBe(original)
    expect(prepared.small?.size).toBe(480)
  })

  it('sends no smaller width for an image 480 px wide or less', async () => {
    decodesAs(480, 320)
    const drawn = canvasWriting()
    const prepared = await prepareCover(new File([new Uint8Array(9000)], 'a.png', { type: 'image/png' }))
    expect(drawn).toEqual([[480, 320]])
    expect(prepared.small).toBeUndefined()
  })

  it('sends the main file alone when the browser writes no WebP, or the small one is too heavy', async () => {
    decodesAs(3200, 1800)
    canvasWriting('image/png')
    const png = await prepareCover(new File([new Uint8Array(9000)], 'a.png', { type: 'image/png' }))
    expect(png.blob.type).toBe('image/png')
    expect(png.small).toBeUndefined()

    decodesAs(3200, 1800)
    canvasWriting('image/webp', (width) => (width === 480 ? 600 * 1024 : 1000))
    const heavy = await prepareCover(new File([new Uint8Array(9000)], 'a.png', { type: 'image/png' }))
    expect(heavy.blob.type).toBe('image/webp')
    expect(heavy.small).toBeUndefined()
  })

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
