import sharp from 'sharp'

/** A one-colour WebP image of `width` × `height`: a cover as an older upload stored it (test-only code). */
export async function plainWebp(width: number, height: number, background = '#abc'): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background } })
      .webp()
      .toBuffer(),
  )
}
