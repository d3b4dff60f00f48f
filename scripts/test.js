/**
 * `npm test`: the whole suite, in two lanes side by side, stopping at nothing
 * so every failure shows: type checks, the web app build, the server suites
 * (unit, functional, plugins, browser) on the machine's PostgreSQL, Redis and
 * a captured SMTP server, the ui/ and cli/ Vitest suites, and the embedded
 * smoke pass. Ends with the 10 slowest files (the whole timing report is in
 * tmp/test-report.json) and one line: "Tests: N passed, M failed".
 */
import { printSummary, runLanes } from './lib/test_lanes.js'
import { planLanes } from './lib/test_plan.js'
import { resetTimingDir, slowestFilesLines, writeTimingReport } from './test_timing.js'

/**
 * Two lanes run side by side (a CI machine has two cores and much test time is spent waiting on PostgreSQL, HTTP
 * and the browser). What each lane runs is planned from measured times (scripts/lib/test_plan.js) so both end
 * about together; the web app build comes first, before the suites that need it or write beside it.
 */
const { lanes, estimate, source } = planLanes()
console.log(
  `━━ plan: lanes of about ${estimate.join(' s and ')} s, from ${source ? source.replace(/^.*\/(tmp|tests)\//, '$1/') : 'default guesses'}`
)

const started = Date.now()
resetTimingDir()
const results = await runLanes(lanes)
const { passed, failed, ok } = printSummary(results)
const wallSeconds = (Date.now() - started) / 1000
const report = writeTimingReport(results, wallSeconds)
console.log('\n━━ the 10 slowest test files (all figures: tmp/test-report.json)')
for (const line of slowestFilesLines(report)) console.log(line)
console.log(`Wall time: ${wallSeconds.toFixed(1)} s`)
console.log(`Tests: ${passed} passed, ${failed} failed`)
process.exit(ok ? 0 : 1)
