import sharp from 'sharp'

/**
 * A real AVIF (encoded by sharp, so its AV1 stream is `coded` pixels) whose every `ispe` box is then
 * rewritten to claim `claimed`: the decompression bomb a header-only check lets through (test-only).
 */
export async function avifClaiming(
  coded: { width: number; height: number },
  claimed: { width: number; height: number },
): Promise<Uint8Array> {
  const encoded = await sharp({ create: { ...coded, channels: 3, background: '#3366cc' } })
    .avif({ effort: 0 })
    .toBuffer()
  const bytes = new Uint8Array(encoded)
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const text = Buffer.from(bytes).toString('latin1')
  // Only the boxes before the pixel data: the same four letters inside the stream are not a box.
  const boxesEnd = text.indexOf('mdat')
  let patched = 0
  for (let at = text.indexOf('ispe'); at !== -1 && at < boxesEnd; at = text.indexOf('ispe', at + 4)) {
    // The box type, then version and flags, then width and height.
    view.setUint32(at + 8, claimed.width)
    view.setUint32(at + 12, claimed.height)
    patched += 1
  }
  if (patched === 0) throw new Error('The encoded AVIF has no ispe box to rewrite.')
  return bytes
}
