import { createRequire } from 'node:module'
import { SHARE_CARD_HEIGHT, SHARE_CARD_MAX_BYTES, SHARE_CARD_WIDTH } from '@studio/contracts/share-cards'
import sharp from 'sharp'
import type { CardDrawing, DrawnCard, ShareCardRenderer } from './card-renderer'

/**
 * Share cards drawn by sharp on the Node entry. Text is set by libvips through Pango, which resolves
 * the bidirectional order and shapes each run with HarfBuzz, so Arabic reads right to left with its
 * letters joined; the font is Cairo (SIL Open Font License, shipped by @expo-google-fonts/cairo with
 * its licence), which has Arabic and Latin letters alike. A cover is cropped to its half of the card
 * around its most salient area (libvips's attention strategy), never letterboxed.
 */

const require = createRequire(import.meta.url)
export const CARD_FONT_FILE = require.resolve('@expo-google-fonts/cairo/700Bold/Cairo_700Bold.ttf')
const CARD_FONT_FILE_REGULAR = require.resolve('@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf')
const FONT_FAMILY = 'Cairo'

const W = SHARE_CARD_WIDTH
const H = SHARE_CARD_HEIGHT
const MARGIN = 64
const BACKGROUND = '#0b0d12'
const TEXT = '#f4f5f8'
const MUTED = '#a9b0c2'
/**
 * A case study's cover: a 16:10 frame (the site's own cover frame) on the end side of the card's
 * language, filled by the cover cropped around its salient area, so a cover made for the site keeps
 * what it shows (a printed name included) instead of losing half of it to a tall crop.
 */
const COVER_WIDTH = 560
const COVER_HEIGHT = 350
const COVER_RADIUS = 24
/** The space between the text column and the cover. */
const GUTTER = 48
/** Title sizes tried, largest first (px); the smallest still too long is shortened at a word. */
const TITLE_SIZES = [68, 60, 54, 48, 42, 38] as const
const TITLE_MAX_LINES = 4
const LINE_HEIGHT = 1.25

export interface TextBlock {
  data: Buffer
  width: number
  height: number
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

interface TextStyle {
  size: number
  color: string
  bold?: boolean
  /** Wrap at words within this width; absent: one line at its natural width. */
  width?: number
  language: 'en' | 'ar'
}

/**
 * One text block as an RGBA image. The paragraph's direction comes from its first strong letter
 * (Pango's auto direction), so an Arabic title is right to left; its lines are aligned to the card's
 * start side for the card's language.
 */
export async function renderText(text: string, style: TextStyle): Promise<TextBlock> {
  const weight = style.bold === false ? 'Regular' : 'Bold'
  const markup = `<span foreground="${style.color}" lang="${style.language}" line_height="0.72">${escapeMarkup(text)}</span>`
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${FONT_FAMILY} ${weight} ${style.size}px`,
      fontfile: style.bold === false ? CARD_FONT_FILE_REGULAR : CARD_FONT_FILE,
      rgba: true,
      dpi: 72,
      ...(style.width ? { width: style.width, wrap: 'word' as const } : {}),
      // Pango swaps left and right for a paragraph whose direction is not the layout's (LTR), so
      // 'left' puts an Arabic paragraph's lines against the right edge.
      align: 'left',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * The title at the largest size whose every word fits the line (so no word is ever broken) and whose
 * lines fit the box; at the smallest size a title still too long loses its last words for an ellipsis.
 */
export async function fitTitle(
  title: string,
  box: { width: number; height: number },
  language: 'en' | 'ar',
): Promise<TextBlock & { size: number }> {
  const words = title.trim().split(/\s+/).filter(Boolean)
  // Each word's width at a size, rendered once: the widest of the first `count` words decides.
  const widths = new Map<string, number>()
  const widest = async (size: number, count = words.length) => {
    let most = 0
    for (const word of new Set(words.slice(0, count))) {
      const key = `${size} ${word}`
      if (!widths.has(key)) widths.set(key, (await renderText(word, { size, color: TEXT, language })).width)
      most = Math.max(most, widths.get(key) ?? 0)
    }
    return most
  }
  for (const size of TITLE_SIZES) {
    const maxHeight = Math.min(box.height, Math.ceil(size * LINE_HEIGHT * TITLE_MAX_LINES))
    if ((await widest(size)) > box.width) continue
    const block = await renderText(words.join(' '), { size, color: TEXT, width: box.width, language })
    if (block.height <= maxHeight) return { ...block, size }
  }
  const size = TITLE_SIZES[TITLE_SIZES.length - 1] as number
  const maxHeight = Math.min(box.height, Math.ceil(size * LINE_HEIGHT * TITLE_MAX_LINES))
  for (let count = words.length - 1; count >= 1; count -= 1) {
    if (count > 1 && (await widest(size, count)) > box.width) continue
    const text = `${words.slice(0, count).join(' ')}…`
    const block = await renderText(text, { size, color: TEXT, width: box.width, language })
    if (block.height <= maxHeight && block.width <= box.width) return { ...block, size }
  }
  // One word wider than the card even at the smallest size: scaled down whole, never cut.
  const block = await renderText(words[0] ?? '', { size, color: TEXT, language })
  const scaled = await sharp(block.data)
    .resize({ width: box.width, fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { data: scaled.data, width: scaled.info.width, height: scaled.info.height, size }
}

/** The studio's mark (the site's favicon: a rounded square in the brand gradient, three strokes). */
function markSvg(size: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9b82ff"/><stop offset="1" stop-color="#38bdf8"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="M9 11h9M9 16h14M9 21h9" stroke="#0b0d12" stroke-width="3" stroke-linecap="round"/></svg>`,
  )
}

