import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { precompress } from './build-plugins/precompress'

const uiRoot = fileURLToPath(new URL('.', import.meta.url))
const outDir = fileURLToPath(new URL('../public', import.meta.url))

/**
 * The SPA builds into the server's public/ folder, which serves it at `/`. `npm run build` goes through
 * scripts/build_web_app.js, which builds into a staging folder and swaps the files in while public/ is served.
 */
export default defineConfig(({ command }) => {
  // A build is always the production build, even when the shell exports NODE_ENV=development (npm start does):
  // Vite and the React plugin read it after loading this file.
  if (command === 'build') process.env.NODE_ENV = 'production'
  return {
    root: uiRoot,
    base: '/',
    plugins: [react(), precompress()],
    resolve: { alias: { '@': uiRoot } },
    build: {
      outDir,
      emptyOutDir: true,
      assetsDir: 'assets',
      sourcemap: false,
    },
    server: {
      proxy: { '/rest': 'http://127.0.0.1:3333' },
    },
  }
})
