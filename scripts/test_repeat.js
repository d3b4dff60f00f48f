/**
 * `npm run test:repeat -- <area|path> [--times N] [--hogs K]`: runs part of the suite N times (default 10) with K
 * busy processes beside it (default 1, so the tests meet the load they meet in CI's two lanes) and reports every
 * test that failed in any run, with how often. A flaky test shows here before it lands.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { node, root, runLanes, runStep, uiBuild } from './lib/test_lanes.js'
import { selectFiles, stepsFor } from './lib/test_selection.js'
import { resetTimingDir, timingFileOf } from './test_timing.js'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const index = args.indexOf(name)
  return index === -1 ? fallback : Number(args.splice(index, 2)[1])
}
const times = option('--times', 10)
const hogs = option('--hogs', 1)
const [target] = args
if (!target || !(times > 0) || !(hogs >= 0)) {
  console.error('usage: npm run test:repeat -- <area|path> [--times N] [--hogs K]')
  process.exit(2)
}

const selected = selectFiles(target)
if (!Object.values(selected).some((files) => files.length)) {
  console.error(`No test file belongs to "${target}".`)
  process.exit(2)
}

/** The failed tests one step's runner recorded (Japa timing plugin or Vitest JSON), by "file — title". */
function failedTestsOf(stepName) {
  const file = timingFileOf(stepName)
  if (!existsSync(file)) return null
  const data = JSON.parse(readFileSync(file, 'utf8'))
  if (data.tests)
    return data.tests.filter((test) => test.failed).map((test) => `${test.file} — ${test.title}`)
  return data.testResults.flatMap((result) =>
    result.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(root, result.name)} — ${test.fullName}`)
  )
}

const busy = Array.from({ length: hogs }, () =>
  spawn(node, ['-e', 'for(;;){}'], { stdio: 'ignore' })
)
const stopHogs = () => busy.forEach((child) => child.kill('SIGKILL'))
process.on('exit', stopHogs)
process.on('SIGINT', () => process.exit(130))

resetTimingDir()
if (selected.browser.length) await runStep(uiBuild, { quiet: true })

const failures = new Map()
for (let run = 1; run <= times; run++) {
  const results = await runLanes(stepsFor(selected, { suffix: ` (run ${run})`, build: false }), {
    quiet: true,
  })
  for (const { step, code } of results) {
    const failed = failedTestsOf(step.name) ?? []
    if (code !== 0 && failed.length === 0)
      failed.push(
        `${step.name.replace(/ \(run \d+\)$/, '')} — the step itself failed (exit ${code})`
      )
    for (const name of failed) failures.set(name, (failures.get(name) ?? 0) + 1)
  }
  console.log(
    `run ${run}/${times}: ${failures.size ? `${failures.size} test(s) failed so far` : 'all passed so far'}`
  )
}

stopHogs()
console.log(`\n━━ ${target}: ${times} runs beside ${hogs} busy process(es)`)
for (const [name, count] of [...failures].sort((a, b) => b[1] - a[1]))
  console.log(`  failed ${count} of ${times}: ${name}`)
console.log(
  failures.size ? `${failures.size} flaky or failing test(s)` : 'no test failed in any run'
)
process.exit(failures.size ? 1 : 0)
