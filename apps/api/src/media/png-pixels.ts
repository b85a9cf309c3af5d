/**
 * The average colour of a small PNG, read in plain JavaScript: the Worker asks the Images binding for
 * a 1 x 1 PNG of a cover (the binding's raw `rgb` output does not exist in its local mode) and reads
 * the pixel here. Greyscale, RGB, palette and alpha PNGs at any bit depth (an optimiser may pack a
 * tiny image into 1, 2 or 4 bits), not interlaced; anything else is refused with an error.
 */

const be32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] ?? 0) * 0x1000000 +
    (((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0))) >>>
  0

/** Samples per pixel of each PNG colour type. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }

interface PngImage {
  width: number
  height: number
  bitDepth: number
  colorType: number
  palette: Uint8Array
  transparency: Uint8Array
  data: Uint8Array
}

function readChunks(bytes: Uint8Array): PngImage {
  let width = 0
  let height = 0
  let bitDepth = 0
  let colorType = -1
  let palette: Uint8Array = new Uint8Array(0)
  let transparency: Uint8Array = new Uint8Array(0)
  const data: Uint8Array[] = []
  for (let at = 8; at + 8 <= bytes.length; ) {
    const size = be32(bytes, at)
    const kind = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    const body = bytes.subarray(at + 8, at + 8 + size)
    if (kind === 'IHDR') {
      width = be32(body, 0)
      height = be32(body, 4)
      bitDepth = body[8] ?? 0
      colorType = body[9] ?? -1
      if (body[12] !== 0) throw new Error('Interlaced PNGs are not read.')
    } else if (kind === 'PLTE') palette = body
    else if (kind === 'tRNS') transparency = body
    else if (kind === 'IDAT') data.push(body)
    else if (kind === 'IEND') break
    at += 12 + size
  }
  if (!(width > 0 && height > 0 && colorType in CHANNELS && [1, 2, 4, 8, 16].includes(bitDepth)))
    throw new Error('Not a PNG this reader knows.')
  const joined = new Uint8Array(data.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of data) {
    joined.set(part, offset)
    offset += part.length
  }
  return { width, height, bitDepth, colorType, palette, transparency, data: joined }
}

async function inflate(compressed: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([compressed]).stream().pipeThrough(new DecompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** Undoes the per-row filters (none, sub, up, average, Paeth); answers each row's bytes. */
function unfilter(raw: Uint8Array, stride: number, height: number, pixelBytes: number): Uint8Array[] {
  const rows: Uint8Array[] = []
  let previous = new Uint8Array(stride)
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1)
    const filter = raw[start]
    const row = raw.slice(start + 1, start + 1 + stride)
    if (row.length < stride) throw new Error('The PNG data ends early.')
    for (let i = 0; i < stride; i++) {
      const left = i >= pixelBytes ? (row[i - pixelBytes] ?? 0) : 0
      const up = previous[i] ?? 0
      const upLeft = i >= pixelBytes ? (previous[i - pixelBytes] ?? 0) : 0
      let predictor = 0
      if (filter === 1) predictor = left
      else if (filter === 2) predictor = up
      else if (filter === 3) predictor = (left + up) >> 1
      else if (filter === 4) {
        const estimate = left + up - upLeft
        const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)]
        predictor = a <= b && a <= c ? left : b <= c ? up : upLeft
      } else if (filter !== 0) throw new Error('Unknown PNG filter.')
      row[i] = ((row[i] ?? 0) + predictor) & 0xff
    }
    rows.push(row)
    previous = row
  }
  return rows
}

/** Sample `index` of a row: 1, 2 or 4 bits packed high first, a byte, or a 16-bit sample's high byte. */
function sample(row: Uint8Array, index: number, bitDepth: number): number {
  if (bitDepth === 8) return row[index] ?? 0
  if (bitDepth === 16) return row[index * 2] ?? 0
  const bit = index * bitDepth
  return ((row[bit >> 3] ?? 0) >> (8 - bitDepth - (bit & 7))) & ((1 << bitDepth) - 1)
}

/** The average [red, green, blue, alpha] (0-255) of every pixel of a PNG. */
export async function averagePngColor(bytes: Uint8Array): Promise<[number, number, number, number]> {
  const png = readChunks(bytes)
  const channels = CHANNELS[png.colorType] as number
  const stride = Math.ceil((png.width * channels * png.bitDepth) / 8)
  const pixelBytes = Math.max(1, (channels * png.bitDepth) / 8)
  const rows = unfilter(await inflate(png.data), stride, png.height, pixelBytes)
  // A sample of fewer than 8 bits (greyscale only: palette samples are indexes) scales up to 0-255.
  const level = (value: number) => (png.bitDepth < 8 ? (value * 255) / ((1 << png.bitDepth) - 1) : value)
  const sum = [0, 0, 0, 0]
  for (const row of rows) {
    for (let x = 0; x < png.width; x++) {
      const at = x * channels
      let pixel: number[]
      if (png.colorType === 3) {
        const index = sample(row, at, png.bitDepth)
        pixel = [...png.palette.subarray(index * 3, index * 3 + 3), png.transparency[index] ?? 255]
      } else if (png.colorType === 0 || png.colorType === 4) {
        const grey = level(sample(row, at, png.bitDepth))
        pixel = [grey, grey, grey, png.colorType === 4 ? sample(row, at + 1, png.bitDepth) : 255]
      } else {
        const [red, green, blue] = [0, 1, 2].map((c) => sample(row, at + c, png.bitDepth))
        pixel = [
          red ?? 0,
          green ?? 0,
          blue ?? 0,
          png.colorType === 6 ? sample(row, at + 3, png.bitDepth) : 255,
        ]
      }
      for (let c = 0; c < 4; c++) sum[c] = (sum[c] ?? 0) + (pixel[c] ?? 0)
    }
  }
  const count = png.width * png.height
  return [0, 1, 2, 3].map((c) => (sum[c] ?? 0) / count) as [number, number, number, number]
}
