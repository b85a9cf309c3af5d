/**
 * The size an AVIF's AV1 bitstream will decode to, next to the size its `ispe` box claims. A decoder
 * allocates what the bitstream's sequence header says (max_frame_width and max_frame_height bound
 * every frame), not what `ispe` says: a file whose `ispe` claims 1000x1000 over a 5000x5000 stream
 * passes a header check and costs 100 MB a decode. So every AV1 image item (the picture, its alpha,
 * the tiles of a grid) is found through the HEIF boxes (iinf, iloc, iprp) and the sequence header
 * OBU at the start of its data, and in its `av1C` configOBUs, is read; a grid's output size too.
 * Read from the bytes only, never decoded, and runtime-neutral (the Worker runs it as well).
 */

export interface AvifItemSize {
  /** The size `ispe` claims for the item. */
  declared: { width: number; height: number }
  /** The largest frame its bitstream allows (AV1) or the output size it states (grid). */
  coded: { width: number; height: number }
}

/** `null` when the boxes cannot be walked or an AV1 item has no readable sequence header. */
export type AvifWalk = AvifItemSize[] | null

interface Box {
  type: string
  /** Where the box's payload starts and ends (after its header, before the next box). */
  start: number
  end: number
}

const u8 = (bytes: Uint8Array, at: number) => bytes[at] ?? 0
const be16 = (bytes: Uint8Array, at: number) => (u8(bytes, at) << 8) | u8(bytes, at + 1)
const be32 = (bytes: Uint8Array, at: number) => be16(bytes, at) * 0x10000 + be16(bytes, at + 2)
const fourcc = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4))

/** A big-endian unsigned number of 0, 2, 4 or 8 bytes; null when it cannot be a byte offset. */
function beN(bytes: Uint8Array, at: number, size: number): number | null {
  if (size === 0) return 0
  if (size === 2) return be16(bytes, at)
  if (size === 4) return be32(bytes, at)
  if (size === 8) return be32(bytes, at) === 0 ? be32(bytes, at + 4) : null
  return null
}

/** The boxes from `start` to `end`; null when one runs past `end`. */
function boxesIn(bytes: Uint8Array, start: number, end: number): Box[] | null {
  const boxes: Box[] = []
  let at = start
  while (at + 8 <= end) {
    let size = be32(bytes, at)
    let header = 8
    if (size === 1) {
      const large = beN(bytes, at + 8, 8)
      if (large === null) return null
      size = large
      header = 16
    } else if (size === 0) {
      size = end - at
    }
    if (size < header || at + size > end) return null
    boxes.push({ type: fourcc(bytes, at + 4), start: at + header, end: at + size })
    at += size
  }
  return at === end ? boxes : null
}

const childOf = (boxes: Box[] | null, type: string) => boxes?.find((box) => box.type === type)

/** The type of every item (`av01`, `grid`, `Exif`...), from the `infe` entries of `iinf`. */
function itemTypes(bytes: Uint8Array, iinf: Box): Map<number, string> | null {
  const version = u8(bytes, iinf.start)
  const entriesAt = iinf.start + 4 + (version === 0 ? 2 : 4)
  const types = new Map<number, string>()
  for (const infe of boxesIn(bytes, entriesAt, iinf.end) ?? []) {
    if (infe.type !== 'infe') continue
    const infeVersion = u8(bytes, infe.start)
    // Versions 0 and 1 predate item types; AVIF needs version 2 or 3.
    if (infeVersion < 2) return null
    const id = infeVersion === 2 ? be16(bytes, infe.start + 4) : be32(bytes, infe.start + 4)
    const typeAt = infe.start + 4 + (infeVersion === 2 ? 2 : 4) + 2
    if (typeAt + 4 > infe.end) return null
    types.set(id, fourcc(bytes, typeAt))
  }
  return types
}

interface Extent {
  offset: number
  length: number
}

