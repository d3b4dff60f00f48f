/**
 * `npm test`: the whole suite, in two lanes side by side, stopping at nothing
 * so every failure shows: type checks, the web app build, the server suites
 * (unit, functional, plugins, browser) on the machine's PostgreSQL, Redis and
 * a captured SMTP server, the ui/ and cli/ Vitest suites, and the embedded
 * smoke pass. Ends with the 10 slowest files (the whole timing report is in
 * tmp/test-report.json) and one line: "Tests: N passed, M failed".
 */
import { node, printSummary, runLanes, secondLaneEnv, testEnv, uiBuild } from './lib/test_lanes.js'
import { resetTimingDir, slowestFilesLines, vitestTimingArgs, writeTimingReport } from './test_timing.js'

/**
 * Two lanes run side by side (a CI machine has two cores and most test time is spent waiting on PostgreSQL, HTTP
 * and the browser), each in order and of about the same length. The web app build comes first: the browser suite
 * needs it, and the functional suite waits for it because some of its tests write into the same public/ folder
 * that the build empties.
 */
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
