/**
 * Renders the demo covers in seed/covers/: abstract artwork (gradients, shapes, a title) drawn as
 * SVG and encoded to small WebP files with sharp, `<name>.webp` at 1200 x 800. Only the originals
 * are committed: the API makes every other width and format of them, as of any upload (the cover
 * backfill, src/media/backfill-covers.ts). Run it after changing the list below:
 *   node scripts/make-seed-covers.mjs
 * The names match `cover` in src/db/seed-data.ts; a test checks every referenced cover exists.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const OUT_DIR = fileURLToPath(new URL('../seed/covers/', import.meta.url))
const WIDTH = 1200
const HEIGHT = 800

const COVERS = [
  {
    name: 'harbourline-banking',
    title: 'Harbourline',
    kicker: 'Banking app',
    motif: 'rings',
    colors: ['#0b2a4a', '#1f6fb2', '#7fd1ff', '#f4c95d'],
  },
  {
    name: 'fernway-outdoor',
    title: 'Fernway',
    kicker: 'Outdoor store',
    motif: 'peaks',
    colors: ['#12352b', '#3c7a5a', '#b8e0a6', '#f6efe0'],
  },
  {
    name: 'tidewater-coffee',
    title: 'Tidewater',
    kicker: 'Coffee roasters',
    motif: 'waves',
    colors: ['#2b1a14', '#8a4b2d', '#e9b07a', '#fff3e3'],
  },
  {
    name: 'lumen-dental',
    title: 'Lumen',
    kicker: 'Dental group',
    motif: 'orbs',
    colors: ['#e8f4f8', '#9fd3e6', '#2a7fa8', '#0d3b52'],
  },
  {
    name: 'quarry-logistics',
    title: 'Quarry',
    kicker: 'Logistics dashboard',
    motif: 'grid',
    colors: ['#1b1d24', '#3a3f4f', '#ffb347', '#5ee0c0'],
  },
  {
    name: 'northlight-architects',
    title: 'Northlight',
    kicker: 'Architects',
    motif: 'blocks',
    colors: ['#f2efe9', '#cfc6b8', '#2f2f2f', '#c2593f'],
  },
  {
    name: 'pebble-pine',
    title: 'Pebble & Pine',
    kicker: 'Homeware',
    motif: 'orbs',
    colors: ['#f5ede4', '#d9c2a7', '#5b7153', '#3b2f2a'],
  },
  {
    name: 'stride-physio',
    title: 'Stride',
    kicker: 'Physio booking',
    motif: 'arcs',
    colors: ['#1a1446', '#4b3fb5', '#ff7aa2', '#ffe3ec'],
  },
  {
    name: 'atlas-bike-parts',
    title: 'Atlas',
    kicker: 'Bike parts',
    motif: 'rings',
    colors: ['#111111', '#d7261e', '#ffd23f', '#f7f7f7'],
  },
  {
    name: 'meridian-law',
    title: 'Meridian',
    kicker: 'Law partners',
    motif: 'blocks',
    colors: ['#0f2233', '#23465f', '#c9a86a', '#eef2f5'],
  },
  {
    name: 'saltmarsh-wine',
    title: 'Saltmarsh',
    kicker: 'Wine club',
    motif: 'waves',
    colors: ['#2a0f1e', '#6e1f3f', '#d98aa6', '#f8e9ef'],
  },
  {
    name: 'orbit-design-system',
    title: 'Orbit',
    kicker: 'Design system',
    motif: 'arcs',
    colors: ['#0c0c14', '#262645', '#8f7dff', '#6ef2d6'],
  },
]

/** A small deterministic generator so re-running the script draws the same art. */
function random(seedText) {
  let seed = [...seedText].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7)
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0
    return seed / 2 ** 32
  }
}

