import { describe, expect, it } from 'vitest'
import { inspectImage } from './image'

/**
 * Runs in workerd: the byte sniffer (file-type/core + image-size) must work in the Workers runtime,
 * not only in Node. 3x2 images made with sharp.
 */
const SAMPLES = {
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGM4Y2wMQQxwFgBLYgct8dU3ewAAAABJRU5ErkJggg==',
  jpeg: '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCWAAqu/9k=',
  webp: 'UklGRjoAAABXRUJQVlA4IC4AAACQAQCdASoDAAIAAUAmJaACdLoAA5gA/u7/n/wF090Yt/+4OP+wcf9g4/dMAAAA',
  gif: 'R0lGODlhAwACAIAAAExpccwzMyH5BAUAAAAALAAAAAADAAIAAAICjF8AOw==',
  avif: 'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAD6AAEAAAAAAAAAHAAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEAAGF2MDEAAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAMAAAACAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAkbWRhdBIACgg4BCsICGg0gDIOGAAAAEAAsBJUqq6M9Lw=',
} as const

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))

describe('image sniffing in workerd', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
    ['avif', 'image/avif'],
  ] as const)('recognises %s and reads its size', async (name, mime) => {
    const check = await inspectImage(bytesOf(SAMPLES[name]))
    const ext = name === 'jpeg' ? 'jpg' : name
    expect(check).toEqual({
      ok: true,
      image: { mime, ext, width: 3, height: 2, displayWidth: 3, displayHeight: 2, animated: false },
    })
  })

  it('refuses SVG and HTML', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    const html = new TextEncoder().encode('<!doctype html><p>hi</p>')
    expect(await inspectImage(svg)).toEqual({ ok: false, reason: 'unsupported' })
    expect(await inspectImage(html)).toEqual({ ok: false, reason: 'unsupported' })
  })

  it("refuses an AVIF whose ispe claims another size than its AV1 stream's (the Worker's check too)", async () => {
    const avif = bytesOf(SAMPLES.avif)
    const at = new TextDecoder('latin1').decode(avif).indexOf('ispe')
    // The 3x2 sample's ispe rewritten to claim 2x2: its sequence header still says 3x2.
    new DataView(avif.buffer).setUint32(at + 8, 2)
    new DataView(avif.buffer).setUint32(at + 12, 2)
    expect(await inspectImage(avif)).toEqual({ ok: false, reason: 'unsupported' })
  })
})
