import { env } from 'cloudflare:workers'
import { COVER_PLACEHOLDER_MAX_LENGTH, planCoverVariants } from '@studio/contracts/covers'
import { describe, expect, it } from 'vitest'
import { inspectImage } from '../lib/image'
import { createImagesBindingCoverImages } from './images-binding-cover-images'

declare global {
  namespace Cloudflare {
    interface Env {
      IMAGES: ImagesBinding
    }
  }
}

/**
 * Runs in workerd with the Images binding of wrangler.jsonc in its local mode (sharp behind it, in
 * the pool's Node process; the platform's own service is not reached from tests). A 96 px JPEG of
 * the photo fixture, enlarged by the binding to 900 px, stands in for an upload.
 */
const PHOTO_96 =
  '/9j/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBD' +
  'AQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAA/AGAD' +
  'ASIAAhEBAxEB/8QAGwAAAgMBAQEAAAAAAAAAAAAABAUCAwYBAAf/xAA4EAACAQIEBAMFBQgDAAAAAAABAgMEEQASITEFQVFhEyKB' +
  'FDJxkaEGFUKxwSMzQ1LR4fDxFmJz/8QAGQEAAwEBAQAAAAAAAAAAAAAAAQIDAAQF/8QAJxEAAQQBAgUEAwAAAAAAAAAAAQACAxEh' +
  'BBIiQVFhkRMjMcGhsfD/2gAMAwEAAhEDEQA/AHP2ilaHidQS7WL2Fn28oG1+98K2rFJNmbfS79x37H54O4/Uj74qkK5iJCNQNAQP' +
  '1GATUQZifDvrf3R/Nf8AK+OQkWvFfJBuN/Kga2MC5PfV+xPX/LYg1YmU2k1A/n7AdepviJq4LACEkWsWCi2xH6jHWVmAZbESMyx3' +
  'tct5f1GCBaZphdgLvty5jqvvbCU6eb49iPXEDXqFB8QbA/vT0J/UfLAs3EY4nsYSSG0y2OzE789DbHo2lqKQvDDmy2jI0uTkI0Hw' +
  'HyGNSbZF3RRrL3tJbcA+Mew/v6npjrVbeGzK5zA2FpTYXY98B+1lhnEJUX3bSxuD06g4sKCWLMEAYnLa1yDcka89D+eDRSj0sgWp' +
  'V3EZKSnMryOozfw5GY72tvhWftOPCNpa3PyIY2xLjFc1O9I6RxyM6AkyCxuCTiqEzTpnlgjjTKrGwtoSbfng0AMpxG0N3kHyiaPj' +
  'U9eyxQVFVm3dnkIFu2HnCaqrjrpo5KiV1Ci3iPfnhHBD4cjSPZkLLkCnYbajvhhSSRrxAtEMoIIKjlrgEUqQ0JW1++yY8eN+O1n/' +
  'AKnA68OqJVJMMuQeUkC2uw1568sNpYo/+R1M9Q+SBZmLnLe4B/rhiixzQrEKkSQRTo0TFTmDA3KbbdDjNjsklc8OkEjnPd1Kx1VB' +
  'LEWgyFSDlJItb0xHiU87UcNLSU/7ScZEaxKk3sfX+uNPxYRTw1Hj1IasXzLGqGyIOQ010OMlVVMdNKscszKAbgqLldLg2GKxufC7' +
  'g5pHQejKGgWPtAcLpGpynt07RyWJEZOwPz74b8KrVoKmSMrOKeSQMrpfYDS4tqNcBrDEWpagPnM7K2Y6jX/YwinzNVN+1k1djYE8' +
  'mxmttdsTXyEufhO0d2ikgdGIabMCRuNLj6fXDOefxXeJS0N6TKM0ZAW5OpPrjH+JaugRHa2mYZjvz9caSWNaZEaBDGSoBLG5I6c/' +
  '8OFe0c1nXpyXA2K+1JhSRrBJUwq8C5CQQCSLnQHltiElZH4hRqanPTUa/IYjxKWTwGjJIQ07S7/iW9v9YzdHXVE1ZDG8udXYAqQN' +
  'dfpgltp4N2ywtBwqOGOYvWXaMyglRfQA6gHthjKaT77dqFSsDIDYtm15/XEaNoo6xaVo31QhCjZStz9d8XNJGxiREmYx+WRy11L7' +
  '7ctLbYhJI2PhcVTTaeV7twogJq1YaT7SVEpbyidrra+bW2GaVbmOOf2pJHlnVZUBGWJNiLHUfHriuq4JSSZ62V6stLK5KwRhrWYj' +
  'Hk4HRIrKPvAjU/uRyIxdgeFzQNnZeLB7oXi3EjDSy0iVSzh3OSRRcoBrlJ2OvPGZl4etR4HiCPNUEhATYtrY/XGpb7O0cjlFTiQY' +
  'gkM0QC37nHz/AO0PCuI1/FIJKJHEcsIEaDS5GjW9cAtddnCkYpJJrkO3GKKZkoBFKiokcBDWQE6Cw05a2wlemq2ZpFSIxszEEyCx' +
  'ub/rgvg1AQ6QVbhA8T5iDqNLgbdcX1MMaQRokizQioJJChC62HIbYZppVZK2K9ptLIuH1MldC8ixRoBqVYch25nD+SJCyakplVl8' +
  'SUnnqSfhiqipqaSTNAHjYKwYgjX69Di4Sy6eGkZXUC7BcpC63B7dee2uATaQzGQ5GOyoq2V094eeAZS63sc1/TTAj+EIwURVmDg5' +
  'rAW03Fh1wbC8z52p+FiskVlskJ9wb3Nu/wCWBZZeKVdOrHhcqKHsk7E5VObe+3K2BRpKxkrmnacIikqhHWvJKpkWOIZG/Fnvz7Ys' +
  'jrEnqYgIjmVfMToM3Ow6d8K4IqirdxUTZROrB1Gxtre/0wZQp4U0MQN1RBbtib2tcLItdemmdGQ1rsH+6rV11fUUlS8aVLIpdjbx' +
  'Co1a/wCn1wH991BAPtcmgBN5TroT1wfWUFYap3NKW8+pzLtc2tr0wN7BUAWNMRpbdehHX4DB4lzY6H8oWTi8uQ3q5dj/ABT0A69T' +
  'fAjVouMpjFiQLNtduWvb5HDF6GcA2piSQea9B36jEDTTq+YUrDzXHmT+a/X4+uNlTOy/g+EuE8SlXywhlIIIaxG5/t6DFTtTiMgC' +
  'Gyqfx/8AW1999b/HDL2eUWU0z2sAfMvQjr0IHzxU8MxBBp21Ug+ZdyoHXqB6DGyl9vofCAYoGIRoEJvswtfMo+Wh+d8U+GlRESqx' +
  'l3O0bC/vE/QW9Bhm0NRqQpvckZspPvBhrf4nFTxTjLaBXtbysBYWJsN+h+eGVLiHI+EnWsSiqFRKpkYA58qnKCOV+YwTO1Z7MwMi' +
  'eErDNHtf4DE34bG0yytROGA83nWxOLW9rMTRtGGB0ubbXv8AngkjkleYxhtqygaOPikcMSxskkbK4bzf1scWtP54IckKpDaNQRZj' +
  'fW4PMcteeAaCGSirZqgxqfGGtxmCnkQL7jvh3wWlbiVZlksRFCNSgBJuNdzv6YhKx7yNhpenotRA0bS3J+F//9k='

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
const stream = (bytes: Uint8Array) => new Blob([bytes]).stream()