const MOTIFS = {
  rings(rand, [, , a, b]) {
    const cx = 760 + rand() * 200
    const cy = 300 + rand() * 160
    return Array.from({ length: 7 }, (_, i) => {
      const r = 70 + i * 62
      const color = i % 2 ? a : b
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${18 - i * 2}" opacity="${0.85 - i * 0.1}"/>`
    }).join('')
  },
  peaks(rand, [, mid, a, b]) {
    const layers = [b, a, mid]
    return layers
      .map((color, i) => {
        const base = 470 + i * 110
        const points = Array.from({ length: 7 }, (_, k) => `${k * 200},${base - rand() * 240}`).join(' ')
        return `<polygon points="0,${HEIGHT} ${points} ${WIDTH},${HEIGHT}" fill="${color}" opacity="${0.55 + i * 0.15}"/>`
      })
      .join('')
  },
  waves(rand, [, , a, b]) {
    return Array.from({ length: 6 }, (_, i) => {
      const y = 260 + i * 85
      const amp = 40 + rand() * 50
      const d = `M0 ${y} C 300 ${y - amp}, 500 ${y + amp}, 800 ${y} S 1100 ${y - amp}, 1200 ${y} L1200 800 L0 800 Z`
      return `<path d="${d}" fill="${i % 2 ? a : b}" opacity="${0.18 + i * 0.1}"/>`
    }).join('')
  },
  orbs(rand, [, , a, b]) {
    return Array.from({ length: 9 }, (_, i) => {
      const r = 40 + rand() * 170
      return `<circle cx="${380 + rand() * 820}" cy="${rand() * HEIGHT}" r="${r}" fill="${i % 3 ? a : b}" opacity="${0.35 + rand() * 0.45}"/>`
    }).join('')
  },
  grid(rand, [, , a, b]) {
    const cells = []
    for (let x = 520; x < WIDTH; x += 70) {
      for (let y = 40; y < HEIGHT - 40; y += 70) {
        const roll = rand()
        if (roll < 0.55) continue
        const color = roll > 0.85 ? b : a
        cells.push(
          `<rect x="${x}" y="${y}" width="56" height="56" rx="10" fill="${color}" opacity="${0.3 + rand() * 0.7}"/>`,
        )
      }
    }
    return cells.join('')
  },
  blocks(rand, [, mid, a, b]) {
    return Array.from({ length: 6 }, (_, i) => {
      const w = 120 + rand() * 220
      const h = 160 + rand() * 380
      const x = 520 + rand() * (WIDTH - 520 - w)
      const y = HEIGHT - h - rand() * 120
      const color = [a, b, mid][i % 3]
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color}" opacity="${0.65 + rand() * 0.3}"/>`
    }).join('')
  },
  arcs(rand, [, , a, b]) {
    return Array.from({ length: 8 }, (_, i) => {
      const r = 120 + i * 55
      const start = rand() * Math.PI
      const end = start + 1.2 + rand() * 2
      const cx = 900
      const cy = 420
      const [x1, y1] = [cx + r * Math.cos(start), cy + r * Math.sin(start)]
      const [x2, y2] = [cx + r * Math.cos(end), cy + r * Math.sin(end)]
      const large = end - start > Math.PI ? 1 : 0
      return `<path d="M${x1} ${y1} A${r} ${r} 0 ${large} 1 ${x2} ${y2}" fill="none" stroke="${i % 2 ? a : b}" stroke-width="22" stroke-linecap="round" opacity="${0.5 + rand() * 0.5}"/>`
    }).join('')
  },
}

/** Dark text on light backgrounds, light text on dark ones. */
function inkFor(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#14161c' : '#ffffff'
}

function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function coverSvg({ name, title, kicker, motif, colors }) {
  const [bg1, bg2] = colors
  const ink = inkFor(bg1)
  const rand = random(name)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${bg1}"/>
      <stop offset="1" stop-color="${bg2}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.2" r="0.7">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${bg1}" stop-opacity="0"/>
      <stop offset="1" stop-color="${bg1}" stop-opacity="0.9"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  ${MOTIFS[motif](rand, colors)}
  <rect y="${HEIGHT - 320}" width="${WIDTH}" height="320" fill="url(#scrim)"/>
  <text x="80" y="${HEIGHT - 150}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" letter-spacing="6" fill="${ink}" opacity="0.8">${escapeXml(kicker.toUpperCase())}</text>
  <text x="76" y="${HEIGHT - 80}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="84" fill="${ink}">${escapeXml(title)}</text>
</svg>`
}

await mkdir(OUT_DIR, { recursive: true })
for (const cover of COVERS) {
  const webp = await sharp(Buffer.from(coverSvg(cover)))
    .webp({ quality: 72, effort: 6 })
    .toBuffer()
  await writeFile(new URL(`${cover.name}.webp`, `file://${OUT_DIR}`), webp)
  console.log(`${cover.name}.webp  ${(webp.byteLength / 1024).toFixed(1)} KB`)
}
