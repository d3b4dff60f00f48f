/**
 * `npm run test:baseline`: keeps the last `npm test` timing report's step and file times as
 * tests/timing-baseline.json, which plans the lanes on a fresh clone (CI) where no report exists yet.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { baselineFile, baselineOf } from './lib/test_plan.js'
import { reportFile } from './test_timing.js'

if (!existsSync(reportFile)) {
  console.error('No timing report yet: run `npm test` first.')
  process.exit(2)
}
const baseline = baselineOf(JSON.parse(readFileSync(reportFile, 'utf8')))
writeFileSync(baselineFile, JSON.stringify(baseline, null, 1) + '\n')
console.log(`wrote ${baselineFile}: ${baseline.steps.length} steps, ${baseline.files.length} files`)