async function enlarged(width: number): Promise<Uint8Array> {
  const result = await env.IMAGES.input(stream(bytesOf(PHOTO_96)))
    .transform({ width })
    .output({ format: 'image/jpeg' })
  return new Uint8Array(await new Response(result.image()).arrayBuffer())
}

describe('cover variants with the Images binding', () => {
  it('makes every planned width in WebP and AVIF, a placeholder and the average colour', async () => {
    const original = await enlarged(900)
    const info = await env.IMAGES.info(stream(original))
    expect(info).toMatchObject({ format: 'image/jpeg', width: 900, height: 591 })
    const plan = planCoverVariants(900, 591)
    expect(plan).toEqual({ widths: [320, 480, 800, 900], avifWidths: [320, 480, 800, 900] })

    const made = await createImagesBindingCoverImages(env.IMAGES).makeVariants(original, plan, {
      width: 900,
      height: 591,
    })
    expect(made.variants.map((variant) => `${variant.format} ${variant.width}`).sort()).toEqual(
      ['avif 320', 'avif 480', 'avif 800', 'avif 900', 'webp 320', 'webp 480', 'webp 800', 'webp 900'].sort(),
    )
    for (const variant of made.variants) {
      // Read by the upload's own sniffer (the binding's local info() does not read AVIF).
      const described = await inspectImage(variant.bytes)
      expect(described, `${variant.format} ${variant.width}`).toMatchObject({
        ok: true,
        image: {
          mime: `image/${variant.format}`,
          width: variant.width,
          height: Math.round((591 * variant.width) / 900),
        },
      })
    }
    expect(made.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(made.placeholder?.length).toBeLessThanOrEqual(COVER_PLACEHOLDER_MAX_LENGTH)
    // A green circuit board: the average colour is a green.
    expect(made.color).toMatch(/^#[0-9a-f]{6}$/)
    const [red, green, blue] = [1, 3, 5].map((at) => Number.parseInt(made.color?.slice(at, at + 2) ?? '', 16))
    expect(green).toBeGreaterThan(red ?? 0)
    expect(green).toBeGreaterThan(blue ?? 0)
  })

  it('rejects an original the binding cannot decode, so nothing is stored under its names', async () => {
    const original = await enlarged(400)
    const truncated = original.slice(0, original.byteLength / 3)
    await expect(
      createImagesBindingCoverImages(env.IMAGES).makeVariants(truncated, planCoverVariants(400, 263), {
        width: 400,
        height: 263,
      }),
    ).rejects.toThrow()
  })
})
