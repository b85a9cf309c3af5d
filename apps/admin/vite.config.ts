import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, runnerImport } from 'vite'
import { isProductionBuild, requirePublicAddresses } from '../../scripts/check-build-env.mjs'
import { securityHeadersPlugin } from './security-headers.ts'

export default defineConfig(async ({ command, mode }) => {
  // Build tooling reads the VITE_* values through the app's own config rules (a bad value fails here,
  // naming it). src/env.ts imports the contracts' TypeScript, which Node cannot load; Vite's runner can.
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  // A production build (CLOUDFLARE_ENV=production, `npm run deploy`) bakes the API's address into the
  // bundle and its CSP (dist/_headers): it stops, in one line, without a public https one.
  if (command === 'build' && isProductionBuild()) {
    requirePublicAddresses('admin', { VITE_API_URL: env.VITE_API_URL, VITE_MEDIA_URL: env.VITE_MEDIA_URL }, [
      'VITE_MEDIA_URL',
    ])
  }
  const { module } = await runnerImport<typeof import('./src/env')>('./src/env.ts')
  const adminConfig = module.parseAdminEnv(env)
  const { apiUrl, mediaUrl } = adminConfig
  return {
    plugins: [react(), securityHeadersPlugin(apiUrl, mediaUrl ?? undefined)],
    // src/config.ts: the parsed values, not the rules and their local defaults.
    define: { __ADMIN_CONFIG__: JSON.stringify(adminConfig) },
    appType: 'spa' as const,
    build: { target: 'es2022', sourcemap: false, reportCompressedSize: true },
    server: { port: 5174, strictPort: true },
    preview: { port: 5174, strictPort: true },
  }
})
