/**
 * Whether public/ holds a build of the current ui/ sources: `npm start` and the browser journeys rebuild the
 * web app when a source file is newer than the built index.html, so nobody tests or serves yesterday's screens.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

function newestIn(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  const children = readdirSync(path).filter((name) => name !== 'node_modules' && name !== 'dist')
  return Math.max(stats.mtimeMs, ...children.map((name) => newestIn(join(path, name))))
}

export function webAppBuildIsStale(root) {
  const index = join(root, 'public', 'index.html')
  if (!existsSync(index)) return true
  return newestIn(join(root, 'ui')) > statSync(index).mtimeMs
}