/** Where each item's data lies (file offsets or `idat` offsets), from `iloc`. */
function itemExtents(bytes: Uint8Array, iloc: Box, idat: Box | undefined): Map<number, Extent[]> | null {
  const version = u8(bytes, iloc.start)
  if (version > 2) return null
  let at = iloc.start + 4
  const offsetSize = u8(bytes, at) >> 4
  const lengthSize = u8(bytes, at) & 0x0f
  const baseOffsetSize = u8(bytes, at + 1) >> 4
  const indexSize = version > 0 ? u8(bytes, at + 1) & 0x0f : 0
  at += 2
  const count = version < 2 ? be16(bytes, at) : be32(bytes, at)
  at += version < 2 ? 2 : 4
  const items = new Map<number, Extent[]>()
  for (let item = 0; item < count; item += 1) {
    if (at >= iloc.end) return null
    const id = version < 2 ? be16(bytes, at) : be32(bytes, at)
    at += version < 2 ? 2 : 4
    const method = version > 0 ? be16(bytes, at) & 0x0f : 0
    at += version > 0 ? 2 : 0
    at += 2 // data_reference_index
    const base = beN(bytes, at, baseOffsetSize)
    at += baseOffsetSize
    const extentCount = be16(bytes, at)
    at += 2
    if (base === null) return null
    const extents: Extent[] = []
    for (let extent = 0; extent < extentCount; extent += 1) {
      at += indexSize
      const offset = beN(bytes, at, offsetSize)
      at += offsetSize
      const length = beN(bytes, at, lengthSize)
      at += lengthSize
      if (offset === null || length === null) return null
      // Method 0: offsets in the file; 1: in the `idat` box; 2 (from other items) is not used by AVIF.
      const origin = method === 0 ? 0 : method === 1 && idat ? idat.start : null
      if (origin === null) return null
      const from = origin + base + offset
      const to = length === 0 ? (method === 1 && idat ? idat.end : bytes.length) : from + length
      if (to > (method === 1 && idat ? idat.end : bytes.length)) return null
      extents.push({ offset: from, length: to - from })
    }
    items.set(id, extents)
  }
  return at <= iloc.end ? items : null
}

interface Properties {
  /** Each property box of `ipco`, in order (ipma's indices count from 1). */
  boxes: Box[]
  /** The property indices associated with each item. */
  of: Map<number, number[]>
}

function itemProperties(bytes: Uint8Array, iprp: Box): Properties | null {
  const children = boxesIn(bytes, iprp.start, iprp.end)
  const ipco = childOf(children, 'ipco')
  const boxes = ipco ? boxesIn(bytes, ipco.start, ipco.end) : null
  if (!boxes) return null
  const of = new Map<number, number[]>()
  for (const ipma of children?.filter((box) => box.type === 'ipma') ?? []) {
    const version = u8(bytes, ipma.start)
    const wideIndex = (u8(bytes, ipma.start + 3) & 1) === 1
    let at = ipma.start + 4
    const count = be32(bytes, at)
    at += 4
    for (let entry = 0; entry < count; entry += 1) {
      if (at >= ipma.end) return null
      const id = version < 1 ? be16(bytes, at) : be32(bytes, at)
      at += version < 1 ? 2 : 4
      const associations = u8(bytes, at)
      at += 1
      const indices = of.get(id) ?? []
      for (let association = 0; association < associations; association += 1) {
        indices.push(wideIndex ? be16(bytes, at) & 0x7fff : u8(bytes, at) & 0x7f)
        at += wideIndex ? 2 : 1
      }
      of.set(id, indices)
    }
    if (at > ipma.end) return null
  }
  return { boxes, of }
}

/** Reads bits, most significant first, as the AV1 specification's f(n). */
class BitReader {
  private bit = 0
  constructor(
    private readonly bytes: Uint8Array,
    private readonly start: number,
    private readonly end: number,
  ) {}

  read(count: number): number {
    let value = 0
    for (let index = 0; index < count; index += 1) {
      const at = this.start + (this.bit >> 3)
      if (at >= this.end) throw new RangeError('The sequence header ends early.')
      value = value * 2 + ((u8(this.bytes, at) >> (7 - (this.bit & 7))) & 1)
      this.bit += 1
    }
    return value
  }

  /** uvlc(): leading zeros, then that many bits. */
  uvlc(): number {
    let zeros = 0
    while (this.read(1) === 0) {
      zeros += 1
      if (zeros >= 32) return 2 ** 32 - 1
    }
    return this.read(zeros) + 2 ** zeros - 1
  }
}

/** max_frame_width and max_frame_height of a sequence header OBU's payload (AV1 spec 5.5.1). */
function sequenceHeaderSize(bytes: Uint8Array, start: number, end: number) {
  const bits = new BitReader(bytes, start, end)
  bits.read(3) // seq_profile
  bits.read(1) // still_picture
  const reduced = bits.read(1)
  if (reduced) {
    bits.read(5) // seq_level_idx[0]
  } else {
    let decoderModelInfo = 0
    let bufferDelayLength = 0
    if (bits.read(1)) {
      // timing_info
      bits.read(32)
      bits.read(32)
      if (bits.read(1)) bits.uvlc()
      decoderModelInfo = bits.read(1)
      if (decoderModelInfo) {
        bufferDelayLength = bits.read(5) + 1
        bits.read(32)
        bits.read(5)
        bits.read(5)
      }
    }
    const initialDisplayDelay = bits.read(1)
    const operatingPoints = bits.read(5) + 1
    for (let point = 0; point < operatingPoints; point += 1) {
      bits.read(12) // operating_point_idc
      if (bits.read(5) > 7) bits.read(1) // seq_level_idx, seq_tier
      if (decoderModelInfo && bits.read(1)) {
        bits.read(bufferDelayLength)
        bits.read(bufferDelayLength)
        bits.read(1)
      }
      if (initialDisplayDelay && bits.read(1)) bits.read(4)
    }
  }
  const widthBits = bits.read(4) + 1
  const heightBits = bits.read(4) + 1
  return { width: bits.read(widthBits) + 1, height: bits.read(heightBits) + 1 }
}

