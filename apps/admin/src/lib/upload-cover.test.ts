import { readFile } from 'node:fs/promises'
import { API_MESSAGES, createAdminClient } from '@studio/contracts'
import { coverSources } from '@studio/contracts/cover-sources'
import { pngFile, startSignedIn } from '../test-support/seed'
import { jsonAnswer } from '../test-support/test-api'
import { uploadCover } from './upload-cover'

/** The admin client over the real API, signed in. */
async function realClient() {
  const api = await startSignedIn()
  const client = createAdminClient({
    apiUrl: 'http://localhost:8787',
    getToken: () => api.token,
    fetcher: api.fetcher,
  })
  return { api, client }
}

/** A client whose upload gets a fixed answer: for answer shapes the real API never sends. */
function clientAnswering(body: unknown) {
  return createAdminClient({
    apiUrl: 'http://localhost:8787',
    getToken: () => 'token',
    fetcher: async () => jsonAnswer(body, 201),
  })
}

describe('uploadCover', () => {
  it('sends the image in the "file" field and answers the address the API stored it at', async () => {
    const { api, client } = await realClient()
    const url = await uploadCover(client, pngFile('photo.png'))
    expect(url).toMatch(/^http:\/\/localhost:8787\/media\/covers\/[\w-]+\.png$/)
    expect((api.sent[0]!.body as FormData).get('file')).toBeInstanceOf(Blob)
    const stored = await api.server.app.request(new URL(url).pathname)
    expect(stored.status).toBe(200)
  })

  it('sends the 480 px WebP beside the main one, and every srcset address the site derives is served', async () => {
    // Real WebP bytes at both widths (the seed art), written by a stand-in canvas: jsdom cannot encode.
    const seedCovers = new URL('../../../api/seed/covers/', import.meta.url)
    const large = await readFile(new URL('atlas-bike-parts.webp', seedCovers))
    const small = await readFile(new URL('atlas-bike-parts.w480.webp', seedCovers))
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 1200, height: 800, close: () => {} })),
    )
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(readonly width: number) {}
        getContext() {
          return { drawImage() {} }
        }
        async convertToBlob() {
          return new Blob([new Uint8Array(this.width === 480 ? small : large)], { type: 'image/webp' })
        }
      },
    )
    try {
      const { api, client } = await realClient()
      const url = await uploadCover(
        client,
        new File([new Uint8Array(200_000)], 'photo.jpg', { type: 'image/jpeg' }),
      )
      expect(url).toMatch(/^http:\/\/localhost:8787\/media\/covers\/[\w-]+\.1200x800\.webp$/)
      const form = api.sent[0]!.body as FormData
      expect(form.get('file')).toBeInstanceOf(Blob)
      expect((form.get('file_w480') as Blob).size).toBe(small.byteLength)

      const sources = coverSources(url)
      expect(sources).toMatchObject({ src: url, width: 1200, height: 800, intrinsic: true })
      const [smallUrl, mainUrl] = (sources?.srcSet ?? '')
        .split(', ')
        .map((entry) => entry.split(' ')[0] ?? '')
      expect(mainUrl).toBe(url)
      const served = await api.server.app.request(new URL(smallUrl ?? '').pathname)
      expect(served.status).toBe(200)
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(small))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it("fails with the API's reason when it refuses the image", async () => {
    const { client } = await realClient()
    const notAnImage = new File(['not an image'], 'photo.png', { type: 'image/png' })
    await expect(uploadCover(client, notAnImage)).rejects.toThrow(API_MESSAGES.uploadUnsupported)
  })

  it('falls back to publicUrl when the answer has no url', async () => {
    await expect(
      uploadCover(clientAnswering({ publicUrl: 'https://cdn.test/covers/b.webp' }), pngFile()),
    ).resolves.toBe('https://cdn.test/covers/b.webp')
  })

  it('fails when the answer carries no address', async () => {
    await expect(uploadCover(clientAnswering({ key: 'x' }), pngFile())).rejects.toThrow(/no url/)
  })
})
