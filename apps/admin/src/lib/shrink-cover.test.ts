import { UPLOAD_MAX_BYTES } from '@studio/contracts'
import { fitWithin, prepareCover, shrunkType, withinUploadLimits } from './shrink-cover'

describe('which covers are shrunk before upload', () => {
  it('bounds the longest side to 4096 px, keeping the aspect ratio and never enlarging', () => {
    expect(fitWithin(8000, 6000)).toEqual({ width: 4096, height: 3072 })
    expect(fitWithin(3000, 9000)).toEqual({ width: 1365, height: 4096 })
    expect(fitWithin(4032, 3024)).toEqual({ width: 4032, height: 3024 })
  })

  it('leaves a 12-megapixel phone photo of a few MB as it is', () => {
    expect(withinUploadLimits(3_000_000, 4032, 3024)).toBe(true)
    expect(withinUploadLimits(UPLOAD_MAX_BYTES + 1, 4032, 3024)).toBe(false)
    expect(withinUploadLimits(3_000_000, 8064, 6048)).toBe(false)
  })

  it('writes a shrunk JPEG as JPEG and anything else as WebP, which keeps transparency', () => {
    expect(shrunkType('image/jpeg')).toBe('image/jpeg')
    expect(shrunkType('image/png')).toBe('image/webp')
  })

  it('sends a GIF and an undecodable file unchanged, for the API to judge', async () => {
    const gif = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'a.gif', { type: 'image/gif' })
    expect((await prepareCover(gif)).blob).toBe(gif)
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new Error('cannot decode')
      }),
    )
    const odd = new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' })
    expect(await prepareCover(odd)).toEqual({ blob: odd, filename: 'a.jpg' })
  })
})