/** The card's background: the site's dark colour, a soft glow of the brand colours, an accent bar. */
function backgroundSvg(rtl: boolean): Buffer {
  const glowX = rtl ? 0.1 : 0.9
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><radialGradient id="glow" cx="${glowX}" cy="0.1" r="0.9"><stop offset="0" stop-color="#9b82ff" stop-opacity="0.28"/><stop offset="0.55" stop-color="#38bdf8" stop-opacity="0.08"/><stop offset="1" stop-color="${BACKGROUND}" stop-opacity="0"/></radialGradient><linearGradient id="bar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#9b82ff"/><stop offset="1" stop-color="#38bdf8"/></linearGradient></defs><rect width="${W}" height="${H}" fill="${BACKGROUND}"/><rect width="${W}" height="${H}" fill="url(#glow)"/><rect y="${H - 10}" width="${W}" height="10" fill="url(#bar)"/></svg>`,
  )
}

/** The cover cropped to fill its frame around its salient area, corners rounded; null when unreadable. */
async function coverTile(bytes: Uint8Array, width: number, height: number): Promise<Buffer | null> {
  const corners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${COVER_RADIUS}" fill="#fff"/></svg>`,
  )
  try {
    const filled = await sharp(bytes, { autoOrient: true, limitInputPixels: 4096 * 4096, failOn: 'error' })
      .resize({ width, height, fit: 'cover', position: sharp.strategy.attention })
      .toColourspace('srgb')
      .ensureAlpha()
      .png()
      .toBuffer()
    return await sharp(filled)
      .composite([{ input: corners, blend: 'dest-in' }])
      .png()
      .toBuffer()
  } catch {
    return null
  }
}

export async function drawCard(card: CardDrawing): Promise<DrawnCard> {
  const rtl = card.language === 'ar'
  const cover = card.cover ? await coverTile(card.cover, COVER_WIDTH, COVER_HEIGHT) : null
  // The text column: the whole card, or the side the cover leaves (the start side of the language).
  const columnStart = rtl && cover ? MARGIN + COVER_WIDTH + GUTTER : MARGIN
  const columnWidth = W - 2 * MARGIN - (cover ? COVER_WIDTH + GUTTER : 0)
  const at = (blockWidth: number) => (rtl ? columnStart + columnWidth - blockWidth : columnStart)

  const markSize = 64
  const name = await renderText(card.studioName, {
    size: 34,
    color: TEXT,
    width: columnWidth - markSize - 20,
    language: card.language,
  })
  const headerTop = MARGIN
  const markLeft = rtl ? columnStart + columnWidth - markSize : columnStart
  const nameLeft = rtl ? markLeft - 20 - name.width : markLeft + markSize + 20
  const layers: sharp.OverlayOptions[] = [
    { input: markSvg(markSize), left: markLeft, top: headerTop },
    {
      input: name.data,
      left: Math.max(0, nameLeft),
      top: headerTop + Math.max(0, Math.round((markSize - name.height) / 2)),
    },
  ]

  const eyebrow = card.eyebrow
    ? await renderText(card.eyebrow, {
        size: 28,
        color: MUTED,
        bold: false,
        width: columnWidth,
        language: card.language,
      })
    : null
  const titleTop = headerTop + markSize + 48
  const titleBox = { width: columnWidth, height: H - titleTop - MARGIN - (eyebrow ? eyebrow.height + 12 : 0) }
  const title = await fitTitle(card.title, titleBox, card.titleLanguage)
  // The title sits in the middle of the space under the header, the eyebrow just above it.
  const blockHeight = title.height + (eyebrow ? eyebrow.height + 12 : 0)
  const blockTop = titleTop + Math.max(0, Math.round((H - 10 - MARGIN - titleTop - blockHeight) / 2))
  if (eyebrow) layers.push({ input: eyebrow.data, left: at(eyebrow.width), top: blockTop })
  layers.push({
    input: title.data,
    left: at(title.width),
    top: blockTop + (eyebrow ? eyebrow.height + 12 : 0),
  })
  if (cover)
    layers.push({
      input: cover,
      left: rtl ? MARGIN : W - MARGIN - COVER_WIDTH,
      top: Math.round((H - 10 - COVER_HEIGHT) / 2),
    })

  const canvas = sharp(backgroundSvg(rtl)).composite(layers).flatten({ background: BACKGROUND })
  for (const quality of [84, 76, 68, 60]) {
    const bytes = await canvas.clone().jpeg({ quality, mozjpeg: true }).toBuffer()
    if (bytes.byteLength <= SHARE_CARD_MAX_BYTES || quality === 60)
      return { bytes: new Uint8Array(bytes), contentType: 'image/jpeg', width: W, height: H }
  }
  throw new Error('unreachable')
}

/** The Node entry's renderer. Bump `version` with any change to the drawing: every card is redrawn. */
export function createSharpCardRenderer(): ShareCardRenderer {
  return { version: 'sharp-pango-cairo-2', draw: drawCard }
}
