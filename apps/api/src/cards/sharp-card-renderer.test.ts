import { SHARE_CARD_HEIGHT, SHARE_CARD_MAX_BYTES, SHARE_CARD_WIDTH } from '@studio/contracts/share-cards'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { photoFixture } from '../media/phone-photo'
import { drawCard, fitTitle, renderText } from './sharp-card-renderer'

const BOX = { width: 560, height: 320 }

/** The columns of a block that hold ink (alpha above half), as [first, last]. */
async function inkColumns(block: { data: Buffer }) {
  const { data, info } = await sharp(block.data).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  let first = info.width
  let last = -1
  for (let y = 0; y < info.height; y += 1)
    for (let x = 0; x < info.width; x += 1)
      if ((data[(y * info.width + x) * 4 + 3] ?? 0) > 128) {
        first = Math.min(first, x)
        last = Math.max(last, x)
      }
  return [first, last] as const
}

describe('share card drawing', () => {
  it('draws an English and an Arabic case study as 1200x630 JPEGs under 300 KB, the cover filling its side', async () => {
    const cover = await photoFixture()
    for (const language of ['en', 'ar'] as const) {
      const card = await drawCard({
        language,
        studioName: language === 'en' ? 'Northwind Studio' : 'استوديو نورثويند',
        title: language === 'en' ? 'Fernway Outdoor Store' : 'متجر فيرنواي للمعدات الخارجية',
        titleLanguage: language,
        eyebrow: language === 'en' ? 'Case study' : 'دراسة حالة',
        cover,
      })
      const meta = await sharp(card.bytes).metadata()
      expect(meta.format).toBe('jpeg')
      expect([meta.width, meta.height]).toEqual([SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT])
      expect(card.bytes.byteLength).toBeLessThan(SHARE_CARD_MAX_BYTES)
      // The cover fills its 16:10 frame on the end side (right in English, left in Arabic): its first
      // and last rows are the photo's, not the card's dark background (never letterboxed).
      const left = language === 'en' ? SHARE_CARD_WIDTH - 64 - 560 : 64
      const top = Math.round((SHARE_CARD_HEIGHT - 10 - 350) / 2)
      for (const row of [top + 1, top + 348]) {
        const { channels } = await sharp(card.bytes)
          .extract({ left: left + 40, top: row, width: 480, height: 1 })
          .stats()
        const mean = channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3
        expect(mean).toBeGreaterThan(40)
      }
    }
  })

  it('wraps a long title at words and keeps it inside its box', async () => {
    const title =
      'A very long case study title about rebuilding a regional logistics platform with live tracking, invoices and driver apps for three countries'
    const block = await fitTitle(title, BOX, 'en')
    expect(block.width).toBeLessThanOrEqual(BOX.width)
    expect(block.height).toBeLessThanOrEqual(BOX.height)
    // Never cut inside a word: every word at the chosen size fits a line on its own.
    for (const word of title.split(' ')) {
      const alone = await renderText(word, { size: block.size, color: '#fff', language: 'en' })
      expect(alone.width).toBeLessThanOrEqual(BOX.width)
    }
  })

  it('drops only the words that cannot fit: a wide last word leaves the words before it, with an ellipsis', async () => {
    const box = { width: 700, height: 300 }
    const block = await fitTitle(`A modest title then ${'W'.repeat(60)}`, box, 'en')
    const kept = await renderText('A modest title then…', {
      size: block.size,
      color: '#fff',
      width: box.width,
      language: 'en',
    })
    expect(block.width).toBe(kept.width)
    expect(block.height).toBe(kept.height)
  })

  it('chooses a smaller size for a word that would not fit a line, rather than breaking it', async () => {
    const block = await fitTitle('Supercalifragilisticexpialidocious', { width: 700, height: 300 }, 'en')
    const alone = await renderText('Supercalifragilisticexpialidocious', {
      size: block.size,
      color: '#fff',
      language: 'en',
    })
    expect(block.size).toBeLessThan(68)
    // One line: the block is as tall as the word alone.
    expect(block.height).toBe(alone.height)
  })

  it('sets an Arabic paragraph right to left: its lines end against the right edge of the box', async () => {
    const block = await renderText('تطوير تطبيقات الجوال والمواقع الإلكترونية للشركات الناشئة في المنطقة', {
      size: 48,
      color: '#fff',
      width: 500,
      language: 'ar',
    })
    const lines = await sharp(block.data)
      .extract({ left: 0, top: block.height - 60, width: block.width, height: 60 })
      .png()
      .toBuffer()
    const [first, last] = await inkColumns({ data: lines })
    // The last (short) line hugs the right side, leaving its left side empty.
    expect(last).toBeGreaterThan(block.width - 10)
    expect(first).toBeGreaterThan(40)
  })
})
