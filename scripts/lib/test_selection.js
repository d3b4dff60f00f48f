/**
 * Which test files belong to an area (`billing`, `portal`, `network`, ...) or to a path, and the steps that run
 * them: the server suites (unit, functional, plugins) in one lane; the browser suite and the web app and CLI
 * Vitest suites in the other. Shared by `test:area` and `test:repeat`.
 */
import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { timingFileOf } from '../test_timing.js'
import { node, root, secondLaneEnv, testEnv, uiBuild } from './test_lanes.js'

/** Areas whose files do not all carry the area's name. Any other word matches the paths that contain it. */
const AREA_WORDS = {
  auth: [
    'auth',
    'two_factor',
    'sign_in',
    'social',
    'session',
    'account_recovery',
    'profile',
    'password',
    'register',
  ],
  billing: ['billing', 'invoice', 'payment', 'subscription', 'referral', 'stripe', 'accounting'],
  portal: ['portal', 'guest'],
  network: ['network', 'ppsk', 'firmware', 'wlan'],
  security: ['access', 'roles', 'impersonation', 'contract', 'kernel', 'two_factor', 'sessions'],
  status: ['status'],
  vendors: ['unifi', 'omada', 'peplink', 'zerotier', 'controller', 'vendor'],
}

function walk(dir, accept, found = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'generated') continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) walk(path, accept, found)
    else if (accept(name)) found.push(relative(root, path))
  }
  return found
}

const specs = (folder) => walk(join(root, 'tests', folder), (name) => name.endsWith('.spec.ts'))
const vitestFiles = (folder) => walk(join(root, folder), (name) => /\.test\.tsx?$/.test(name))

export function allTestFiles() {
  return {
    server: [...specs('unit'), ...specs('functional'), ...specs('plugins')],
    browser: specs('browser'),
    ui: vitestFiles('ui'),
    cli: vitestFiles('cli/test'),
  }
}

const normal = (text) => text.toLowerCase().replaceAll('-', '_')

/** The files of an area, or of one test file or folder when the target is a path. */
export function selectFiles(target) {
  const all = allTestFiles()
  const isPath = target.includes('/') || target.includes('.')
  const words = isPath ? [] : (AREA_WORDS[target] ?? [target]).map(normal)
  const matches = (file) =>
    isPath
      ? file.startsWith(target.replace(/^\.\//, ''))
      : words.some((word) => normal(file).includes(word))
  return Object.fromEntries(
    Object.entries(all).map(([kind, files]) => [kind, files.filter(matches)])
  )
}

/** The steps that run the selected files; `suffix` names a repeated run, `build: false` skips the web app build. */
export function stepsFor(selected, { suffix = '', build = true } = {}) {
  const files = (list) => list.flatMap((file) => ['--files', file])
  const inFolder = (list, folder) => list.map((file) => relative(folder, file))
  const server = selected.server.length
    ? [
        {
          name: `server suites${suffix}`,
          command: node,
          args: ['ace.js', 'test', 'unit', 'functional', 'plugins', ...files(selected.server)],
          env: testEnv,
        },
      ]
    : []
  const other = []
  if (selected.browser.length) {
    if (build) {
      other.push(uiBuild)
      // Some functional tests write into public/, which the web app build empties.
      for (const step of server) step.after = uiBuild
    }
    other.push({
      name: `browser suite${suffix}`,
      command: node,
      args: ['ace.js', 'test', 'browser', ...files(selected.browser)],
      env: secondLaneEnv,
    })
  }
  const vitest = (workspace, list, folder) => {
    const name = `${workspace} suite${suffix}`
    const report = `--outputFile.json=${timingFileOf(name)}`
    return {
      name,
      command: 'npm',
      args: [
        'test',
        '-w',
        `@airdeck/${workspace}`,
        '--',
        '--reporter=default',
        '--reporter=json',
        report,
        ...inFolder(list, folder),
      ],
    }
  }
  if (selected.ui.length) other.push(vitest('ui', selected.ui, 'ui'))
  if (selected.cli.length) other.push(vitest('cli', selected.cli, 'cli'))
  return [server, other].filter((lane) => lane.length)
}
