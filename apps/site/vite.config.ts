import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

/** A short stamp that changes with every build; cache-busts the favicon. */
const buildStamp = Date.now().toString(36)

export default defineConfig({
  plugins: [reactRouter()],
  define: { __BUILD_STAMP__: JSON.stringify(buildStamp) },
  build: { assetsInlineLimit: 0 },
  preview: { port: 5173, strictPort: true },
})
