// `npm run build` (and so `npm start`'s build): `vite build`, with one line of wrangler's left out.
// The Cloudflare plugin reads the local secrets while building only to copy any it finds beside the
// build for `vite preview`; the build itself uses none. So a secret the run supplies later (npm
// start and the e2e runs give AUDIENCE_SECRET to the preview, which reads it from its environment)
// is reported missing at every fresh build: that warning, for these secrets alone, is dropped here.
// Anything else wrangler or vite says passes as it is, and a secret missing where it is read (the
// preview, `react-router dev`) is still reported there.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'

/** The secrets the preview gets from its environment (scripts/start.mjs, the e2e runs). */
export const SUPPLIED_AT_RUN_TIME = ['AUDIENCE_SECRET']

const MISSING =
  /Missing required secrets: ([A-Z0-9_, ]+)\. Add them to \.dev\.vars, \.env, or set as environment variables\./

/**
 * A filter of the build's error output, line by line: drops wrangler's missing-secrets warning when
 * every secret it names is one the run supplies later (and the blank lines wrangler ends it with).
 */
export function quietBuildOutput() {
  let dropBlank = false
  return (line) => {
    const plain = stripVTControlCharacters(line)
    if (dropBlank && plain.trim() === '') return null
    dropBlank = false
    const missing = MISSING.exec(plain)?.[1]
      ?.split(',')
      .map((name) => name.trim())
    if (missing?.every((name) => SUPPLIED_AT_RUN_TIME.includes(name))) {
      dropBlank = true
      return null
    }
    return line
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // vite's command, as npm would run it (its package exports no bin file to resolve).
  const vitePackage = createRequire(import.meta.url).resolve('vite/package.json')
  const vite = path.join(path.dirname(vitePackage), JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite)
  const child = spawn(process.execPath, [vite, 'build', ...process.argv.slice(2)], {
    stdio: ['inherit', 'inherit', 'pipe'],
    env: { ...process.env, WRANGLER_DISABLE_EXPERIMENTAL_WARNING: '1' },
  })
  const keep = quietBuildOutput()
  let rest = ''
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) {
      const kept = keep(line)
      if (kept !== null) process.stderr.write(`${kept}\n`)
    }
  })
  child.stderr.on('end', () => {
    if (rest && keep(rest) !== null) process.stderr.write(rest)
  })
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}
