/**
 * `npm test`: the whole suite, in order, stopping at nothing so every
 * failure shows: type checks, the web app build, the server suites (unit,
 * functional, browser) on the machine's PostgreSQL, Redis and a captured
 * SMTP server, the ui/ and cli/ Vitest suites, and the embedded smoke pass.
 * Ends with one line: "Tests: N passed, M failed".
 */
import { spawn } from 'node:child_process'

const root = new URL('..', import.meta.url).pathname
const node = process.execPath

/** Test runs get the test settings of .env.test, never a production DATABASE_URL from the shell. */
const testEnv = { ...process.env, NODE_ENV: 'test' }
for (const key of ['DATABASE_URL', 'REDIS_URL', 'APP_KEY', 'SMTP_HOST', 'SMTP_PORT', 'PORT', 'HOST', 'SESSION_DRIVER']) delete testEnv[key]

const steps = [
  { name: 'type check (server)', command: node, args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { name: 'type check (ui)', command: 'npm', args: ['run', 'typecheck', '-w', '@airdeck/ui'] },
  { name: 'type check (cli)', command: 'npm', args: ['run', 'typecheck', '-w', '@airdeck/cli'] },
  { name: 'build (ui)', command: 'npm', args: ['run', 'build', '-w', '@airdeck/ui'] },
  { name: 'server suites', command: node, args: ['ace.js', 'test'], env: testEnv },
  { name: 'ui suite', command: 'npm', args: ['test', '-w', '@airdeck/ui'] },
  { name: 'cli suite', command: 'npm', args: ['test', '-w', '@airdeck/cli'] },
  { name: 'embedded smoke pass', command: node, args: ['scripts/smoke.js'] },
]

const strip = (text) => text.replace(/\u001b\[[0-9;]*m/g, '')

function runStep(step) {
  return new Promise((resolve) => {
    const started = Date.now()
    console.log(`\n━━ ${step.name}`)
    const child = spawn(step.command, step.args, { cwd: root, env: step.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const forward = (stream) => (chunk) => {
      output += chunk
      stream.write(chunk)
    }
    child.stdout.on('data', forward(process.stdout))
    child.stderr.on('data', forward(process.stderr))
    child.on('close', (code) => resolve({ step, code, output: strip(output), seconds: (Date.now() - started) / 1000 }))
  })
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

const results = []
for (const step of steps) results.push(await runStep(step))

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
console.log(`Tests: ${passed} passed, ${failed} failed`)
process.exit(results.every((r) => r.code === 0) ? 0 : 1)
