import { createAdminClient } from '@studio/contracts'
import { uploadCover } from './upload-cover'

function clientAnswering(body: unknown, status = 201) {
  const sent: FormData[] = []
  const client = createAdminClient({
    apiUrl: 'http://api.test',
    getToken: () => 'token',
    fetcher: async (_input, init) => {
      if (init?.body instanceof FormData) sent.push(init.body)
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    },
  })
  return { client, sent }
}

describe('uploadCover', () => {
  const file = new File([new Uint8Array([1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' })

  it('sends the image in the "file" field and answers the url', async () => {
    const { client, sent } = clientAnswering({
      url: 'http://api.test/media/covers/a.webp',
      key: 'covers/a.webp',
    })
    await expect(uploadCover(client, file)).resolves.toBe('http://api.test/media/covers/a.webp')
    expect(sent[0]?.get('file')).toBeInstanceOf(Blob)
  })

  it('falls back to publicUrl when the answer has no url', async () => {
    const { client } = clientAnswering({ publicUrl: 'https://cdn.test/covers/b.webp' })
    await expect(uploadCover(client, file)).resolves.toBe('https://cdn.test/covers/b.webp')
  })

  it('fails when the answer carries no address, or the API refuses the image', async () => {
    await expect(uploadCover(clientAnswering({ key: 'x' }).client, file)).rejects.toThrow(/no url/)
    await expect(
      uploadCover(clientAnswering({ error: 'Images must be 5 MB or smaller.' }, 413).client, file),
    ).rejects.toThrow('Images must be 5 MB or smaller.')
  })
})
