/**
 * Builds the web app (ui/) and installs it into public/ without emptying public/ first, so any process serving it
 * keeps answering during the build (scripts/lib/web_app_install.js). `npm run build -w @airdeck/ui`, `npm run
 * build:ui`, `npm start` (when the build is stale) and the browser journeys all come here.
 *
 * The build goes to a dot folder inside public/: the same file system (renames are atomic), and never served (the
 * static server ignores dot files) nor committed.
 */
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { rmSync } from 'node:fs'
import { installWebAppBuild } from './lib/web_app_install.js'

const root = new URL('..', import.meta.url).pathname
const ui = join(root, 'ui')
const publicDir = join(root, 'public')
const staging = join(publicDir, `.build-${process.pid}-${Date.now()}`)

const vite = join(
  dirname(createRequire(join(ui, 'package.json')).resolve('vite/package.json')),
  'bin',
  'vite.js'
)
const build = spawnSync(
  process.execPath,
  [vite, 'build', '--outDir', staging, '--emptyOutDir', ...process.argv.slice(2)],
  { cwd: ui, stdio: 'inherit', env: process.env }
)
if (build.status !== 0) {
  rmSync(staging, { recursive: true, force: true })
  process.exit(build.status ?? 1)
}
await installWebAppBuild(staging, publicDir)
console.log(`› Web app installed in ${publicDir}`)
