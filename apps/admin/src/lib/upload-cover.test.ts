import { readFile } from 'node:fs/promises'
import { API_MESSAGES, createAdminClient, UPLOAD_MAX_BYTES } from '@studio/contracts'
import { coverVariantKey } from '@studio/contracts/covers'
import { pngFile, startSignedIn } from '../test-support/seed'
import { jsonAnswer } from '../test-support/test-api'
import { uploadCover } from './upload-cover'

/** A phone photograph (JPEG, 259 KB), the API's own test fixture. */
const photoFile = async () =>
  new File(
    [
      new Uint8Array(
        await readFile(new URL('../../../api/test-fixtures/discovery-board.jpg', import.meta.url)),
      ),
    ],
    'discovery-board.jpg',
    { type: 'image/jpeg' },
  )

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
  it('sends the photo as taken, alone, and the API stores it with every variant it makes', async () => {
    const { api, client } = await realClient()
    const photo = await photoFile()
    const url = await uploadCover(client, photo)
    expect(url).toMatch(/^http:\/\/localhost:8787\/media\/covers\/[\w-]+\.jpg$/)

    const form = api.sent[0]!.body as FormData
    expect([...form.keys()]).toEqual(['file'])
    const sent = form.get('file') as File
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array(await photo.arrayBuffer()))

    const key = new URL(url).pathname.replace(/^\/media\//, '')
    for (const variant of [coverVariantKey(key, 320, 'webp'), coverVariantKey(key, 320, 'avif')]) {
      const stored = await api.server.app.request(`/media/${variant}`)
      expect(stored.status).toBe(200)
    }
  })

  it('shrinks a photo the API would refuse to 4096 px before sending it', async () => {
    const drawn: Array<{ width: number; height: number }> = []
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 8000, height: 6000, close: () => {} })),
    )
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {
          drawn.push({ width, height })
        }
        getContext() {
          return { drawImage() {} }
        }
        // jsdom cannot encode: the real photo's bytes stand for the shrunk JPEG.
        async convertToBlob() {
          return new Blob([await (await photoFile()).arrayBuffer()], { type: 'image/jpeg' })
        }
      },
    )
    const { api, client } = await realClient()
    const huge = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' })
    const url = await uploadCover(client, huge)
    expect(drawn).toEqual([{ width: 4096, height: 3072 }])
    const sent = (api.sent[0]!.body as FormData).get('file') as File
    expect(sent.size).toBeLessThan(UPLOAD_MAX_BYTES)
    expect(sent.name).toBe('huge.jpg')
    expect((await api.server.app.request(new URL(url).pathname)).status).toBe(200)
  })

  it("fails with the API's reason when it refuses the image", async () => {
    const { client } = await realClient()
    const notAnImage = new File(['not an image'], 'photo.png', { type: 'image/png' })
    await expect(uploadCover(client, notAnImage)).rejects.toThrow(API_MESSAGES.uploadUnsupported)
  })

  it('sends a small image unchanged', async () => {
    const { api, client } = await realClient()
    await uploadCover(client, pngFile('photo.png'))
    expect(((api.sent[0]!.body as FormData).get('file') as File).name).toBe('photo.png')
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
