import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { securityHeadersPlugin } from './security-headers.ts'

export default defineConfig(({ mode }) => {
  // Build tooling reads the same VITE_* values the app's config module validates.
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }
  const apiUrl = env.VITE_API_URL?.trim() || 'http://localhost:8787'
  const mediaUrl = env.VITE_MEDIA_URL?.trim() || undefined
  return {
    plugins: [react(), securityHeadersPlugin(apiUrl, mediaUrl)],
    appType: 'spa',
    build: { target: 'es2022', sourcemap: false, reportCompressedSize: true },
    server: { port: 5174, strictPort: true },
    preview: { port: 5174, strictPort: true },
  }
})
