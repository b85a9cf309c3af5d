import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, runnerImport } from 'vite'
import { securityHeadersPlugin } from './security-headers.ts'

export default defineConfig(async ({ mode }) => {
  // Build tooling reads the VITE_* values through the app's own config rules (a bad value fails here,
  // naming it). config.ts imports the contracts' TypeScript, which Node cannot load; Vite's runner can.
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  const { module } = await runnerImport<typeof import('./src/config')>('./src/config.ts')
  const { apiUrl, mediaUrl } = module.parseAdminEnv(env)
  return {
    plugins: [react(), securityHeadersPlugin(apiUrl, mediaUrl ?? undefined)],
    appType: 'spa' as const,
    build: { target: 'es2022', sourcemap: false, reportCompressedSize: true },
    server: { port: 5174, strictPort: true },
    preview: { port: 5174, strictPort: true },
  }
})
