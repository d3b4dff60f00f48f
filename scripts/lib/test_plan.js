/**
 * How `npm test` splits its work over two lanes, from measured times rather than by hand: the last timing report
 * (tmp/test-report.json) when there is one, else the committed baseline (tests/timing-baseline.json, written by
 * `npm run test:baseline`). Fixed steps go to the lane with less work, longest first; then the server and browser
 * test files are dealt out the same way, so each lane runs one server part and one browser part of about the right
 * size. A file the figures do not know counts as the median file.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { allTestFiles } from './test_selection.js'
import { node, root, secondLaneEnv, testEnv, uiBuild } from './test_lanes.js'
import { vitestTimingArgs } from '../test_timing.js'

export const baselineFile = join(root, 'tests', 'timing-baseline.json')
const reportFile = join(root, 'tmp', 'test-report.json')

/** Seconds a Japa process spends before its first file (boot, migrations) and after its last (rollback). */
const JAPA_PROCESS_SECONDS = 15

/** Step seconds and file seconds from the newest figures we have. */
export function loadFigures() {
  const source = [reportFile, baselineFile].find((file) => existsSync(file))
  const data = source ? JSON.parse(readFileSync(source, 'utf8')) : { steps: [], files: [] }
  const steps = new Map(data.steps.map((step) => [step.name, step.seconds]))
  const files = new Map()
  for (const entry of data.files)
    files.set(entry.file, (files.get(entry.file) ?? 0) + entry.ms / 1000)
  return { source, steps, files }
}

/** The figures the baseline keeps: what planning needs, nothing per test. */
export function baselineOf(report) {
  const steps = report.steps
    .filter((step) => !/\(part \d\)$/.test(step.name))
    .map(({ name, seconds }) => ({ name, seconds }))
  const files = report.files.map(({ file, ms }) => ({ file, ms }))
  return { at: report.at, steps, files }
}

function median(values) {
  if (values.length === 0) return 5
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Deals items (with `seconds`) to the lane whose total is smallest, longest first. */
function deal(items, totals, place) {
  for (const item of [...items].sort((a, b) => b.seconds - a.seconds)) {
    const lane = totals.indexOf(Math.min(...totals))
    totals[lane] += item.seconds
    place(item, lane)
  }
}

export function planLanes() {
  const figures = loadFigures()
  const guess = median([...figures.files.values()])
  const seconds = (name, fallback) => figures.steps.get(name) ?? fallback
  const laneEnv = [secondLaneEnv, testEnv]

  const fixed = [
    {
      name: 'lint',
      command: node,
      args: ['node_modules/eslint/bin/eslint.js', '.'],
      seconds: seconds('lint', 90),
    },
    {
      name: 'type check (ui)',
      command: 'npm',
      args: ['run', 'typecheck', '-w', '@airdeck/ui'],
      seconds: seconds('type check (ui)', 40),
    },
    {
      name: 'type check (cli)',
      command: 'npm',
      args: ['run', 'typecheck', '-w', '@airdeck/cli'],
      seconds: seconds('type check (cli)', 20),
    },
    {
      name: 'ui suite',
      command: 'npm',
      args: ['test', '-w', '@airdeck/ui', ...vitestTimingArgs('ui suite')],
      seconds: seconds('ui suite', 150),
    },
    {
      name: 'cli suite',
      command: 'npm',
      args: ['test', '-w', '@airdeck/cli', ...vitestTimingArgs('cli suite')],
      seconds: seconds('cli suite', 30),
    },
    {
      name: 'embedded smoke pass',
      command: node,
      args: ['scripts/smoke.js'],
      seconds: seconds('embedded smoke pass', 110),
    },
  ]
  const typeCheckServer = {
    name: 'type check (server)',
    command: node,
    args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'],
  }
  const lanes = [[uiBuild], [typeCheckServer]]
  const totals = [seconds(uiBuild.name, 20), seconds(typeCheckServer.name, 60)]

  const all = allTestFiles()
  const parts = [
    { kind: 'server', files: [[], []], overhead: JAPA_PROCESS_SECONDS },
    { kind: 'browser', files: [[], []], overhead: JAPA_PROCESS_SECONDS },
  ]
  const fileItems = [
    ...all.server.map((file) => ({
      part: parts[0],
      file,
      seconds: figures.files.get(file) ?? guess,
    })),
    ...all.browser.map((file) => ({
      part: parts[1],
      file,
      seconds: figures.files.get(file) ?? guess,
    })),
  ]
  // Each lane pays a process start for each part it runs: count it up front so the dealing stays honest.
  totals[0] += 2 * JAPA_PROCESS_SECONDS
  totals[1] += 2 * JAPA_PROCESS_SECONDS
  const rest = [[], []]
  deal(fixed, totals, (step, lane) => rest[lane].push(step))
  deal(fileItems, totals, (item, lane) => item.part.files[lane].push(item.file))

  for (const lane of [0, 1]) {
    for (const part of parts) {
      const files = part.files[lane]
      if (files.length === 0) continue
      const suites = part.kind === 'server' ? ['unit', 'functional', 'plugins'] : ['browser']
      lanes[lane].push({
        name: `server ${part.kind === 'server' ? 'unit, functional and plugin suites' : 'browser suite'} (part ${lane + 1})`,
        command: node,
        args: ['ace.js', 'test', ...suites, ...files.sort().flatMap((file) => ['--files', file])],
        env: laneEnv[lane],
        // The functional suite writes into public/, which the web app build empties; the browser suite needs the build.
        after: uiBuild,
      })
    }
    lanes[lane].push(...rest[lane].map(({ seconds: _, ...step }) => step))
  }
  return { lanes, estimate: totals.map(Math.round), source: figures.source }
}
