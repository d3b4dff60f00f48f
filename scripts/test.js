/**
 * `npm test`: the whole suite, in two lanes side by side, stopping at nothing
 * so every failure shows: type checks, the web app build, the server suites
 * (unit, functional, plugins, browser) on the machine's PostgreSQL, Redis and
 * a captured SMTP server, the ui/ and cli/ Vitest suites, and the embedded
 * smoke pass. Ends with one line: "Tests: N passed, M failed".
 */
import { spawn } from 'node:child_process'
import { resetTimingDir, slowestFilesLines, timingFileOf, vitestTimingArgs, writeTimingReport } from './test_timing.js'

const root = new URL('..', import.meta.url).pathname
const node = process.execPath

/** Test runs get the test settings of .env.test, never a production DATABASE_URL from the shell. */
const testEnv = { ...process.env, NODE_ENV: 'test' }
for (const key of ['DATABASE_URL', 'REDIS_URL', 'APP_KEY', 'SMTP_HOST', 'SMTP_PORT', 'PORT', 'HOST', 'SESSION_DRIVER']) delete testEnv[key]

/**
 * The second lane's server suites get their own database, Redis database, SMTP catcher and port, so both lanes
 * can run at once without seeing each other's rows, rate-limit counters or mail.
 */
const secondLaneEnv = {
  ...testEnv,
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/airdeck_test_lane2',
  REDIS_URL: 'redis://127.0.0.1:6379/12',
  SMTP_PORT: '2527',
  PORT: '3335',
}

/**
 * Two lanes run side by side (a CI machine has two cores and most test time is spent waiting on PostgreSQL, HTTP
 * and the browser), each in order and of about the same length. The web app build comes first: the browser suite
 * needs it, and the functional suite waits for it because some of its tests write into the same public/ folder
 * that the build empties.
 */
const uiBuild = { name: 'build (ui)', command: 'npm', args: ['run', 'build', '-w', '@airdeck/ui'] }
const lanes = [
  [
    uiBuild,
    { name: 'server browser suite', command: node, args: ['ace.js', 'test', 'browser'], env: secondLaneEnv },
    { name: 'type check (ui)', command: 'npm', args: ['run', 'typecheck', '-w', '@airdeck/ui'] },
    { name: 'type check (cli)', command: 'npm', args: ['run', 'typecheck', '-w', '@airdeck/cli'] },
    { name: 'cli suite', command: 'npm', args: ['test', '-w', '@airdeck/cli', ...vitestTimingArgs('cli suite')] },
    { name: 'embedded smoke pass', command: node, args: ['scripts/smoke.js'] },
  ],
  [
    { name: 'type check (server)', command: node, args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'] },
    { name: 'server unit, functional and plugin suites', command: node, args: ['ace.js', 'test', 'unit', 'functional', 'plugins'], env: testEnv, after: uiBuild },
    { name: 'ui suite', command: 'npm', args: ['test', '-w', '@airdeck/ui', ...vitestTimingArgs('ui suite')] },
  ],
]

const strip = (text) => text.replace(/\u001b\[[0-9;]*m/g, '')

/** Runs one step; its output is printed as one block when it ends, so the two lanes' output does not interleave. */
function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now()
    console.log(`━━ started: ${step.name}`)
    const env = { ...(step.env ?? process.env), TEST_TIMING_FILE: timingFileOf(step.name) }
    const child = spawn(step.command, step.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000
      process.stdout.write(`\n━━ ${step.name} (${seconds.toFixed(1)} s, exit ${code})\n${output}\n`)
      resolve({ step, code, output: strip(output), seconds })
    })
  })
}

/** Each step's promise, so a step of one lane can wait for a step of the other (`after`). */
const finished = new Map()

async function runLane(steps, lane) {
  const results = []
  for (const step of steps) {
    if (step.after) await finished.get(step.after)
    const running = runStep(step)
    finished.set(step, running)
    results.push({ ...(await running), lane })
  }
  return results
}

/** Test counts as each runner prints them (Japa, Vitest, the smoke pass). */
function countTests(output) {
  let passed = 0
  let failed = 0
  for (const line of output.split('\n')) {
    const runner = /^\s*Tests\s+(?:(\d+) failed \| )?(\d+) passed(?:, (\d+) failed)?/.exec(line)
    if (runner) {
      passed += Number(runner[2])
      failed += Number(runner[1] ?? 0) + Number(runner[3] ?? 0)
      continue
    }
    const failedOnly = /^\s*Tests\s+(\d+) failed/.exec(line)
    if (failedOnly) failed += Number(failedOnly[1])
    const smoke = /^smoke: (\d+) passed, (\d+) failed/.exec(line)
    if (smoke) {
      passed += Number(smoke[1])
      failed += Number(smoke[2])
    }
  }
  return { passed, failed }
}

const started = Date.now()
resetTimingDir()
const results = (await Promise.all(lanes.map(runLane))).flat()

let passed = 0
let failed = 0
console.log('\n━━ summary')
for (const result of results) {
  const counts = countTests(result.output)
  passed += counts.passed
  failed += counts.failed
  const stepFailed = result.code !== 0
  if (stepFailed && counts.failed === 0) failed++
  console.log(`  ${stepFailed ? '✖' : '✔'} ${result.step.name} (${result.seconds.toFixed(1)} s)${counts.passed + counts.failed ? ` — ${counts.passed} passed, ${counts.failed} failed` : ''}`)
}
const wallSeconds = (Date.now() - started) / 1000
const report = writeTimingReport(results, wallSeconds)
console.log('\n━━ the 10 slowest test files (all figures: tmp/test-report.json)')
for (const line of slowestFilesLines(report)) console.log(line)
console.log(`Wall time: ${wallSeconds.toFixed(1)} s`)
console.log(`Tests: ${passed} passed, ${failed} failed`)
process.exit(results.every((r) => r.code === 0) ? 0 : 1)
