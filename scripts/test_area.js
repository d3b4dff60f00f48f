/**
 * `npm run test:area -- <area|path> [--list]`: one domain's server, browser, web app and CLI tests (e.g. `billing`,
 * `portal`, `network`, or a path such as tests/functional/webhooks/), in two lanes like `npm test`, so a change is
 * checked in a minute or two without the whole suite. `--list` only prints the files.
 */
import { printSummary, runLanes } from './lib/test_lanes.js'
import { selectFiles, stepsFor } from './lib/test_selection.js'
import { resetTimingDir, slowestFilesLines, writeTimingReport } from './test_timing.js'

const [target, ...flags] = process.argv.slice(2)
if (!target) {
  console.error(
    'usage: npm run test:area -- <area|path> [--list]   (areas: any word of the test paths, e.g. billing, portal, network)'
  )
  process.exit(2)
}

const selected = selectFiles(target)
const count = Object.values(selected).reduce((sum, files) => sum + files.length, 0)
for (const [kind, files] of Object.entries(selected))
  if (files.length) console.log(`${kind}: ${files.join(' ')}`)
if (!count) {
  console.error(`No test file belongs to "${target}".`)
  process.exit(2)
}
if (flags.includes('--list')) process.exit(0)

const started = Date.now()
resetTimingDir()
const results = await runLanes(stepsFor(selected))
const { passed, failed, ok } = printSummary(results)
const wallSeconds = (Date.now() - started) / 1000
console.log('\n━━ the slowest files')
for (const line of slowestFilesLines(writeTimingReport(results, wallSeconds), 5)) console.log(line)
console.log(`Wall time: ${wallSeconds.toFixed(1)} s`)
console.log(`Tests: ${passed} passed, ${failed} failed`)
process.exit(ok ? 0 : 1)
