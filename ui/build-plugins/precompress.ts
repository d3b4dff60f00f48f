import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|css|svg|json|html)$/
const MIN_BYTES = 1024

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every built text
 * asset, once, at build time. The server sends them to browsers that accept
 * them (core/spa/precompressed_assets_middleware.ts): the app is opened on
 * phones over venue WiFi, and the raw bundle is four times larger.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'airdeck-precompress',
    apply: 'build',
    // The folder the build actually writes to: scripts/build_web_app.js builds into a staging folder.
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      for (const file of filesIn(join(outDir, 'assets'))) {
        if (!COMPRESSIBLE.test(file)) continue
        const source = readFileSync(file)
        if (source.length < MIN_BYTES) continue
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        )
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }))
      }
    },
  }
}

function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesIn(path) : [path]
  })
}
