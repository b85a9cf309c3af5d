// The public addresses a production build bakes into its files. A production build (CLOUDFLARE_ENV=
// production, as every app's `npm run deploy` sets it) stops with one line when one is missing, plain
// http, or local: without this check, the build succeeds silently with the localhost defaults
// (robots.txt naming http://localhost:5173, the admin's CSP allowing only http://localhost:8787).

/** A host that only means something on the machine that built the files. */
const LOCAL_HOST =
  /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\]|\[::ffff:127(\.\d{1,3}){3}\])$/i

/** True when this process builds for production: the deploy scripts set CLOUDFLARE_ENV=production. */
export function isProductionBuild(env = process.env) {
  return env.CLOUDFLARE_ENV === 'production'
}

/**
 * What is wrong with one address of a production build, or null. `required: false` lets an
 * optional address (the admin's VITE_MEDIA_URL) be left out, but not be local when set.
 */
export function publicAddressProblem(value, { required = true } = {}) {
  const text = typeof value === 'string' ? value.trim() : ''
  if (text === '') return required ? 'is not set' : null
  let url
  try {
    url = new URL(text)
  } catch {
    return `is ${text}, not an address`
  }
  if (url.protocol !== 'https:') return `is ${text}, not https://`
  if (LOCAL_HOST.test(url.hostname)) return `is ${text}, a local address`
  return null
}

/**
 * The one line that refuses a production build, naming every bad address, or null when all are
 * public https addresses. `addresses` maps each variable to its value (undefined: not set).
 */
export function publicAddressesLine(app, addresses, optional = []) {
  const problems = Object.entries(addresses).flatMap(([name, value]) => {
    const problem = publicAddressProblem(value, { required: !optional.includes(name) })
    return problem ? [`${name} ${problem}`] : []
  })
  if (problems.length === 0) return null
  return `Production build of the ${app} refused: ${problems.join('; ')} (set each to the public https:// address, e.g. VITE_API_URL=https://api.studio.example).`
}

/** Ends the process with that line (and nothing else: no stack) when a production build lacks them. */
export function requirePublicAddresses(app, addresses, optional = []) {
  const line = publicAddressesLine(app, addresses, optional)
  if (line === null) return
  console.error(line)
  process.exit(1)
}