const OBU_SEQUENCE_HEADER = 1
/** OBUs that may come before the sequence header: temporal delimiter, metadata, padding. */
const OBU_SKIPPABLE = new Set([2, 5, 15])

/**
 * The size the first sequence header OBU in `start..end` states; null when a frame comes first, the
 * OBUs are malformed or there is none.
 */
function firstSequenceHeader(bytes: Uint8Array, start: number, end: number) {
  let at = start
  while (at < end) {
    const header = u8(bytes, at)
    const type = (header >> 3) & 0x0f
    if (header & 0x80) return null // forbidden bit
    at += header & 0x04 ? 2 : 1
    let size = end - at
    if (header & 0x02) {
      // leb128
      size = 0
      for (let index = 0; ; index += 1) {
        if (index === 8 || at >= end) return null
        const byte = u8(bytes, at)
        at += 1
        size += (byte & 0x7f) * 2 ** (7 * index)
        if (!(byte & 0x80)) break
      }
    }
    if (at + size > end) return null
    if (type === OBU_SEQUENCE_HEADER) {
      try {
        return sequenceHeaderSize(bytes, at, at + size)
      } catch {
        return null
      }
    }
    if (!OBU_SKIPPABLE.has(type)) return null
    at += size
  }
  return null
}

/** A grid item's output size (ImageGrid: version, flags, rows, columns, width, height). */
function gridOutputSize(bytes: Uint8Array, extent: Extent) {
  const wide = (u8(bytes, extent.offset + 1) & 1) === 1
  if (extent.length < (wide ? 12 : 8)) return null
  const at = extent.offset + 4
  return wide
    ? { width: be32(bytes, at), height: be32(bytes, at + 4) }
    : { width: be16(bytes, at), height: be16(bytes, at + 2) }
}

/**
 * For every AV1 and grid item of an AVIF: the size `ispe` claims and the size its data states. An
 * AV1 item must have an `ispe` and a sequence header (at the start of its data or in `av1C`), or the
 * file is not one we can vouch for. A file with no AV1 item (an image sequence only) is refused too.
 */
export function avifItemSizes(bytes: Uint8Array): AvifWalk {
  const top = boxesIn(bytes, 0, bytes.length)
  const meta = childOf(top, 'meta')
  if (!meta) return null
  // meta is a full box: 4 bytes of version and flags before its children.
  const inMeta = boxesIn(bytes, meta.start + 4, meta.end)
  const iinf = childOf(inMeta, 'iinf')
  const iloc = childOf(inMeta, 'iloc')
  const iprp = childOf(inMeta, 'iprp')
  if (!iinf || !iloc || !iprp) return null
  const types = itemTypes(bytes, iinf)
  const extents = itemExtents(bytes, iloc, childOf(inMeta, 'idat'))
  const properties = itemProperties(bytes, iprp)
  if (!types || !extents || !properties) return null

  const sizes: AvifItemSize[] = []
  for (const [id, type] of types) {
    if (type !== 'av01' && type !== 'grid') continue
    const boxes = (properties.of.get(id) ?? []).map((index) => properties.boxes[index - 1])
    const ispe = boxes.find((box) => box?.type === 'ispe')
    const data = extents.get(id)?.[0]
    if (!ispe || ispe.end - ispe.start < 12 || !data) return null
    const declared = { width: be32(bytes, ispe.start + 4), height: be32(bytes, ispe.start + 8) }
    if (type === 'grid') {
      const coded = gridOutputSize(bytes, data)
      if (!coded) return null
      sizes.push({ declared, coded })
      continue
    }
    const av1C = boxes.find((box) => box?.type === 'av1C')
    // av1C: four bytes of fields, then configOBUs (often none).
    const headers = [
      ...(av1C && av1C.end - av1C.start > 4 ? [firstSequenceHeader(bytes, av1C.start + 4, av1C.end)] : []),
      firstSequenceHeader(bytes, data.offset, data.offset + data.length),
    ].filter((header) => header !== null)
    if (headers.length === 0) return null
    for (const coded of headers) sizes.push({ declared, coded })
  }
  return [...types.values()].includes('av01') ? sizes : null
}
