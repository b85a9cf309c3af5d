/**
 * How long POST {prefix}/upload takes for a 12-megapixel phone photo (src/media/phone-photo.ts),
 * every variant made and stored before the answer, on the Node entry's image library (sharp) with a
 * real libSQL file and media folder. Prints each run, the median and the variants' sizes; asserts
 * nothing (a benchmark, not a test).
 *   npx tsx scripts/cover-upload-bench.ts [runs, default 5]
 */
import { coverVariantKeys } from '@studio/contracts/covers'
import { phonePhoto } from '../src/media/phone-photo'
import { signedInTestApp } from '../src/test-support/admin-api'

const runs = Number(process.argv[2] ?? 5)
const { t, token } = await signedInTestApp()
const photo = await phonePhoto()
const seconds: number[] = []
let last: { key: string; cover: { widths: number[]; avif_widths: number[] } } | undefined
for (let run = 0; run < runs; run++) {
  const form = new FormData()
  form.append('file', new Blob([photo]), 'phone.jpg')
  const started = performance.now()
  const response = await t.app.request('/sb-admin/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
  seconds.push((performance.now() - started) / 1000)
  if (response.status !== 201)
    throw new Error(`The upload answered ${response.status}: ${await response.text()}`)
  last = (await response.json()) as typeof last
  console.log(`run ${run + 1}: ${seconds.at(-1)?.toFixed(2)} s`)
}
const sorted = [...seconds].sort((a, b) => a - b)
console.log(
  `12-megapixel JPEG (${(photo.byteLength / 1024 / 1024).toFixed(1)} MB), ${runs} uploads: median ${sorted[Math.floor(runs / 2)]?.toFixed(2)} s, slowest ${sorted.at(-1)?.toFixed(2)} s`,
)
if (last) {
  const keys = coverVariantKeys(last.key, { widths: last.cover.widths, avifWidths: last.cover.avif_widths })
  const sizes = await Promise.all(
    keys.map(
      async (key) =>
        `${/\.(w\d+\.\w+)$/.exec(key)?.[1]} ${(((await t.media.get(key))?.size ?? 0) / 1024).toFixed(0)} KB`,
    ),
  )
  console.log(`variants: ${sizes.join(', ')}`)
}
t.client.close()
