/**
 * What every test script shares (`npm test`, `test:area`, `test:repeat`): the two lanes' environments, running a
 * step with its output kept together, running lanes side by side, and counting what the runners report.
 */
import { spawn } from 'node:child_process'
import { timingFileOf } from '../test_timing.js'

export const root = new URL('../..', import.meta.url).pathname
export const node = process.execPath

/** Test runs get the test settings of .env.test, never a production DATABASE_URL from the shell. */
export const testEnv = { ...process.env, NODE_ENV: 'test' }
for (const key of [
  'DATABASE_URL',
  'REDIS_URL',
  'APP_KEY',
  'SMTP_HOST',
  'SMTP_PORT',
  'PORT',
  'HOST',
  'SESSION_DRIVER',
])
  delete testEnv[key]

/**
 * The second lane's server suites get their own database, Redis database, SMTP catcher, port and storage folder
 * (uploads), so both lanes can run at once without seeing each other's rows, rate-limit counters, mail or files.
 */
export const secondLaneEnv = {
  ...testEnv,
  STORAGE_PATH: `${root}storage/test-lane2`,
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/airdeck_test_lane2',
  REDIS_URL: 'redis://127.0.0.1:6379/12',
  SMTP_PORT: '2527',
  PORT: '3335',
}

export const uiBuild = {
  name: 'build (ui)',
  command: 'npm',
  args: ['run', 'build', '-w', '@airdeck/ui'],
}

const strip = (text) => text.replace(/\u001b\[[0-9;]*m/g, '')

/**
 * Runs one step; its output is printed as one block when it ends (`quiet` prints only the closing line), so two
 * lanes' output does not interleave.
 */
export function runStep(step, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now()
    if (!quiet) console.log(`━━ started: ${step.name}`)
    const env = { ...(step.env ?? process.env), TEST_TIMING_FILE: timingFileOf(step.name) }
    const child = spawn(step.command, step.args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000
      process.stdout.write(
        `\n━━ ${step.name} (${seconds.toFixed(1)} s, exit ${code})\n${quiet ? '' : `${output}\n`}`
      )
      resolve({ step, code, output: strip(output), seconds })
    })
  })
}

/** Runs lanes side by side, each in order; a step may wait for a step of another lane (`after`). */
export async function runLanes(lanes, options) {
  const finished = new Map()
  const runLane = async (steps, lane) => {
    const results = []
    for (const step of steps) {
      if (step.after) await finished.get(step.after)
      const running = runStep(step, options)
      finished.set(step, running)
      results.push({ ...(await running), lane })
    }
    return results
  }
  return (await Promise.all(lanes.map(runLane))).flat()
}

/** Test counts as each runner prints them (Japa, Vitest, the smoke pass). */
export function countTests(output) {
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

/** The summary every test script ends with; returns whether everything passed. */
export function printSummary(results) {
  let passed = 0
  let failed = 0
  console.log('\n━━ summary')
  for (const result of results) {
    const counts = countTests(result.output)
    passed += counts.passed
    failed += counts.failed
    const stepFailed = result.code !== 0
    if (stepFailed && counts.failed === 0) failed++
    const figures =
      counts.passed + counts.failed ? ` — ${counts.passed} passed, ${counts.failed} failed` : ''
    console.log(
      `  ${stepFailed ? '✖' : '✔'} ${result.step.name} (${result.seconds.toFixed(1)} s)${figures}`
    )
  }
  return { passed, failed, ok: results.every((r) => r.code === 0) }
}
