import { API_MESSAGES, createAdminClient } from '@studio/contracts'
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
