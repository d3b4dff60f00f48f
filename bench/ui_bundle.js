/**
 * Initial JavaScript of the web app: the entry script of public/index.html plus every chunk it
 * imports statically (what the browser must fetch before the first screen), raw and gzip sizes.
 * Lazy routes and translations (dynamic imports) are listed separately.
 *
 *   npm run build -w @airdeck/ui && node bench/ui_bundle.js [--json]
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const publicDir = new URL('../public/', import.meta.url).pathname
const html = readFileSync(join(publicDir, 'index.html'), 'utf8')
const entry = html.match(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/)?.[1]
if (!entry) throw new Error('No module script in public/index.html: build the UI first')

const staticImport = /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g
const initial = new Set()
const visit = (file) => {
  if (initial.has(file)) return
  initial.add(file)
  const code = readFileSync(join(publicDir, file), 'utf8')
  for (const [, spec] of code.matchAll(staticImport)) visit(join(file, '..', spec))
}
visit(entry)

const sizeOf = (file) => {
  const bytes = readFileSync(join(publicDir, file))
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
}
const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0)
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

const initialRows = [...initial].map(sizeOf).sort((a, b) => b.gzip - a.gzip)
const allJs = readdirSync(join(publicDir, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`)
const lazyRows = allJs.filter((file) => !initial.has(file)).map(sizeOf)
const css = readdirSync(join(publicDir, 'assets'))
  .filter((name) => name.endsWith('.css'))
  .map((name) => sizeOf(`assets/${name}`))

const result = {
  initialJs: {
    files: initialRows.length,
    raw: sum(initialRows, 'raw'),
    gzip: sum(initialRows, 'gzip'),
  },
  lazyJs: { files: lazyRows.length, raw: sum(lazyRows, 'raw'), gzip: sum(lazyRows, 'gzip') },
  css: { files: css.length, raw: sum(css, 'raw'), gzip: sum(css, 'gzip') },
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(result))
} else {
  console.log(
    `initial JS: ${result.initialJs.files} files, ${kb(result.initialJs.raw)} raw, ${kb(result.initialJs.gzip)} gzip`
  )
  for (const row of initialRows)
    console.log(`  ${row.file.padEnd(48)} ${kb(row.gzip).padStart(10)} gzip`)
  console.log(
    `lazy JS (routes, translations): ${result.lazyJs.files} files, ${kb(result.lazyJs.gzip)} gzip`
  )
  console.log(
    `CSS: ${result.css.files} files, ${kb(result.css.raw)} raw, ${kb(result.css.gzip)} gzip`
  )
}
