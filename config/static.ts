import { defineConfig } from '@adonisjs/static'

/** Serves the built SPA (ui/ builds into public/). */
const staticServerConfig = defineConfig({
  enabled: true,
  etag: true,
  lastModified: true,
  dotFiles: 'ignore',
  immutable: true,
  maxAge: '1y',
  headers: (path) => (path.endsWith('.html') ? { 'cache-control': 'no-cache' } : {}),
})

export default staticServerConfig
