import { loadEnv, runnerImport } from 'vite'
import type { SiteEnv } from './app/env'

/**
 * Validates the site's VITE_* settings once, when Vite starts (a bad value fails the build or dev
 * server with every bad variable named), and returns them as `define` entries, so the browser
 * receives plain values and never ships the validation rules. `env.ts` imports the contracts'
 * TypeScript, which Node cannot load on its own, hence Vite's module runner.
 */
export async function siteEnvDefines(mode: string): Promise<Record<string, string>> {
  const { module } = await runnerImport<typeof import('./app/env')>('./app/env.ts')
  const env: SiteEnv = module.parseSiteEnv(loadEnv(mode, process.cwd(), 'VITE_'))
  return { __SITE_ENV__: JSON.stringify(env) }
}
