// Runs before `wrangler deploy` of the API (`npm run deploy -w @studio/api`): the Worker's `vars`
// (apps/api/wrangler.jsonc) must name the studio's public addresses and its owner before a deploy.
// The committed file carries placeholders (studio.example) and an empty signup allowlist: deployed
// as they are, the API would refuse every browser origin and every signup, silently. Its secrets
// (DATABASE_URL, DATABASE_AUTH_TOKEN) are checked by wrangler itself (`secrets.required`).
import path from 'node:path'
import { publicAddressProblem } from './check-build-env.mjs'

const configPath = path.resolve(import.meta.dirname, '../apps/api/wrangler.jsonc')
const { unstable_readConfig } = await import('wrangler')
const config = unstable_readConfig(
  { config: configPath, env: process.env.CLOUDFLARE_ENV },
  { hideWarnings: true },
)
const vars = config.vars ?? {}

/** Each problem as `NAME problem`, empty when the vars are ready for a deploy. */
function apiDeployProblems(values) {
  const problems = []
  for (const name of ['SITE_ORIGIN', 'ADMIN_ORIGIN', 'PUBLIC_MEDIA_BASE_URL']) {
    const value = typeof values[name] === 'string' ? values[name] : undefined
    const problem = publicAddressProblem(value)
    if (problem) problems.push(`${name} ${problem}`)
    else if (/(^|\.)example$/.test(new URL(value).hostname))
      problems.push(`${name} is ${value}, the placeholder`)
  }
  if (values.ALLOW_LOCAL_WEBHOOKS !== undefined)
    problems.push('ALLOW_LOCAL_WEBHOOKS is set (it is for the Worker run locally only)')
  if (!String(values.ADMIN_SIGNUP_ALLOWLIST ?? '').trim())
    problems.push('ADMIN_SIGNUP_ALLOWLIST is empty (no one could sign up)')
  return problems
}

const problems = apiDeployProblems(vars)
if (problems.length > 0) {
  console.error(`API deploy refused: in apps/api/wrangler.jsonc vars, ${problems.join('; ')}.`)
  process.exit(1)
}
