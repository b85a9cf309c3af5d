import { thumbnailSource } from './thumbnail-source'

const cover = {
  key: 'covers/a1.jpg',
  width: 4032,
  height: 3024,
  placeholder: null,
  color: null,
  widths: [320, 480, 800, 1200, 1600],
  avif_widths: [320, 480, 800, 1200],
}

describe('the thumbnail of a cover', () => {
  it('loads the smallest WebP variant beside the original, not the full cover', () => {
    expect(thumbnailSource('http://localhost:8787/media/covers/a1.jpg', cover)).toBe(
      'http://localhost:8787/media/covers/a1.w320.webp',
    )
  })

  it('loads the cover itself when it has no variants or is not in our media store', () => {
    expect(thumbnailSource('http://localhost:8787/media/covers/a1.jpg', { ...cover, widths: [] })).toBe(
      'http://localhost:8787/media/covers/a1.jpg',
    )
    expect(thumbnailSource('https://cdn.example/x.png', null)).toBe('https://cdn.example/x.png')
    expect(thumbnailSource(null, null)).toBeNull()
  })
})
